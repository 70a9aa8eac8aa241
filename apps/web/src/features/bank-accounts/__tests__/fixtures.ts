import type { BankAccount, Bank } from '@clube/contract/bank-accounts';

export const banks: Bank[] = [
  { Code: '001', Name: 'Banco do Brasil S.A.' },
  { Code: '237', Name: 'Banco Bradesco S.A.' },
  { Code: '260', Name: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO' },
  { Code: '341', Name: 'ITAÚ UNIBANCO S.A.' },
];

export const corrente: BankAccount = {
  Id: 12,
  Type: 1,
  BankCode: '341',
  BankName: 'ITAÚ UNIBANCO S.A.',
  HolderName: 'Ana Paula Souza',
  HolderCPF: '11144477735',
  Agency: '0001',
  AgencyDigit: '5',
  AccountNumber: '12345',
  AccountNumberDigit: 'X',
  AccountVariation: null,
  Notes: null,
  UserPix: [{ Type: 3, Value: 'ana@exemplo.com' }],
};

export const poupanca: BankAccount = {
  ...corrente,
  Id: 9,
  Type: 2,
  BankCode: '001',
  BankName: 'Banco do Brasil S.A.',
  HolderName: 'Ana P. Souza',
  HolderCPF: '52998224725',
  Agency: '1234',
  AgencyDigit: null,
  UserPix: [],
};

export const paged = (Data: unknown[], TotalRows = Data.length, Page = 1) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page, TotalPages: Math.max(1, Math.ceil(TotalRows / 50)), TotalRows, AllPages: [1] } },
});
