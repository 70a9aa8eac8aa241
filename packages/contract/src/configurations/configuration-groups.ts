import { z } from 'zod';
import { text } from '../common/text';

/**
 * The configuration groups of spec part 2 §3 whose contents the spec leaves to us
 * (docs/configuration.md). Every group carries `Timer`: how long (ms) a client may keep it
 * before reading it again. Field names are PascalCase as the rest of the wire.
 */
export const DEFAULT_CONFIGURATION_TIMER_MS = 300_000;
const Timer = z.number().int().min(0).max(86_400_000).default(DEFAULT_CONFIGURATION_TIMER_MS);

export const SC_GENERAL_KEY = 'scGeneral';
export const SC_SHOPS_KEY = 'scShops';
export const SC_BONIFICATION_CENTER_KEY = 'scBonificationCenter';
export const SC_INTEGRATIONS_KEY = 'scIntegrations';

export const SCGeneral = z.object({
  ClubName: text().trim().max(100).default('Clube Office'),
  OfficeUrl: text().trim().max(300).nullish(),
  MarketplaceUrl: text().trim().max(300).nullish(),
  SupportEmail: text().trim().max(200).nullish(),
  SupportPhone: text().trim().max(30).nullish(),
  Timer,
});
export type SCGeneral = z.output<typeof SCGeneral>;

/**
 * The bonification center (docs/bonuses.md): which unilevel table pays adhesion (category 1) and
 * monthly fees (category 2) — subscriptions name their own table, products theirs — and what
 * happens to the share of a level whose member is not active: the club keeps it, or with
 * `DynamicCompression` it goes to the next active upline.
 */
export const SCBonificationCenter = z.object({
  AdhesionUnilevelId: z.number().int().positive().nullish(),
  MonthlyPaymentUnilevelId: z.number().int().positive().nullish(),
  PlanChangeUnilevelId: z.number().int().positive().nullish(),
  DynamicCompression: z.boolean().default(false),
  /** Days a Mensalidade may be overdue before its member stops earning and counting (DECISIONS: 10). */
  OverdueInactiveDays: z.number().int().min(1).max(60).default(10),
  /** Days overdue after which an open Mensalidade is cancelled (DECISIONS: 30). */
  OverdueCancelDays: z.number().int().min(1).max(120).default(30),
  /** Days before a subscription period starts when its invoice is issued (DECISIONS: 5). */
  SubscriptionIssueDaysAhead: z.number().int().min(0).max(30).default(5),
  Timer,
});
export type SCBonificationCenter = z.output<typeof SCBonificationCenter>;

/** Reads a stored group leniently: a missing or malformed value falls back to the defaults. */
export function readConfigurationGroup<S extends z.ZodObject>(schema: S, stored: unknown): z.output<S> {
  const parsed = schema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}
