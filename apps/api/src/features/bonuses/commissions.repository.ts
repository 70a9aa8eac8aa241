import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus, UserType } from '@clube/contract';
import { CommissionLineStatus } from '@clube/contract/bonuses';
import { readConfigurationGroup, SC_BONIFICATION_CENTER_KEY, SC_SHOPS_KEY, SCBonificationCenter } from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { commissionLines, subscriptions, userSubscriptions } from '../../db/schema';
import { arrayPostingStatement, postWithCompanion, type PostingRequest, type PostingResult } from '../ledger';
import type { ChainMember, TableVersion } from './commission-plan';

export type CommissionLineRow = typeof commissionLines.$inferSelect;
export type NewCommissionLine = typeof commissionLines.$inferInsert;

export interface BonusRules {
  center: SCBonificationCenter;
  /** scShops.CashbackPercentage in basis points (2 % = 200); absent or malformed: 0. */
  cashbackBp: number;
  /**
   * The version in force of every Ativa unilevel table: a table that is Inativa (status 0) or has
   * no version is absent, and pays nothing. A club keeps a handful of tables, so a settlement reads
   * them all with its rules, in the same statement.
   */
  tables: Map<number, TableVersion>;
}

const rulesStatement = preparedStatement<{ center: unknown; shops: unknown; tables: Array<[number, number, unknown]> | null }>(
  'bonuses_rules',
  sql`SELECT (SELECT value FROM configurations WHERE key = ${sql.placeholder('centerKey')}::text) AS center,
             (SELECT value FROM configurations WHERE key = ${sql.placeholder('shopsKey')}::text) AS shops,
             (SELECT json_agg(json_build_array(t.id, v.version, v.levels_bp))
              FROM unilevel_tables t JOIN unilevel_table_versions v ON v.table_id = t.id AND v.version = t.current_version
              WHERE t.status = 1) AS tables`,
);

/** The tables as the statement's json answers them (the drivers parse json); a malformed levels list pays nothing. */
function tablesOf(rows: Array<[number, number, unknown]> | null | undefined): Map<number, TableVersion> {
  return new Map(
    (rows ?? []).map(([id, version, levels]) => [
      Number(id),
      { tableId: Number(id), version: Number(version), levelsBp: Array.isArray(levels) ? levels.map(Number) : [] },
    ]),
  );
}

/** The bonification center, the shops' cashback and the tables in force, read leniently in one prepared statement (docs/configuration.md). */
export async function readBonusRules(db: DbOrTx): Promise<BonusRules> {
  const [row] = await rulesStatement(db, { centerKey: SC_BONIFICATION_CENTER_KEY, shopsKey: SC_SHOPS_KEY });
  const shops = row?.shops;
  const pct = shops !== null && typeof shops === 'object' ? (shops as Record<string, unknown>)['CashbackPercentage'] : undefined;
  const cashbackBp = typeof pct === 'number' && Number.isFinite(pct) ? Math.min(10_000, Math.max(0, Math.round(pct * 100))) : 0;
  return { center: readConfigurationGroup(SCBonificationCenter, row?.center), cashbackBp, tables: tablesOf(row?.tables) };
}

/** The unilevel table of the subscription an Assinatura invoice bills (null: none). */
export async function subscriptionUnilevelId(db: DbOrTx, userSubscriptionId: number): Promise<number | null> {
  const [row] = await db
    .select({ unilevelId: subscriptions.unilevelId })
    .from(userSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, userSubscriptions.subscriptionId))
    .where(eq(userSubscriptions.id, userSubscriptionId))
    .limit(1);
  return row?.unilevelId ?? null;
}

/**
 * Who earns (docs/bonuses.md#who-earns): a member (type 2), Ativo, not activated by the offline
 * gateway, with no Mensalidade still open whose due day is before `cutoff` (today minus
 * OverdueInactiveDays): the career plan's rule (billing's overdueMonthlyFeeSql), written here with a
 * placeholder so that the chain's statement is prepared once. `u` names the users row.
 */
export const earningSql = (u: string, cutoff: Placeholder | string) => {
  const t = sql.identifier(u);
  return sql`(${t}.type = ${sql.raw(String(UserType.User))} AND ${t}.status = ${sql.raw(String(UserStatus.Ativo))} AND NOT ${t}.sandbox_activated
    AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.user_id = ${t}.id AND i.status = ${sql.raw(String(InvoiceStatus.Pendente))}
                    AND i.type = ${sql.raw(String(InvoiceType.Mensalidade))} AND i.user_subscription_id IS NULL AND i.due_date < ${cutoff}::date))`;
};

