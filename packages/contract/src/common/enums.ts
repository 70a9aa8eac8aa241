/** Enumerations of the spec and docs/club.md, with their pt-BR labels and colours. */

export const UserType = { Administrator: 1, User: 2, UserStore: 3 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const UserStatus = { Inativo: 0, Ativo: 1, Pendente: 2, Bloqueado: 3 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const userStatusInfo: Record<number, { label: string; color: string }> = {
  0: { label: 'Inativo', color: 'red' },
  1: { label: 'Ativo', color: 'green' },
  2: { label: 'Pendente', color: 'yellow' },
  3: { label: 'Bloqueado', color: 'gray' },
};

export const PersonType = { Individual: 1, Company: 2 } as const;
export type PersonType = (typeof PersonType)[keyof typeof PersonType];

export const Gender = { Outro: 1, Feminino: 2, Masculino: 3 } as const;
export const genderLabels: Record<number, string> = { 1: 'Outro', 2: 'Feminino', 3: 'Masculino' };

export const WalletType = { CurrentAccount: 1 } as const;

export const InvoiceStatus = { Cancelado: 0, Pendente: 1, Pago: 2 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const invoiceStatusInfo: Record<number, { label: string; color: string }> = {
  0: { label: 'Cancelado', color: 'red' },
  1: { label: 'Pendente', color: 'yellow' },
  2: { label: 'Pago', color: 'green' },
};

export const InvoiceType = { Adesao: 1, Mensalidade: 2, TrocaDePlano: 3, B2B: 4, B2C: 5, Assinatura: 6 } as const;
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];
export const invoiceTypeLabels: Record<number, string> = {
  1: 'Adesão',
  2: 'Mensalidade',
  3: 'Troca de Plano',
  4: 'B2B',
  5: 'B2C',
  6: 'Assinatura',
};

export const EarningCategory = {
  Adesao: 1,
  Mensalidade: 2,
  B2B: 3,
  B2C: 4,
  Cashback: 5,
  DivisaoDeLucro: 6,
  Transferencia: 7,
  Estorno: 8,
  Taxa: 9,
  SecondaryToPrimary: 10,
  ToInvestmentFund: 11,
  FundoDeInvestimento: 12,
  BonusDeRank: 13,
} as const;
export type EarningCategory = (typeof EarningCategory)[keyof typeof EarningCategory];
export const earningCategoryLabels: Record<number, string> = {
  1: 'Adesão',
  2: 'Mensalidade',
  3: 'B2B',
  4: 'B2C',
  5: 'Cashback',
  6: 'Divisão de Lucro',
  7: 'Transferência',
  8: 'Estorno',
  9: 'Taxa',
  10: 'Transferência da conta secundária para a principal',
  11: 'Transferência para fundo de investimento',
  12: 'Fundo de Investimento',
  13: 'Bônus de Rank do Plano de Carreira',
};
/** docs/club.md#wallet-and-earnings: what counts as a gain (Ganho Total / Ganho do Dia). */
export const GAIN_CATEGORIES: readonly number[] = [1, 2, 3, 4, 5, 6, 12, 13];

export const DocumentType = { CPF: 1, CNPJ: 2 } as const;
/** How an invoice is paid (spec codes): 0 balance, 1 Pix, 2 credit card, 3 debit card, 4 boleto. */
export const PaymentMethod = { Balance: 0, Pix: 1, Credit: 2, Debit: 3, Boleto: 4 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
/** A payment attempt's Status (spec's payment response): 1 approved, 2 processing, 3 rejected. */
export const PaymentStatus = { Approved: 1, Processing: 2, Rejected: 3 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const BALANCE_PAYMENT_FEE_CENTS = 275;

export const BankAccountType = { ContaCorrente: 1, ContaPoupanca: 2 } as const;
export const PixKeyType = { CPF: 1, CNPJ: 2, Email: 3, Celular: 4, CodigoAleatorio: 5 } as const;
export const MAX_PIX_KEYS = 3;

export const PlanStatus = { Inactive: 0, Active: 1 } as const;
