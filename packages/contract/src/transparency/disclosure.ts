import { z } from 'zod';
import { calendarDay } from '../common/dates';
import { messages } from '../common/messages';

/**
 * The income disclosure (docs/transparency.md): members of a period by earnings band, the median,
 * 90th and 99th percentiles of what they earned, what the median member paid the club, and the
 * share of the commission volume that came from sales against adhesions and fees. Money in reais.
 */

/** A club day (yyyy-MM-dd, America/Sao_Paulo) from the club's first records up to today. */
const PeriodDay = calendarDay({ error: messages.transparencyDayInvalid, min: '2000-01-01', max: 'today' });

/** At most this many days in one disclosure: a year, leap day included. */
export const DISCLOSURE_MAX_DAYS = 366;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const PeriodFields = { StartDate: PeriodDay, EndDate: PeriodDay };

/** The period's checks: the start before the end, at most DISCLOSURE_MAX_DAYS days. */
function checkedPeriod<T extends z.ZodType<{ StartDate: string; EndDate: string }>>(schema: T) {
  return schema
    .refine((p) => p.StartDate <= p.EndDate, { error: messages.transparencyPeriodInvalid, path: ['EndDate'] })
    .refine((p) => p.StartDate > p.EndDate || daysBetween(p.StartDate, p.EndDate) < DISCLOSURE_MAX_DAYS, {
      error: messages.transparencyPeriodTooLong,
      path: ['EndDate'],
    });
}

/** A period of club days, both included. */
export const DisclosurePeriod = checkedPeriod(z.object(PeriodFields).strict());

/** The publication: the previewed period and the preview's hash (409 when the figures changed since). */
export const PublishDisclosureRequest = checkedPeriod(
  z
    .object({
      ...PeriodFields,
      PreviewHash: z.string({ error: messages.transparencyPreviewHashRequired }).min(1, messages.transparencyPreviewHashRequired).max(128),
    })
    .strict(),
);
export type DisclosurePeriod = z.input<typeof DisclosurePeriod>;

/** The earnings bands, in centavos: a member falls in the first whose `UpToCents` holds his earnings (null: no top). */
export const EARNINGS_BANDS = [
  { Key: 'zero', Label: 'R$ 0,00 (nada recebido)', UpToCents: 0 },
  { Key: 'upTo100', Label: 'Até R$ 100,00', UpToCents: 10_000 },
  { Key: 'upTo1000', Label: 'De R$ 100,01 a R$ 1.000,00', UpToCents: 100_000 },
  { Key: 'upTo10000', Label: 'De R$ 1.000,01 a R$ 10.000,00', UpToCents: 1_000_000 },
  { Key: 'above', Label: 'Acima de R$ 10.000,00', UpToCents: null },
] as const;

export const DisclosureBand = z.object({
  Key: z.string(),
  Label: z.string(),
  Members: z.number().int(),
  /** Percent of the period's members, two decimals. */
  Share: z.number(),
});

export const DisclosureFigures = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  /** Members of the period (docs/transparency.md#who-counts-as-a-member), zero earners included. */
  Members: z.number().int(),
  /** Of them, those who earned more than zero. */
  Earners: z.number().int(),
  Bands: z.array(DisclosureBand),
  MedianEarned: z.number(),
  P90Earned: z.number(),
  P99Earned: z.number(),
  /** Average earned by a member: the total over the members. */
  AverageEarned: z.number(),
  TotalEarned: z.number(),
  /** What the median member paid the club (adhesion, monthly fees, plan changes, subscriptions). */
  MedianPaid: z.number(),
  /** The commission volume: unilevel commissions credited to members, net of clawbacks. */
  Commissions: z.object({
    Total: z.number(),
    /** From product and service sales (B2B and B2C). */
    Sales: z.number(),
    /** From adhesions, plan changes, monthly fees and subscriptions. */
    AdhesionAndFees: z.number(),
    /** Percent (two decimals) of the volume from sales; null when there was none. */
    SalesShare: z.number().nullable(),
    AdhesionAndFeesShare: z.number().nullable(),
  }),
});
export type DisclosureFigures = z.infer<typeof DisclosureFigures>;

/**
 * A published disclosure: a frozen snapshot of the figures, its number and when. Who published it
 * is kept in the table and the audit, not shown to visitors (a staff member's name is his data).
 */
export const PublishedDisclosure = DisclosureFigures.extend({
  Id: z.number().int(),
  PublishedAt: z.string(),
});
export type PublishedDisclosure = z.infer<typeof PublishedDisclosure>;

/** One line of the list of published disclosures. */
export const DisclosureSummary = z.object({
  Id: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  PublishedAt: z.string(),
});
export type DisclosureSummary = z.infer<typeof DisclosureSummary>;

/** The preview: the figures as they would be published, and the hash the publication must repeat. */
export const DisclosurePreview = DisclosureFigures.extend({ PreviewHash: z.string() });
export type DisclosurePreview = z.infer<typeof DisclosurePreview>;
