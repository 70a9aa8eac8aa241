import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { calendarDay } from '../common/dates';
import { Permission } from '../permissions';

export const BONUS_STATEMENT_PAGE_SIZE = 50;

/** A commission line's status as stored (docs/bonuses.md#commission-lines). */
export const CommissionLineStatus = { Creditado: 1, Simulado: 2, Clube: 3 } as const;
export type CommissionLineStatus = (typeof CommissionLineStatus)[keyof typeof CommissionLineStatus];

/**
 * What the statement shows in Situação (docs/bonuses.md#bonus-statement): the stored status, except
 * that a clawback line reads 'Estorno' and a line that was clawed back reads 'Estornado'.
 */
export const bonusStatementStatusInfo = {
  credited: { label: 'Creditado', color: 'green' },
  simulated: { label: 'Simulado', color: 'gray' },
  club: { label: 'Clube', color: 'blue' },
  reversed: { label: 'Estornado', color: 'orange' },
  clawback: { label: 'Estorno', color: 'red' },
  /** Still inside the buyer's right of withdrawal: recorded, not yet in the wallet (docs/bonuses.md#held-commissions). */
  held: { label: 'Retido', color: 'yellow' },
} as const;

/** The web reads the filter's days from its address with it. */
export { isCalendarDay } from '../common/dates';

/** A day of the club's calendar (America/Sao_Paulo), yyyy-MM-dd: a filter, so any day of 1900..2100. */
const ClubDay = calendarDay({ error: messages.bonusStatementDateInvalid });

export const BonusStatementFilters = z
  .object({
    /** First day of the period, included; absent: since the first line. */
    StartDate: ClubDay.nullish(),
    /** Last day of the period, included; absent: up to now. */
    EndDate: ClubDay.nullish(),
    /** Earning category 1..13; absent: every category. */
    Category: z
      .number({ error: messages.earningCategoryInvalid })
      .int(messages.earningCategoryInvalid)
      .min(1, messages.earningCategoryInvalid)
      .max(13, messages.earningCategoryInvalid)
      .nullish(),
  })
  .strict()
  .refine((f) => !f.StartDate || !f.EndDate || f.StartDate <= f.EndDate, { error: messages.bonusStatementPeriodInvalid, path: ['EndDate'] });
export type BonusStatementFilters = z.input<typeof BonusStatementFilters>;

export const GetBonusStatementRequest = z
  .object({
    ...PagedRequest,
    Filters: BonusStatementFilters.nullish(),
  })
  .strict();
export type GetBonusStatementRequest = z.input<typeof GetBonusStatementRequest>;

/** One commission line of the caller: money in reais (Amount negative for a clawback), Percentage in percent (2.5 = 2,5%). */
export const BonusStatementLine = z.object({
  Id: z.number().int(),
  Created: z.string(),
  /** Who generated it (the invoice's payer): name and username only. */
  SourceUser: z.object({ Name: z.string(), Username: z.string() }),
  InvoiceType: z.number().int(),
  InvoiceTypeFormatted: z.string(),
  /** Distance in the sponsor tree from the source member (0: cashback to the buyer himself). */
  TreeLevel: z.number().int(),
  /** The table level whose percentage was paid (differs from TreeLevel under compression). */
  PaidLevel: z.number().int(),
  Percentage: z.number(),
  Base: z.number(),
  Amount: z.number(),
  Category: z.number().int(),
  CategoryFormatted: z.string(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  /** The unilevel table and version that paid it; null for lines outside a table (cashback). */
  UnilevelName: z.string().nullable(),
  Version: z.number().int().nullable(),
  /** Held ('Retido'): the money waits out the buyer's right of withdrawal before it reaches the wallet. */
  Held: z.boolean(),
  /** When a held line is released (yyyy-MM-dd, São Paulo); null when not held, or held until its order is delivered. */
  ReleasesOn: z.string().nullable(),
});
export type BonusStatementLine = z.infer<typeof BonusStatementLine>;

export const BonusStatementTotals = z.object({
  /** Net of the Creditado lines in the filter (clawbacks subtract), in reais: money that reached the wallet. */
  CreditedTotal: z.number(),
  /** Net of the Simulado lines in the filter (demonstration gateway: never money), in reais. */
  SimulatedTotal: z.number(),
  /** Net of the held ('Retido') lines in the filter, in reais: not in the wallet yet, and not in CreditedTotal. */
  HeldTotal: z.number(),
  /** Lines in the filter, all pages. */
  Count: z.number().int(),
});
export type BonusStatementTotals = z.infer<typeof BonusStatementTotals>;

export const BonusStatement = z.object({
  Lines: z.array(BonusStatementLine),
  Totals: BonusStatementTotals,
});
export type BonusStatement = z.infer<typeof BonusStatement>;

/** 'Extrato de Bônus': the caller's commission lines, newest first (OrderByDescending false: oldest first), 50 a page. */
export const getBonusStatement = defineEndpoint({
  method: 'POST',
  path: '/api/bonuses/getBonusStatement',
  summary: 'Extrato de Bônus do sócio: linhas de comissão filtradas por período e categoria, com totais',
  tags: ['bonuses'],
  auth: true,
  permission: Permission.CONTA_CORRENTE,
  body: GetBonusStatementRequest,
  response: envelope(BonusStatement),
});
