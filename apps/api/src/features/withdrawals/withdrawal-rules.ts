import { z } from 'zod';
import { UserStatus, messages, reaisToCents } from '@clube/contract';
import { DEFAULT_WITHDRAWAL_CONFIGURATION, WithdrawalConfiguration } from '@clube/contract/withdrawals';
import { clubWeekday } from '../../platform/dates';

/** pt-BR "on <weekday>s" for WithdrawDay 1..7 (Sunday..Saturday). */
const ALLOWED_DAY = ['aos domingos', 'às segundas-feiras', 'às terças-feiras', 'às quartas-feiras', 'às quintas-feiras', 'às sextas-feiras', 'aos sábados'];

const StoredConfiguration = z.object({
  WithdrawTaxAmount: z.coerce.number().finite().min(0).max(1_000_000),
  MinimalWithdraw: z.coerce.number().finite().min(0).max(1_000_000),
  WithdrawIsActive: z.union([z.boolean(), z.coerce.number()]).transform((v) => (v === true || v === 1 ? 1 : 0) as 0 | 1),
  WithdrawDay: z.coerce.number().int().min(0).max(7),
});

/**
 * The stored configuration row, read defensively: a missing or unreadable row means withdrawals
 * are off (an operator must configure them on purpose).
 */
export function parseConfiguration(value: unknown): WithdrawalConfiguration {
  const parsed = StoredConfiguration.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_WITHDRAWAL_CONFIGURATION;
}

export interface WithdrawalRules {
  feeCents: number;
  minimumCents: number;
}

export const rulesOf = (c: WithdrawalConfiguration): WithdrawalRules => ({
  feeCents: reaisToCents(c.WithdrawTaxAmount),
  minimumCents: reaisToCents(c.MinimalWithdraw),
});

/** Why nobody with this status may withdraw today, or undefined: active flag, member status, weekday. */
export function scheduleRefusal(c: WithdrawalConfiguration, memberStatus: number, now: Date): string | undefined {
  if (c.WithdrawIsActive !== 1) return messages.withdrawInactive;
  if (memberStatus !== UserStatus.Ativo) return messages.withdrawMemberNotActive;
  if (c.WithdrawDay !== 0 && clubWeekday(now) !== c.WithdrawDay) return messages.withdrawWrongDay(ALLOWED_DAY[c.WithdrawDay - 1]!);
  return undefined;
}

/** The least a withdrawal debits: the minimum (at least one centavo) plus the fee. */
export const leastDebitCents = (r: WithdrawalRules) => Math.max(r.minimumCents, 1) + r.feeCents;
