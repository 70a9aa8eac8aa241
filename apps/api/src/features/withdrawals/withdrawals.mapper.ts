import { centsToReais } from '@clube/contract';
import { withdrawalStatusInfo, type AdminWithdrawal, type Withdrawal } from '@clube/contract/withdrawals';
import type { AdminWithdrawalRow, WithdrawalRow } from './withdrawals.repository';

export function toWithdrawalDto(r: WithdrawalRow): Withdrawal {
  const status = withdrawalStatusInfo[r.status] ?? { label: String(r.status), color: 'gray' };
  return {
    Id: r.id,
    Created: r.createdAt.toISOString(),
    Value: centsToReais(r.valueCents),
    Tax: centsToReais(r.taxCents),
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    CancelReason: r.cancelReason,
  };
}

export function toAdminWithdrawalDto({ withdrawal, user, bank }: AdminWithdrawalRow): AdminWithdrawal {
  return {
    ...toWithdrawalDto(withdrawal),
    ProcessedOn: withdrawal.processedAt?.toISOString() ?? null,
    User: { Id: user.id, Name: user.name, Username: user.username },
    BankAccount: {
      Id: bank.id,
      Type: bank.type,
      BankCode: bank.bankCode,
      BankName: bank.bankName,
      HolderName: bank.holderName,
      HolderCPF: bank.holderCpf,
      Agency: bank.agency,
      AgencyDigit: bank.agencyDigit,
      AccountNumber: bank.accountNumber,
      AccountNumberDigit: bank.accountNumberDigit,
      AccountVariation: bank.accountVariation,
      UserPix: bank.pixKeys.map((p) => ({ Type: p.Type, Value: p.Value })),
    },
  };
}
