import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { creditMember, insertMember } from '../../seed/builders';
import { ledgerAccounts, privacyRequests, users } from '../../db/schema';
import { verifyLedger } from '../ledger';
import { runPrivacyHousekeeping } from './privacy.job';

// A member asking for deletion (twice at once) while another member transfers money to him, in
// both orders: on PostgreSQL the requests really race; on PGlite they take turns. Nothing answers
// 5xx, one request is recorded, the ledger verifies, and money that reached an anonymized wallet
// (the transfer's look-up ran before the anonymization committed) lands in the operator's queue
// with the next housekeeping run (docs/privacy.md#deletion).
let t: TestApp;
const db = () => t.database.db;
const TRANSFER = '/api/users/transfers/createNewUserTransfer';
const DELETE = '/api/privacy/requestDeletion';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`a deletion racing a transfer to the member (${TEST_DB})`, () => {
  it('either the money arrives first and the deletion waits for the operator, or the member is anonymized and the transfer is refused', async () => {
    for (let round = 0; round < 6; round++) {
      const payer = await insertMember(db(), { username: `pagador${round}` });
      const leaving = await insertMember(db(), { username: `saindo${round}` });
      await creditMember(db(), payer.id, 5_000, 1, 'Saldo do pagador');
      const asPayer = t.client(t.token(payer));
      const asLeaving = t.client(t.token(leaving));
      const transfer = () => asPayer.post(TRANSFER, { ToUserId: leaving.id, Value: 10, WalletType: 1 });
      const deletion = () => asLeaving.post(DELETE, { Confirm: true });
      const calls = round % 2 === 0 ? [transfer, deletion, deletion] : [deletion, deletion, transfer];
      const answers = await Promise.all(calls.map((c) => c()));
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);

      const [u] = await db().select().from(users).where(eq(users.id, leaving.id));
      const [wallet] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, leaving.id));
      const requests = await db().select().from(privacyRequests).where(eq(privacyRequests.userId, leaving.id));
      expect(requests).toHaveLength(1);
      if (u!.anonymizedAt) {
        expect(requests[0]!.status).toBe('done');
        expect([0, 1_000]).toContain(wallet!.balanceCents);
        await runPrivacyHousekeeping(db());
        const after = await db().select().from(privacyRequests).where(eq(privacyRequests.userId, leaving.id));
        // Money after the anonymization: one open request for the operator; none otherwise.
        expect(after.filter((r) => r.status === 'open')).toHaveLength(wallet!.balanceCents > 0 ? 1 : 0);
        await runPrivacyHousekeeping(db());
        expect((await db().select().from(privacyRequests).where(eq(privacyRequests.userId, leaving.id))).length).toBe(after.length);
      } else {
        expect(wallet!.balanceCents).toBe(1_000);
        expect(requests[0]!.status).toBe('open');
      }
    }
    expect(await verifyLedger(db())).toEqual([]);
  });
});