/** A walk up the sponsor chain never goes further than this (a guard; real chains end far sooner). */
export const MAX_CHAIN_DEPTH = 1_000;

/**
 * The source's sponsors, nearest first, each with his distance and whether he earns: one recursive
 * statement of primary-key look-ups (docs/performance.md). Without compression it stops at
 * `levels`; with it, once `levels` earning members were found (or at the top of the tree).
 */
const chainStatement = preparedStatement<{ id: number; distance: number; active: boolean }>(
  'bonuses_sponsor_chain',
  sql`
WITH RECURSIVE chain(id, sponsor_id, distance, active, actives) AS (
  SELECT u.id, u.sponsor_id, 1, a.active, a.active::int
  FROM users u CROSS JOIN LATERAL (SELECT ${earningSql('u', sql.placeholder('cutoff'))} AS active) a
  WHERE u.id = (SELECT s.sponsor_id FROM users s WHERE s.id = ${sql.placeholder('source')}::int)
  UNION ALL
  SELECT u.id, u.sponsor_id, c.distance + 1, a.active, c.actives + a.active::int
  FROM chain c
  JOIN users u ON u.id = c.sponsor_id
  CROSS JOIN LATERAL (SELECT ${earningSql('u', sql.placeholder('cutoff'))} AS active) a
  WHERE c.distance < ${sql.placeholder('maxDepth')}::int
    AND CASE WHEN ${sql.placeholder('compression')}::boolean THEN c.actives < ${sql.placeholder('levels')}::int
             ELSE c.distance < ${sql.placeholder('levels')}::int END
)
SELECT id, distance, active FROM chain ORDER BY distance`,
);

export async function sponsorChain(db: DbOrTx, q: { sourceId: number; levels: number; compression: boolean; cutoff: string }): Promise<ChainMember[]> {
  if (q.levels <= 0) return [];
  const rows = await chainStatement(db, { source: q.sourceId, levels: q.levels, compression: q.compression, cutoff: q.cutoff, maxDepth: MAX_CHAIN_DEPTH });
  return rows.map((r) => ({ id: Number(r.id), distance: Number(r.distance), active: r.active === true }));
}

/** Whether one member earns now (the buyer's own cashback). */
export async function isEarning(db: DbOrTx, userId: number, cutoff: string): Promise<boolean> {
  const [row] = rowsOf<{ active: boolean }>(await db.execute(sql`SELECT ${earningSql('u', cutoff)} AS active FROM users u WHERE u.id = ${userId}`));
  return row?.active === true;
}

const LINE_COLUMNS = [
  ['source_invoice_id', 'int'],
  ['source_item_id', 'int'],
  ['source_user_id', 'int'],
  ['beneficiary_id', 'int'],
  ['tree_level', 'smallint'],
  ['paid_level', 'smallint'],
  ['unilevel_table_id', 'int'],
  ['unilevel_version', 'int'],
  ['base_cents', 'bigint'],
  ['percentage_bp', 'int'],
  ['amount_cents', 'bigint'],
  ['category', 'smallint'],
  ['status', 'smallint'],
  ['ledger_transaction_id', 'bigint'],
  ['note', 'text'],
  ['created_at', 'timestamptz'],
] as const;

const LINE_NAMES = sql.raw(LINE_COLUMNS.map(([c]) => c).join(', '));
/** The lines as parallel arrays, one placeholder per column. */
const LINE_ARRAYS = sql`unnest(${sql.join(
  LINE_COLUMNS.map(([c, type]) => sql`${sql.placeholder(c)}::${sql.raw(type)}[]`),
  sql`, `,
)})`;
/** A second settlement of the same invoice writes no line twice (commission_lines_once_uq). */
const ONCE = sql`ON CONFLICT (source_invoice_id, source_item_id, category, paid_level) WHERE reverses_line_id IS NULL DO NOTHING`;

/** The lines as parallel arrays in one prepared statement (the settlement's hot path, docs/performance.md). */
const insertLinesStatement = preparedStatement<{ id: number; status: number; amount_cents: string }>(
  'bonuses_insert_lines',
  sql`INSERT INTO commission_lines (${LINE_NAMES})
      SELECT * FROM ${LINE_ARRAYS}
      ${ONCE}
      RETURNING id, status, amount_cents`,
);

