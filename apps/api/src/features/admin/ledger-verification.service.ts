import { sql } from 'drizzle-orm';
import { messages } from '@clube/contract';
import type { LedgerVerification, VerificationProblem } from '@clube/contract/admin';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError, conflict, findPgError } from '../../platform/errors';
import { withAdvisoryLock } from '../../platform/jobs';
import { verifyLedger } from '../ledger';
import { verifyStock } from '../stocks';

/** One verification at a time across every API instance: it reads every entry. */
export const LEDGER_VERIFICATION_LOCK = 7_140_040;
/**
 * Each statement of the verification may run this long, then PostgreSQL cancels it and the call
 * answers 503: on a big database the check never holds a connection (and its snapshot) for long.
 */
const STATEMENT_TIMEOUT_MS = 60_000;
/** The answer lists the first problems; ProblemsTotal counts them all. */
const SHOWN_PROBLEMS = 100;

const QUERY_CANCELED = '57014';

function result(problems: Array<{ kind: string; id: number; detail: string }>) {
  const shown: VerificationProblem[] = problems.slice(0, SHOWN_PROBLEMS).map((p) => ({ Kind: p.kind, Id: p.id, Detail: p.detail }));
  return { Clean: problems.length === 0, ProblemsTotal: problems.length, Problems: shown };
}

/**
 * Runs the ledger verifier (every transaction balanced, every account's balance equal to its
 * entries, no member below zero) and the stock verifier (every stock equal to its movements) in a
 * read-only transaction with a statement timeout, and says how much they read
 * (docs/admin.md#ledger-verification). Changes nothing, so it writes no audit row.
 */
export async function verifyNow(db: Db, opts: { statementTimeoutMs?: number } = {}): Promise<LedgerVerification> {
  const timeoutMs = Math.trunc(opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS);
  const started = Date.now();
  let locked;
  try {
    locked = await withAdvisoryLock(db, LEDGER_VERIFICATION_LOCK, async (tx) => {
      await tx.execute(sql`SET TRANSACTION READ ONLY`);
      // SET takes no parameters; the value is an integer of ours.
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${timeoutMs}`));
      const ledger = await verifyLedger(tx);
      const stock = await verifyStock(tx);
      const [counts] = rowsOf<Record<'transactions' | 'accounts' | 'entries' | 'stocks' | 'movements', number | string>>(
        await tx.execute(sql`
          SELECT (SELECT count(*) FROM ledger_transactions) AS transactions,
                 (SELECT count(*) FROM ledger_accounts) AS accounts,
                 (SELECT count(*) FROM ledger_entries) AS entries,
                 (SELECT count(*) FROM stocks) AS stocks,
                 (SELECT count(*) FROM stock_movements) AS movements`),
      );
      return { ledger, stock, counts: counts! };
    });
  } catch (err) {
    if (findPgError(err)?.code === QUERY_CANCELED) throw new AppError('SERVICE_UNAVAILABLE', messages.ledgerVerificationTimeout);
    throw err;
  }
  if (!locked.ran) throw conflict(messages.ledgerVerificationBusy);
  const { ledger, stock, counts } = locked.result;
  return {
    CheckedOn: new Date().toISOString(),
    DurationMs: Date.now() - started,
    Ledger: { ...result(ledger), Transactions: Number(counts.transactions), Accounts: Number(counts.accounts), Entries: Number(counts.entries) },
    Stock: { ...result(stock), Stocks: Number(counts.stocks), Movements: Number(counts.movements) },
  };
}
