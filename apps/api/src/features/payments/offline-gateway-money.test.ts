import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { gatewayPayments, ledgerTransactions, userRankAchievements } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { careerPlanCounts, insertPlan as insertRanks } from '../career-plan/career-plan.fixtures';
import { evaluateAll } from '../career-plan';
import { memberBalanceCents } from '../ledger';
import { applyGatewayState } from './gateway-apply.service';
import { insertInvoice, insertPlan, invoiceById, invoicesOf, userById } from './payments.fixtures';

/**
 * The offline (demonstration) gateway's approvals never become money a member can withdraw or
 * transfer (docs/payments.md): the two attacks shown against the running product, end to end.
 */

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const PAY = '/api/payments/pay/mercadoPagoPayment';
const BALANCE = '/api/payments/pay/balancePayment';
const sandbox = (id: string, outcome: 'approve' | 'reject') => `/api/payments/sandbox/${encodeURIComponent(id)}/${outcome}`;
const ADHESION_CENTS = 19_990;
const PRIZE_CENTS = 50_000;
let gold: Awaited<ReturnType<typeof insertPlan>>;

const request = (invoiceId: number, cents: number, extra: Record<string, unknown> = {}) => ({
  PaymentMethod: 1,
  Amount: cents / 100,
  Email: 'socio@clube.test',
  DocumentType: 1,
  DocumentNumber: '111.444.777-35',
  InvoiceId: invoiceId,
  Token: null,
  Installments: null,
  Name: 'Sócio Teste',
  ...extra,
});
const card = { PaymentMethod: 2, PaymentMethodId: 'master', CardLastFourDigits: '6351', Installments: 1, Name: 'Qualquer Nome' };
const paymentRow = async (publicId: string) => (await db().select().from(gatewayPayments).where(eq(gatewayPayments.publicId, publicId)))[0]!;
const achievementsOf = async (userId: number) => db().select().from(userRankAchievements).where(eq(userRankAchievements.userId, userId));
beforeAll(async () => {
  t = await createTestApp();
  gold = await insertPlan(db(), { name: 'Ouro', priceCents: ADHESION_CENTS, monthlyCents: 4_990 });
  // A rank any single adhesion reaches, with a money prize: what the attack turned into a withdrawal.
  await insertRanks(db(), [
    { name: 'Bronze', position: 1, requirements: { directs: 0, network: 0, volumeCents: ADHESION_CENTS }, prizes: [{ type: 2, amountCents: PRIZE_CENTS }] },
  ]);
});
afterAll(() => t.close());

