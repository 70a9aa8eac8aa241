import type { BankAccount } from '@clube/contract/bank-accounts';
import type { BankAccountRow } from './bank-accounts.repository';

/** Row -> wire BankAccount (PascalCase, Pix keys as stored). */
export function toBankAccountDto(r: BankAccountRow): BankAccount {
  return {
    Id: r.id,
    Type: r.type,
    BankCode: r.bankCode,
    BankName: r.bankName,
    HolderName: r.holderName,
    HolderCPF: r.holderCpf,
    Agency: r.agency,
    AgencyDigit: r.agencyDigit,
    AccountNumber: r.accountNumber,
    AccountNumberDigit: r.accountNumberDigit,
    AccountVariation: r.accountVariation,
    Notes: r.notes,
    UserPix: (r.pixKeys ?? []).map((k) => ({ Type: k.Type, Value: k.Value })),
  };
}
