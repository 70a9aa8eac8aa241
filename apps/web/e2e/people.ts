/** Fresh test data for the journeys: valid CPF/CNPJ check digits and names unique within a run. */

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10));

/** Receita Federal's modulo-11 check digit over `digits` with `weights`. */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CPF (11 digits, not all equal). */
export function freshCpf(): string {
  for (;;) {
    const base = randomDigits(9);
    if (new Set(base).size === 1) continue;
    const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return [...base, d1, d2].join('');
  }
}

/** A valid CNPJ (14 digits, branch 0001). */
export function freshCnpj(): string {
  for (;;) {
    const base = [...randomDigits(8), 0, 0, 0, 1];
    if (new Set(base.slice(0, 8)).size === 1) continue;
    const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    return [...base, d1, d2].join('');
  }
}

let counter = 0;
/** A username no other journey of this run uses (letters, digits and dots, at most 30 characters). */
export function freshUsername(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 30);
}

export const mask = (pattern: string, digits: string) => {
  let i = 0;
  return [...pattern].map((ch) => (ch === '0' ? digits[i++] : ch)).join('');
};