export interface WrittenLine {
  id: number;
  status: number;
  amountCents: number;
}

const lineValues = (lines: NewCommissionLine[]) => {
  const col = <T>(f: (l: NewCommissionLine) => T) => lines.map(f);
  return {
    source_invoice_id: col((l) => l.sourceInvoiceId),
    source_item_id: col((l) => l.sourceItemId ?? 0),
    source_user_id: col((l) => l.sourceUserId),
    beneficiary_id: col((l) => l.beneficiaryId ?? null),
    tree_level: col((l) => l.treeLevel),
    paid_level: col((l) => l.paidLevel),
    unilevel_table_id: col((l) => l.unilevelTableId ?? null),
    unilevel_version: col((l) => l.unilevelVersion ?? null),
    base_cents: col((l) => l.baseCents),
    percentage_bp: col((l) => l.percentageBp),
    amount_cents: col((l) => l.amountCents),
    category: col((l) => l.category),
    status: col((l) => l.status),
    ledger_transaction_id: col((l) => l.ledgerTransactionId ?? null),
    note: col((l) => l.note ?? null),
    created_at: col((l) => (l.createdAt ?? new Date()).toISOString()),
  };
};

/**
 * The commissions' posting and their lines in ONE statement (the ledger's array posting with the
 * lines as its companion insert): the Creditado lines carry the transaction's id, and no line is
 * written unless the money moved now (a repeated settlement's key moves nothing and writes none).
 */
const commissionPosting = arrayPostingStatement<{ written: Array<[number, number, number]> | null }>('bonuses_commission_post', {
  companion: sql`
lines AS (
  INSERT INTO commission_lines (${LINE_NAMES})
  SELECT ${sql.raw(
    LINE_COLUMNS.map(([c]) =>
      c === 'ledger_transaction_id' ? `CASE WHEN l.status = ${CommissionLineStatus.Creditado} THEN p.transaction_id END` : `l.${c}`,
    ).join(', '),
  )}
  FROM ${LINE_ARRAYS} AS l(${LINE_NAMES})
  JOIN posted p ON p.n = 1
  ${ONCE}
  RETURNING id, status, amount_cents
)`,
  select: sql`(SELECT json_agg(json_build_array(id, status, amount_cents)) FROM lines) AS written`,
});

/**
 * Posts the commissions (`req`, one ledger transaction) and writes `lines` with it, in one
 * statement. Answers the posting's result and the lines written now (none when the key had
 * been posted already).
 */
export async function postCommissionLines(
  db: DbOrTx,
  req: PostingRequest,
  lines: NewCommissionLine[],
): Promise<{ result: PostingResult; written: WrittenLine[] }> {
  const { row, result } = await postWithCompanion(db, commissionPosting, req, lineValues(lines));
  const written = (row.written ?? []).map(([id, status, amountCents]) => ({ id: Number(id), status: Number(status), amountCents: Number(amountCents) }));
  return { result, written };
}

/**
 * Writes the lines; a line already written for the same invoice, item, category and level (a second
 * settlement of the same invoice) is skipped by commission_lines_once_uq. Answers the lines written now.
 */
export async function insertLines(db: DbOrTx, lines: NewCommissionLine[]): Promise<WrittenLine[]> {
  if (lines.length === 0) return [];
  const rows = await insertLinesStatement(db, lineValues(lines));
  return rows.map((r) => ({ id: Number(r.id), status: Number(r.status), amountCents: Number(r.amount_cents) }));
}

/** The invoice's lines not yet clawed back (the clawbacks themselves excluded), oldest first. */
export async function liveLinesOf(db: DbOrTx, invoiceId: number): Promise<CommissionLineRow[]> {
  return db
    .select()
    .from(commissionLines)
    .where(
      and(
        eq(commissionLines.sourceInvoiceId, invoiceId),
        isNull(commissionLines.reversesLineId),
        sql`NOT EXISTS (SELECT 1 FROM commission_lines r WHERE r.reverses_line_id = ${commissionLines.id})`,
      ),
    )
    .orderBy(commissionLines.id);
}

/** Clawback lines go in as they are: commission_lines_reverses_uq refuses a second one for the same line. */
export async function insertClawbacks(db: DbOrTx, lines: NewCommissionLine[]): Promise<CommissionLineRow[]> {
  if (lines.length === 0) return [];
  return db.insert(commissionLines).values(lines).returning();
}
