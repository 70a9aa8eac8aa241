import { FREQUENCY_MONTHS } from '@clube/contract/subscriptions';
import { addDays, addMonths } from '../../platform/dates';

/**
 * Billing periods of a subscription (docs/plans.md#subscriptions). Periods are anchored on the
 * day it started: period k starts `startedOn + k × months`, so a subscription started on the 31st
 * bills on the last day of the shorter months and comes back to the 31st, never drifting.
 */

const monthsOf = (frequencyType: number) => FREQUENCY_MONTHS[frequencyType] ?? 1;

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The first day of the period after the one containing `periodStart`. */
export function followingPeriodStart(startedOn: string, periodStart: string, frequencyType: number): string {
  const months = monthsOf(frequencyType);
  const k = Math.floor((monthIndex(periodStart) - monthIndex(startedOn)) / months);
  return addMonths(startedOn, (Math.max(k, 0) + 1) * months);
}

/** The billed period: its first day, its last day (paid through) and the next period's first day. */
export function periodOf(startedOn: string, periodStart: string, frequencyType: number) {
  const next = followingPeriodStart(startedOn, periodStart, frequencyType);
  return { start: periodStart, end: addDays(next, -1), next };
}
