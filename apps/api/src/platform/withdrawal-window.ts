import { WITHDRAWAL_WINDOW_DAYS } from '@clube/contract/orders';
import { addDays, dayInSaoPaulo, endOfClubDay } from './dates';

/**
 * The right of withdrawal's deadline (CDC art. 49; docs/marketplace.md#withdrawal-of-a-purchase,
 * docs/club.md#withdrawal-of-the-adhesion): 7 days counted as the civil code counts a term (art.
 * 132: the start day left out, the last day whole), so from a delivery or payment on day D the
 * buyer may withdraw until the end of day D+7 in the club's zone.
 */
export function withdrawalDeadline(start: Date): Date {
  return endOfClubDay(addDays(dayInSaoPaulo(start), WITHDRAWAL_WINDOW_DAYS));
}
