import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** How many club days the console's daily charts cover, today included (docs/charts.md#console). */
export const OVERVIEW_DAYS = 30;

/** Members (type 2) in one status, with the status as staff read it. */
export const MembersInStatus = z.object({
  Status: z.number().int(),
  StatusFormatted: z.string(),
  Count: z.number().int(),
});

export const DailyCount = z.object({ Day: z.string(), Count: z.number().int() });

/** One club day's net revenue kept by the club and bonuses it paid, in reais. */
export const DailyRevenue = z.object({ Day: z.string(), Revenue: z.number(), Commissions: z.number() });

/** Today's runs of one scheduled job, by outcome. */
export const JobRunsToday = z.object({
  Job: z.string(),
  Label: z.string(),
  Succeeded: z.number().int(),
  Failed: z.number().int(),
});

/** How many months the compliance panel follows, the current one included (docs/transparency.md#the-compliance-panel). */
export const COMPLIANCE_MONTHS = 12;

/** One month's commission volume by origin, in reais, and the share (percent, two decimals) from adhesions and fees. */
export const ComplianceMonth = z.object({
  /** yyyy-MM, club time. */
  Month: z.string(),
  Sales: z.number(),
  AdhesionAndFees: z.number(),
  /** Null when the month had no commission volume. */
  AdhesionAndFeesShare: z.number().nullable(),
});

/**
 * The console's first page. A section is null when the administrator's staff role does not cover
 * it (docs/charts.md#console): members for Owner and Support, money for Owner and Finance, jobs for
 * the Owner, as their own console pages are.
 */
export const AdminOverview = z.object({
  Members: z
    .object({
      ByStatus: z.array(MembersInStatus),
      /** Every day of the window, oldest first (zeros included). */
      NewByDay: z.array(DailyCount),
    })
    .nullable(),
  Money: z
    .object({
      /** Every day of the window, oldest first (zeros included). */
      Days: z.array(DailyRevenue),
      PendingWithdrawals: z.object({ Count: z.number().int(), Value: z.number() }),
    })
    .nullable(),
  Jobs: z.array(JobRunsToday).nullable(),
  /** The compliance panel (Owner and Finance): the last 12 months, oldest first, and the limit the club set. */
  Compliance: z
    .object({
      Months: z.array(ComplianceMonth),
      /** FeeCommissionShareLimit of the bonification center, percent. */
      Limit: z.number(),
      /** The months whose share from adhesions and fees passed the limit (yyyy-MM). */
      MonthsAboveLimit: z.array(z.string()),
    })
    .nullable(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

/** The console's first page: members, money and today's jobs, each for the staff roles that see it. */
export const getAdminOverview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/overview',
  summary: 'Console: visão geral (sócios por situação e novos por dia, receita e comissões, saques pendentes, rotinas de hoje)',
  tags: ['admin'],
  auth: true,
  permission: Permission.SIDE_CONFIGS,
  adminOnly: true,
  response: envelope(AdminOverview),
});
