/**
 * A member's initials for his avatar: the first letter of his name's first two words, words
 * being runs of letters and digits, so punctuation ('Ana — Equipe 1') gives none ('AE', not 'A—').
 * A name without letters falls back to its first character.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => /\p{L}/u.test(w));
  const initials = words
    .slice(0, 2)
    .map((w) => w.match(/\p{L}/u)![0])
    .join('')
    .toLocaleUpperCase('pt-BR');
  return initials || name.trim().slice(0, 1).toLocaleUpperCase('pt-BR');
}
