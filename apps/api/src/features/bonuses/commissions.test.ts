import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { commissionLines, invoices, users } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { isUniqueViolation } from '../../platform/errors';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, post, SystemAccount, verifyLedger } from '../ledger';
import { payInvoiceWithBalance } from '../payments';
import { insertInvoice, insertPlan, invoicesOf } from '../payments/payments.fixtures';
import { commissionKey, payCommissions, releaseHeldCredits } from './index';
import { insertLines } from './commissions.repository';
import { entriesOfKey, insertUnilevel, linesOf, setBonificationCenter, share, sponsorChain, transactionsOfKey, type Member } from './bonuses.fixtures';

let t: TestApp;
const db = () => t.database.db;
const TABLE = [1_000, 500, 400, 300, 200, 100, 100, 100, 100, 100];
const TABLE_BP = TABLE.reduce((s, bp) => s + bp, 0); // 29 %
let tableId: number;
let plan: Awaited<ReturnType<typeof insertPlan>>;
/** a[0] is the top; a[10] sponsors the source; a[7] (level 4 from the source) is Inativo. */
let a: Member[];
const INACTIVE = 7;
/** The member at distance k above a source sponsored by a[10]. */
const at = (k: number) => a[11 - k]!;

const balances = (ms: Member[]) => Promise.all(ms.map((m) => memberBalanceCents(db(), m.id)));

async function paidInvoice(userId: number, type: number, valueCents: number) {
  return insertInvoice(db(), { userId, type, valueCents, status: InvoiceStatus.Pago, planId: plan.id });
}

beforeAll(async () => {
  t = await createTestApp();
  tableId = await insertUnilevel(db(), 'Adesão e Mensalidade', [100, 100], TABLE);
  await setBonificationCenter(db(), { AdhesionUnilevelId: tableId, MonthlyPaymentUnilevelId: tableId });
  plan = await insertPlan(db(), { name: 'Ouro', priceCents: 100_000, monthlyCents: 10_000 });
  a = await sponsorChain(db(), 'a', 11, null, (i) => (i === INACTIVE ? { status: UserStatus.Inativo } : {}));
});
afterAll(() => t.close());

