/** CPF and CNPJ check digits (numeric forms), shared by the payment form and the API. */

const digitsOf = (s: string) => s.replace(/\D/g, '');

function allSame(d: string) {
  return /^(\d)\1*$/.test(d);
}

export function isValidCpf(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 11 || allSame(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

export function isValidCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 14 || allSame(d)) return false;
  const check = (len: number) => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * weights[i]!;
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check(12) === Number(d[12]) && check(13) === Number(d[13]);
}

/** DocumentType 1 CPF, 2 CNPJ (spec). */
export function isValidDocument(documentType: number, value: string): boolean {
  return documentType === 2 ? isValidCnpj(value) : isValidCpf(value);
}
