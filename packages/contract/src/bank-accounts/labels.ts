/** pt-BR labels of the bank-account enumerations (spec part 1 section 3). */

export const bankAccountTypeLabels: Record<number, string> = {
  1: 'Conta Corrente',
  2: 'Conta Poupança',
};

export const pixKeyTypeLabels: Record<number, string> = {
  1: 'CPF',
  2: 'CNPJ',
  3: 'Email',
  4: 'Celular',
  5: 'Código Aleatório',
};
