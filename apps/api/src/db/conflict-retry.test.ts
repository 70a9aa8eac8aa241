import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../test/helper';
import { conflictCounters, CONFLICT_TRIES, retryingConflicts } from './conflict-retry';
import { rowsOf } from './rows';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** As drizzle throws it: the driver's error is the cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query: ...'), { cause: pgError(code) });

describe('retryingConflicts', () => {
  it('runs again after a deadlock or a serialization failure, and answers what the last try answered', async () => {
    const failures = [wrapped('40P01'), pgError('40001')];
    let tries = 0;
    const before = conflictCounters.retried;
    const answer = await retryingConflicts(async () => {
      tries++;
      const next = failures.shift();
      if (next) throw next;
      return 'pago';
    });
    expect(answer).toBe('pago');
    expect(tries).toBe(3);
    expect(conflictCounters.retried - before).toBe(2);
  });

  it('never retries any other error', async () => {
    let tries = 0;
    const run = () =>
      retryingConflicts(async () => {
        tries++;
        throw wrapped('23514');
      });
    await expect(run()).rejects.toThrow('Failed query');
    expect(tries).toBe(1);
  });

  it(`gives up after ${CONFLICT_TRIES} tries with the conflict itself`, async () => {
    let tries = 0;
    const before = conflictCounters.exhausted;
    await expect(
      retryingConflicts(async () => {
        tries++;
        throw pgError('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(tries).toBe(CONFLICT_TRIES);
    expect(conflictCounters.exhausted - before).toBe(1);
  });
});

describe(`a real deadlock at the transaction boundary (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`CREATE TABLE retry_probe (id int PRIMARY KEY, n int NOT NULL)`);
    await t.database.db.execute(sql`INSERT INTO retry_probe VALUES (1, 0), (2, 0)`);
  });
  afterAll(() => t.close());

  it('two transactions locking two rows in opposite orders both commit: the loser of the deadlock runs again', async () => {
    const db = t.database.db;
    let bothHoldTheirFirstRow!: () => void;
    const meet = new Promise<void>((resolve) => (bothHoldTheirFirstRow = resolve));
    let holding = 0;
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${first}`);
        // The first try of each waits for the other to hold its row: then they cross (PGlite runs one at a time).
        if (TEST_DB === 'pg' && ++holding <= 2) {
          if (holding === 2) bothHoldTheirFirstRow();
          await meet;
        }
        await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${second}`);
      });
    const before = conflictCounters.retried;
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(conflictCounters.retried - before).toBe(TEST_DB === 'pg' ? 1 : 0);
    const rows = rowsOf<{ n: number }>(await db.execute(sql`SELECT n FROM retry_probe ORDER BY id`));
    expect(rows.map((r) => Number(r.n))).toEqual([2, 2]);
  });
});
