import { WithdrawalStatus, withdrawalStatusInfo } from '@clube/contract/withdrawals';

/** The queue's filters in the URL (docs/admin.md#console-lists): status (Pendente unless said) and username. */
export const QUEUE_FILTER_KEYS = ['status', 'username'] as const;

export const statusOptions = [WithdrawalStatus.Pendente, WithdrawalStatus.Pago, WithdrawalStatus.Cancelado].map((s) => ({
  value: String(s),
  label: withdrawalStatusInfo[s]!.label,
}));

/** The URL's status, Pendente when absent or not one of the three. */
export function statusOf(param: string): number {
  return statusOptions.some((o) => o.value === param) ? Number(param) : WithdrawalStatus.Pendente;
}

const clubDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the club's calendar (yyyy-MM-dd), whatever the operator's own time zone. */
export const todayInSaoPaulo = (now: Date = new Date()) => clubDay.format(now);
