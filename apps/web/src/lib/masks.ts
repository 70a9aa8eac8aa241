/** The spec's masks (imask syntax: 0 = digit). */
export const masks = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  zip: '00000-000',
  phone: '00 00000-0000',
  birthday: '00/00/0000',
} as const;

/** Applies a digit mask to raw text (for display of stored values). */
export function applyMask(mask: string, value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}
