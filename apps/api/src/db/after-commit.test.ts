import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, TEST_DB } from '../../test/helper';
import type { Database } from './client';
import { afterCommit } from './after-commit';
import { rowsOf } from './rows';

let database: Database;
let drop: () => Promise<void>;
const db = () => database.db;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await db().execute(sql`CREATE TABLE marks (label text NOT NULL)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const labels = async () => rowsOf<{ label: string }>(await db().execute(sql`SELECT label FROM marks ORDER BY label`)).map((r) => r.label);
const mark = (label: string) => sql`INSERT INTO marks (label) VALUES (${label})`;

describe(`work after the commit (${TEST_DB})`, () => {
  it("runs once the outermost transaction committed, on the database, before the transaction's caller gets its answer", async () => {
    const seen: string[][] = [];
    const answer = await db().transaction(async (tx) => {
      await tx.execute(mark('a'));
      await tx.transaction(async (sp) => {
        // Queued from a savepoint: still after the outermost commit.
        await afterCommit(sp, async (after) => {
          seen.push(await labels());
          await after.transaction((own) => own.execute(mark('b')));
        });
      });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seen).toEqual([['a']]);
    expect(await labels()).toEqual(['a', 'b']);
  });

  it('never runs when the transaction rolls back', async () => {
    let ran = false;
    await expect(
      db().transaction(async (tx) => {
        await afterCommit(tx, async () => void (ran = true));
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(ran).toBe(false);
  });

  it('runs at once when given the database itself', async () => {
    let ran = false;
    await afterCommit(db(), async () => void (ran = true));
    expect(ran).toBe(true);
  });
});
