import type { FundPayoutRequest, MoneyOperation, ProfitSharingRequest } from '@clube/contract/bonuses';

/** The request of either operation, as its preview call takes it. */
export type BulkCreditRequest = ProfitSharingRequest | FundPayoutRequest;

/** What the console names each operation after (tabs, confirmations). */
export const operationTitles: Record<MoneyOperation, string> = {
  profitSharing: 'Participação nos lucros',
  fundPayout: 'Pagamento de fundo',
};