describe(`offline approvals never become money (${TEST_DB})`, () => {
  it('a member paying his own adhesion and fees by offline card is activated in sandbox: no rank, no prize, nothing to withdraw', async () => {
    const sponsor = await insertMember(db(), { username: 'madrinha' });
    const zeca = await insertMember(db(), { username: 'zeca', status: 2, sponsorId: sponsor.id });
    const adhesion = await insertInvoice(db(), { userId: zeca.id, type: 1, valueCents: ADHESION_CENTS, planId: gold.id, description: 'Adesão — Plano Ouro' });

    const paid = await as(zeca).post(PAY, request(adhesion.id, ADHESION_CENTS, card));
    expect(paid.json().Data).toMatchObject({ Status: 1 });
    expect(await invoiceById(db(), adhesion.id)).toMatchObject({ status: 2, settledVia: 'offline' });
    expect(await userById(db(), zeca.id)).toMatchObject({ status: 1, planId: gold.id, sandboxActivated: true });
    // His first monthly fee, by offline card too.
    const fee = (await invoicesOf(db(), zeca.id)).find((i) => i.type === 2 && i.status === 1)!;
    expect((await as(zeca).post(PAY, request(fee.id, 4_990, card))).json().Data.Status).toBe(1);
    expect((await invoiceById(db(), fee.id)).settledVia).toBe('offline');
    expect((await userById(db(), zeca.id)).sandboxActivated).toBe(true);

    const before = await careerPlanCounts(db());
    await evaluateAll(db());
    expect(await careerPlanCounts(db())).toEqual(before);
    expect(await achievementsOf(zeca.id)).toEqual([]);
    expect(await achievementsOf(sponsor.id)).toEqual([]);
    expect(await memberBalanceCents(db(), zeca.id)).toBe(0);
    expect(await memberBalanceCents(db(), sponsor.id)).toBe(0);
  });

  it('the same adhesion paid with real money (balance) reaches the rank and its prize, and clears a sandbox activation', async () => {
    const rui = await insertMember(db(), { username: 'rui', status: 2 });
    await creditMember(db(), rui.id, ADHESION_CENTS + 275, 1, 'Bônus');
    const adhesion = await insertInvoice(db(), { userId: rui.id, type: 1, valueCents: ADHESION_CENTS, planId: gold.id });
    expect((await as(rui).post(BALANCE, { InvoiceId: adhesion.id })).statusCode).toBe(200);
    expect(await invoiceById(db(), adhesion.id)).toMatchObject({ settledVia: 'balance' });
    expect((await userById(db(), rui.id)).sandboxActivated).toBe(false);
    expect(await achievementsOf(rui.id)).toHaveLength(1);
    expect(await memberBalanceCents(db(), rui.id)).toBe(PRIZE_CENTS);

    // A member activated offline who then pays a fee with real money counts from then on.
    const ivo = await insertMember(db(), { username: 'ivo', status: 2 });
    const ivoAdhesion = await insertInvoice(db(), { userId: ivo.id, type: 1, valueCents: ADHESION_CENTS, planId: gold.id });
    expect((await as(ivo).post(PAY, request(ivoAdhesion.id, ADHESION_CENTS, card))).json().Data.Status).toBe(1);
    expect((await userById(db(), ivo.id)).sandboxActivated).toBe(true);
    await creditMember(db(), ivo.id, 4_990 + 275, 1, 'Bônus');
    const fee = (await invoicesOf(db(), ivo.id)).find((i) => i.type === 2 && i.status === 1)!;
    expect((await as(ivo).post(BALANCE, { InvoiceId: fee.id })).statusCode).toBe(200);
    expect((await userById(db(), ivo.id)).sandboxActivated).toBe(false);
  });

  it('a second Pix attempt approved after the invoice was paid by card is rejected, however often: no wallet credit', async () => {
    const m = await insertMember(db(), { username: 'duplo' });
    const inv = await insertInvoice(db(), { userId: m.id, type: 4, valueCents: 2_000 });
    const pixA = (await as(m).post(PAY, request(inv.id, 2_000))).json().Data;
    const pixB = (await as(m).post(PAY, request(inv.id, 2_000))).json().Data;
    expect((await as(m).post(PAY, request(inv.id, 2_000, card))).json().Data.Status).toBe(1);
    expect(await invoiceById(db(), inv.id)).toMatchObject({ status: 2, settledVia: 'offline' });
    for (const p of [pixA, pixB]) expect(await paymentRow(p.PaymentId)).toMatchObject({ status: 3, statusDetail: 'superseded_invoice_settled' });

    const ledgerBefore = (await db().select().from(ledgerTransactions)).length;
    for (let i = 0; i < 3; i++) {
      const res = await as(m).post(sandbox(pixB.PaymentId, 'approve'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ IsSuccess: false, Message: 'Este pagamento já foi processado.', Data: null });
    }
    expect(await memberBalanceCents(db(), m.id)).toBe(0);
    expect((await db().select().from(ledgerTransactions)).length).toBe(ledgerBefore);
    expect(await paymentRow(pixB.PaymentId)).toMatchObject({ status: 3 });
  });

  it('a simulated approval read before the settlement and applied after it (a race) moves nothing', async () => {
    const m = await insertMember(db(), { username: 'corrida' });
    const inv = await insertInvoice(db(), { userId: m.id, type: 4, valueCents: 3_000 });
    const pix = (await as(m).post(PAY, request(inv.id, 3_000))).json().Data;
    expect((await as(m).post(PAY, request(inv.id, 3_000, card))).json().Data.Status).toBe(1);
    const row = await paymentRow(pix.PaymentId);
    const ledgerBefore = (await db().select().from(ledgerTransactions)).length;
    const stale = { externalId: row.externalId!, externalReference: row.publicId, status: 1 as const, statusDetail: 'accredited', amountCents: 3_000 };
    const applied = await db().transaction((tx) => applyGatewayState(tx, row.id, stale));
    expect(applied.outcome).toBe('approval_ignored');
    expect(await paymentRow(pix.PaymentId)).toMatchObject({ status: 3, statusDetail: 'superseded_invoice_settled' });
    expect(await memberBalanceCents(db(), m.id)).toBe(0);
    expect((await db().select().from(ledgerTransactions)).length).toBe(ledgerBefore);
  });
});
