import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EarningCategory } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { AppError } from '../../platform/errors';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, post, verifyLedger } from './index';

// On PostgreSQL the postings really race (one pooled connection each); on PGlite they run one by one.
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A deterministic stream of numbers, so that a failure can be replayed. */
function lcg(seed: number) {
  let x = seed;
  return () => (x = (x * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe(`postings racing on tight balances (${TEST_DB})`, () => {
  // docs/ledger.md, "The balance written is the balance checked": when the posting's update wrote
  // "the balance it reads plus the delta", that was not always the balance its check had approved
  // once another posting had changed the row after the statement began. The check passed and the
  // update then broke ledger_accounts_balance_ck (23514): a 500 for the member instead of 'Saldo
  // insuficiente'. Now the update writes the balance the locking read answered plus the delta:
  // every short balance is a clean 422, and the verifier proves no update was lost.
  it('600 member-to-member movements between 6 members, both directions: every refusal a 422, no lost centavo', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => insertMember(db(), { username: `aperto${i}` })));
    for (const m of members) await creditMember(db(), m.id, 2_000, EarningCategory.Adesao, 'saldo inicial');
    const random = lcg(16);
    const moves = Array.from({ length: 600 }, (_, i) => {
      const from = members[Math.floor(random() * members.length)]!;
      let to = members[Math.floor(random() * members.length)]!;
      if (to.id === from.id) to = members[(members.indexOf(from) + 1) % members.length]!;
      return { key: `aperto:${i}`, from: from.id, to: to.id, cents: 100 + Math.floor(random() * 900) };
    });
    const outcomes: string[] = [];
    const lane = async (mine: typeof moves) => {
      for (const m of mine) {
        try {
          await post(db(), {
            kind: 'transfer',
            idempotencyKey: m.key,
            description: 'Transferência de teste',
            insufficientMessage: 'Saldo insuficiente.',
            legs: [
              { member: m.from, amountCents: -m.cents, category: EarningCategory.Transferencia },
              { member: m.to, amountCents: m.cents, category: EarningCategory.Transferencia },
            ],
          });
          outcomes.push('posted');
        } catch (err) {
          outcomes.push(err instanceof AppError && err.status === 422 ? 'refused' : `failed: ${(err as Error).message}`);
        }
      }
    };
    const lanes = 24;
    await Promise.all(Array.from({ length: lanes }, (_, l) => lane(moves.filter((_, i) => i % lanes === l))));

    expect(outcomes.filter((o) => o.startsWith('failed'))).toEqual([]);
    expect(outcomes.filter((o) => o === 'posted').length).toBeGreaterThan(100);
    expect(outcomes.filter((o) => o === 'refused').length).toBeGreaterThan(0);
    const balances = await Promise.all(members.map((m) => memberBalanceCents(db(), m.id)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(6 * 2_000);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