describe(`commission lines of a paid invoice (${TEST_DB})`, () => {
  it('pays each level of a chain of 11 exactly its percentage; the inactive level goes to the club; one ledger transaction', async () => {
    const source = await insertMember(db(), { username: 'fonte1', sponsorId: a[10]!.id, status: UserStatus.Pendente, planId: plan.id });
    await creditMember(db(), source.id, 100_275, EarningCategory.Adesao, 'saldo');
    const inv = await insertInvoice(db(), { userId: source.id, type: InvoiceType.Adesao, valueCents: 100_000, planId: plan.id });
    const before = await balances(a);

    await payInvoiceWithBalance(db(), source.id, inv.id);

    const lines = await linesOf(db(), inv.id);
    expect(lines).toHaveLength(10);
    const [tx] = rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM ledger_transactions WHERE idempotency_key = ${commissionKey(inv.id)}`));
    lines.forEach((l, i) => {
      const level = i + 1;
      const inactive = level === 11 - INACTIVE;
      expect(l).toMatchObject({
        sourceInvoiceId: inv.id,
        sourceItemId: 0,
        sourceUserId: source.id,
        beneficiaryId: inactive ? null : at(level).id,
        treeLevel: level,
        paidLevel: level,
        unilevelTableId: tableId,
        unilevelVersion: 2,
        baseCents: 100_000,
        percentageBp: TABLE[i],
        amountCents: share(100_000, TABLE[i]!),
        category: EarningCategory.Adesao,
        status: inactive ? 3 : 1,
        note: inactive ? 'inactive' : null,
        reversesLineId: null,
        ledgerTransactionId: inactive ? null : Number(tx!.id),
      });
    });
    // An adhesion is held through the right of withdrawal (docs/bonuses.md#held-commissions): the
    // bonus expense paid into held credits, no wallet moved yet.
    expect(await balances(a)).toEqual(before);
    const entries = await entriesOfKey(db(), commissionKey(inv.id));
    const total = share(100_000, TABLE_BP) - share(100_000, 300);
    expect(entries.map((e) => e.amount).sort((x, y) => x - y)).toEqual([-total, total]);
    // Seven days after the payment the release job pays each level its percentage.
    await releaseHeldCredits(db(), new Date(Date.now() + 8 * 86_400_000));
    const after = await balances(a);
    const paid = after.map((b, i) => b - before[i]!);
    // a[0] is 11 levels up: beyond the table. a[7] is inactive.
    expect(paid).toEqual([0, 100, 100, 100, 100, 100, 200, 0, 400, 500, 1_000].map((p) => p * 10));

    // Paying it again is refused by the settlement, and nothing is paid twice.
    await expect(payInvoiceWithBalance(db(), source.id, inv.id)).rejects.toMatchObject({ status: 409 });
    expect(await balances(a)).toEqual(after);
    expect(await linesOf(db(), inv.id)).toHaveLength(10);
  });

  it('with dynamic compression the inactive level is skipped: each next active upline moves up one level', async () => {
    await setBonificationCenter(db(), { DynamicCompression: true });
    try {
      const source = (await db().select().from(users).where(eq(users.username, 'fonte1')))[0]!;
      const fee = (await invoicesOf(db(), source.id)).find((i) => i.type === InvoiceType.Mensalidade && i.status === InvoiceStatus.Pendente)!;
      expect(fee.valueCents).toBe(10_000);
      await creditMember(db(), source.id, 10_275, EarningCategory.Adesao, 'saldo');
      const before = await balances(a);
      await payInvoiceWithBalance(db(), source.id, fee.id);

      const lines = await linesOf(db(), fee.id);
      expect(lines.map((l) => [l.paidLevel, l.treeLevel, l.beneficiaryId, l.amountCents, l.status, l.note, l.category])).toEqual(
        TABLE.map((bp, i) => {
          const level = i + 1;
          const distance = level < 4 ? level : level + 1;
          return [level, distance, at(distance).id, share(10_000, bp), 1, distance === level ? null : 'compressed', EarningCategory.Mensalidade];
        }),
      );
      const paid = (await balances(a)).map((b, i) => b - before[i]!);
      // Everyone moved up past a[7]: a[0], 11 levels up, now takes level 10.
      expect(paid).toEqual([10, 10, 10, 10, 10, 20, 30, 0, 40, 50, 100].map((p) => p * 10));
      expect(paid.reduce((s, p) => s + p, 0)).toBe(share(10_000, TABLE_BP));
    } finally {
      await setBonificationCenter(db(), { DynamicCompression: false });
    }
  });

  it('only members who earn are paid: Ativo, of type User, not activated in sandbox, no Mensalidade overdue beyond OverdueInactiveDays', async () => {
    const today = dayInSaoPaulo();
    const b = await sponsorChain(db(), 'b', 5);
    await insertInvoice(db(), { userId: b[4]!.id, type: InvoiceType.Mensalidade, valueCents: 5_000, dueDate: addDays(today, -11) });
    await insertInvoice(db(), { userId: b[3]!.id, type: InvoiceType.Mensalidade, valueCents: 5_000, dueDate: addDays(today, -10) });
    await insertInvoice(db(), { userId: b[3]!.id, type: InvoiceType.Adesao, valueCents: 5_000, dueDate: addDays(today, -40) });
    await db().update(users).set({ sandboxActivated: true }).where(eq(users.id, b[2]!.id));
    await db().update(users).set({ status: UserStatus.Bloqueado }).where(eq(users.id, b[1]!.id));
    const source = await insertMember(db(), { username: 'fonteb', sponsorId: b[4]!.id });

    const inv = await paidInvoice(source.id, InvoiceType.Mensalidade, 10_000);
    await db().transaction((tx) => payCommissions(tx, inv, 'balance'));
    const lines = await linesOf(db(), inv.id);
    // b4: 11 days overdue; b3: 10 days (still earns; an open Adesão does not count); b2 sandbox; b1 blocked; b0 earns.
    expect(lines.slice(0, 5).map((l) => [l.treeLevel, l.beneficiaryId, l.status, l.note])).toEqual([
      [1, null, 3, 'inactive'],
      [2, b[3]!.id, 1, null],
      [3, null, 3, 'inactive'],
      [4, null, 3, 'inactive'],
      [5, b[0]!.id, 1, null],
    ]);
    // Beyond the top of the tree the club keeps the share.
    expect(lines.slice(5).map((l) => [l.paidLevel, l.beneficiaryId, l.status, l.note])).toEqual([6, 7, 8, 9, 10].map((k) => [k, null, 3, 'no_upline']));

    // OverdueInactiveDays is read from the bonification center: at 5 days b3 no longer earns.
    await setBonificationCenter(db(), { OverdueInactiveDays: 5 });
    try {
      const second = await paidInvoice(source.id, InvoiceType.Mensalidade, 10_000);
      await db().transaction((tx) => payCommissions(tx, second, 'balance'));
      expect((await linesOf(db(), second.id))[1]).toMatchObject({ treeLevel: 2, beneficiaryId: null, status: 3, note: 'inactive' });
    } finally {
      await setBonificationCenter(db(), { OverdueInactiveDays: 10 });
    }
  });

  it('paying the same invoice twice pays once: the ledger key and the once-per-level index are both guards', async () => {
    const source = await insertMember(db(), { username: 'fonte2', sponsorId: a[10]!.id });
    const inv = await paidInvoice(source.id, InvoiceType.Mensalidade, 20_000);
    const first = await db().transaction((tx) => payCommissions(tx, inv, 'balance'));
    expect(first).toMatchObject({ lines: 10, creditedCents: share(20_000, TABLE_BP) - share(20_000, 300) });
    const snapshot = { balances: await balances(a), lines: await linesOf(db(), inv.id) };

    const second = await db().transaction((tx) => payCommissions(tx, inv, 'balance'));
    expect(second).toEqual({ lines: 0, creditedCents: 0, transactionId: null });
    expect(await transactionsOfKey(db(), commissionKey(inv.id))).toBe(1);
    expect({ balances: await balances(a), lines: await linesOf(db(), inv.id) }).toEqual(snapshot);

    // The ledger key alone: the same key moves no money again.
    const again = await post(db(), {
      kind: 'commission',
      idempotencyKey: commissionKey(inv.id),
      description: 'repetição',
      legs: [
        { system: SystemAccount.BonusExpense, amountCents: -2_000 },
        { member: at(1).id, amountCents: 2_000, category: EarningCategory.Mensalidade },
      ],
    });
    expect(again.applied).toBe(false);
    expect(await balances(a)).toEqual(snapshot.balances);

    // The index alone: the same lines are skipped, and a raw duplicate is refused by commission_lines_once_uq.
    const rows = snapshot.lines.map(({ id: _id, createdAt: _c, ...l }) => l);
    expect(await insertLines(db(), rows)).toEqual([]);
    const err = await db()
      .insert(commissionLines)
      .values(rows[0]!)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err, 'commission_lines_once_uq')).toBe(true);
    expect(await linesOf(db(), inv.id)).toHaveLength(10);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('an offline-gateway settlement writes Simulado lines and posts nothing to the ledger', async () => {
    const source = await insertMember(db(), { username: 'fonte3', sponsorId: a[10]!.id });
    const inv = await insertInvoice(db(), { userId: source.id, type: InvoiceType.Mensalidade, valueCents: 10_000, planId: plan.id });
    const before = await balances(a);
    const as = t.client(t.token(source));
    const created = await as.post('/api/payments/pay/mercadoPagoPayment', {
      PaymentMethod: 1,
      Amount: 100,
      Description: `Pagamento da Fatura (Código ${inv.id})`,
      Email: 'fonte3@clube.test',
      DocumentType: 1,
      DocumentNumber: '111.444.777-35',
      InvoiceId: inv.id,
      Token: null,
      Installments: null,
      Name: 'Fonte Três',
    });
    expect(created.statusCode, created.body).toBe(200);
    const approved = await as.post(`/api/payments/sandbox/${created.json().Data.PaymentId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await db().select().from(invoices).where(eq(invoices.id, inv.id)))[0]).toMatchObject({ status: 2, settledVia: 'offline' });

    const lines = await linesOf(db(), inv.id);
    expect(lines.map((l) => [l.paidLevel, l.beneficiaryId, l.amountCents, l.status, l.ledgerTransactionId])).toEqual(
      TABLE.map((bp, i) => (i + 1 === 4 ? [4, null, share(10_000, bp), 3, null] : [i + 1, at(i + 1).id, share(10_000, bp), 2, null])),
    );
    expect(await transactionsOfKey(db(), commissionKey(inv.id))).toBe(0);
    expect(await balances(a)).toEqual(before);
  });

  it('pays nothing when the invoice type names no table, the table is Inativa, or the base is zero', async () => {
    const source = await insertMember(db(), { username: 'fonte4', sponsorId: a[10]!.id });
    const change = await paidInvoice(source.id, InvoiceType.TrocaDePlano, 50_000);
    expect(await db().transaction((tx) => payCommissions(tx, change, 'balance'))).toMatchObject({ lines: 0 });

    const off = await insertUnilevel(db(), 'Desativada', [1_000]);
    await db().execute(sql`UPDATE unilevel_tables SET status = 0 WHERE id = ${off}`);
    await setBonificationCenter(db(), { PlanChangeUnilevelId: off });
    const change2 = await paidInvoice(source.id, InvoiceType.TrocaDePlano, 50_000);
    expect(await db().transaction((tx) => payCommissions(tx, change2, 'balance'))).toMatchObject({ lines: 0 });

    // A plan change with a table: category 1 (it buys a plan, as an adhesion does).
    const on = await insertUnilevel(db(), 'Troca', [1_000]);
    await setBonificationCenter(db(), { PlanChangeUnilevelId: on });
    const change3 = await paidInvoice(source.id, InvoiceType.TrocaDePlano, 50_000);
    await db().transaction((tx) => payCommissions(tx, change3, 'balance'));
    expect(await linesOf(db(), change3.id)).toMatchObject([
      { beneficiaryId: a[10]!.id, amountCents: 5_000, category: EarningCategory.Adesao, unilevelTableId: on },
    ]);

    const free = await paidInvoice(source.id, InvoiceType.Mensalidade, 0);
    expect(await db().transaction((tx) => payCommissions(tx, free, 'balance'))).toMatchObject({ lines: 0 });
  });
});
