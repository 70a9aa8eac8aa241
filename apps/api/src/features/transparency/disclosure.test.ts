import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, messages, STAFF_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, incomeDisclosures, invoices, users } from '../../db/schema';
import { randomToken } from '../../platform/tokens';
import { insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';

/**
 * The income disclosure against a network computed by hand (docs/transparency.md). The period is
 * March 2024 in club time: 2024-03-01 00:00 to 2024-04-01 00:00 in São Paulo (UTC−3), so
 * 2024-03-01T03:00Z to 2024-04-01T03:00Z. Every figure below is worked out in the comments.
 */
let t: TestApp;
const db = () => t.database.db;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const PERIOD = { StartDate: '2024-03-01', EndDate: '2024-03-31' };
const IN = (day: number) => new Date(`2024-03-${String(day).padStart(2, '0')}T15:00:00Z`);
/** 2024-02-29 23:30 in São Paulo: the day before the period, although already March in UTC. */
const JUST_BEFORE = new Date('2024-03-01T02:30:00Z');
/** 2024-04-01 00:30 in São Paulo: the day after the period. */
const JUST_AFTER = new Date('2024-04-01T03:30:00Z');

let seq = 0;
/** A ledger movement between the bonus expense (or club revenue, for a sale) and a member's wallet. */
async function credit(member: Row, cents: number, category: number, at: Date, kind = 'commission') {
  const from = kind.startsWith('order_sale') ? SystemAccount.ClubRevenue : SystemAccount.BonusExpense;
  await post(db(), {
    kind,
    idempotencyKey: `disclosure-test:${++seq}`,
    description: 'teste',
    at,
    legs: [
      { system: from, amountCents: -cents, category },
      { member: member.id, amountCents: cents, category },
    ],
  });
}

/** An invoice the member paid on `at` (by balance unless said), or one cancelled after. */
async function paid(member: Row, type: number, cents: number, at: Date, o: { via?: 'balance' | 'mercadopago' | 'offline'; status?: number } = {}) {
  await db()
    .insert(invoices)
    .values({
      userId: member.id,
      type,
      description: 'teste',
      valueCents: cents,
      dueDate: '2024-03-10',
      status: o.status ?? InvoiceStatus.Pago,
      token: randomToken(),
      paidAt: at,
      settledVia: o.via ?? 'balance',
    });
}

const member = (username: string, o: Partial<Parameters<typeof insertMember>[1]> = {}) =>
  insertMember(db(), { username, activatedOn: new Date('2024-01-10T15:00:00Z'), ...o });

const staff: Record<string, Row> = {};
let a: Row, j: Row;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['Owner', 'Finance', 'Catalog'] as const)
    staff[role] = await insertMember(db(), { username: `staff.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });

  // The ten members of March 2024, with what each earned (E) and paid the club (P) in it:
  a = await member('ana'); // E 12.500,00 (adhesion 10.000 + B2B 2.500); P 100,00 (a fee)
  const b = await member('bruno'); // E 3.000,00 (fees 2.000 + B2C 1.000); P 150,00 (a fee 100 + a subscription 50)
  const c = await member('carla'); // E 500,00 (B2B); P 300,00 (a plan change)
  const d = await member('davi'); // E 50,00 (adhesion 80,00 less a clawback of 30,00); P 0
  const e = await member('eva'); // E 100,00 (B2C), the top of the 'até R$ 100' band; P 100,00
  const f = await member('fabio', { status: UserStatus.Inativo }); // E 0; P 100,00 (a fee: he was there)
  await member('gil'); // E 0, P 0: Ativo, did nothing
  const h = await member('hugo', { status: UserStatus.Inativo, activatedOn: IN(15) }); // E 0; joined in the period: P 1.000,00 (adhesion)
  const i = await member('iris'); // E 10,00 (cashback; her sale's 5.000,00 pays her goods, not an earning); P 0 (a B2B order is not paid to the club)
  j = await member('joao', { status: UserStatus.Inativo }); // E 200,00 (profit sharing); P 0 (a simulated fee, a cancelled fee)

  // Not members of March 2024:
  const k = await member('karen', { status: UserStatus.Inativo, activatedOn: new Date('2023-05-01T15:00:00Z') }); // nothing in the period
  const l = await member('lia', { activatedOn: new Date('2024-04-05T15:00:00Z') }); // joined after
  await member('mario', { status: UserStatus.Pendente, activatedOn: null }); // never joined
  await insertMember(db(), { username: 'cliente', type: UserType.UserStore }); // a store client
  const o = await member('otto');
  await db().update(users).set({ sandboxActivated: true }).where(eq(users.id, o.id)); // joined with simulated money

  await credit(a, 1_000_000, EarningCategory.Adesao, IN(5));
  await credit(a, 250_000, EarningCategory.B2B, IN(6));
  await credit(b, 200_000, EarningCategory.Mensalidade, IN(7));
  await credit(b, 100_000, EarningCategory.B2C, IN(8));
  await credit(c, 50_000, EarningCategory.B2B, IN(9));
  await credit(d, 8_000, EarningCategory.Adesao, IN(10));
  await credit(d, -3_000, EarningCategory.Adesao, IN(20), 'commission_clawback');
  await credit(e, 10_000, EarningCategory.B2C, IN(11));
  await credit(i, 500_000, EarningCategory.B2B, IN(12), 'order_sale');
  await credit(i, 1_000, EarningCategory.Cashback, IN(12));
  await credit(j, 20_000, EarningCategory.DivisaoDeLucro, IN(13), 'profit_sharing');
  // Outside the period, by an hour either side, and members who do not count:
  await credit(a, 77_700, EarningCategory.Adesao, JUST_BEFORE);
  await credit(a, 66_600, EarningCategory.B2B, JUST_AFTER);
  await credit(k, 99_999, EarningCategory.Adesao, JUST_BEFORE);
  await credit(l, 55_500, EarningCategory.Mensalidade, JUST_AFTER);

  await paid(a, InvoiceType.Mensalidade, 10_000, IN(5));
  await paid(a, InvoiceType.Mensalidade, 10_000, JUST_AFTER);
  await paid(b, InvoiceType.Mensalidade, 10_000, IN(5));
  await paid(b, InvoiceType.Assinatura, 5_000, IN(6), { via: 'mercadopago' });
  await paid(c, InvoiceType.TrocaDePlano, 30_000, IN(7));
  await paid(e, InvoiceType.Mensalidade, 10_000, IN(8));
  await paid(f, InvoiceType.Mensalidade, 10_000, IN(9));
  await paid(h, InvoiceType.Adesao, 100_000, IN(15));
  await paid(i, InvoiceType.B2B, 40_000, IN(16));
  await paid(j, InvoiceType.Mensalidade, 10_000, IN(17), { via: 'offline' });
  await paid(j, InvoiceType.Mensalidade, 10_000, IN(18), { status: InvoiceStatus.Cancelado });
});
afterAll(() => t.close());

const preview = (who: Row, body: unknown) => as(who).post('/api/admin/transparency/preview', body);

describe(`the income disclosure of a hand-computed network (${TEST_DB})`, () => {
  it('counts the ten members of the period, zero earners included, in their bands, with the percentiles and the median paid', async () => {
    const res = await preview(staff.Finance!, PERIOD);
    expect(res.statusCode).toBe(200);
    const d = res.json().Data;
    expect(d).toMatchObject({ StartDate: '2024-03-01', EndDate: '2024-03-31', Members: 10, Earners: 7 });
    // Earnings in order: 0 (fabio), 0 (gil), 0 (hugo), 10 (iris), 50 (davi), 100 (eva), 200 (joao),
    // 500 (carla), 3.000 (bruno), 12.500 (ana).
    expect(d.Bands.map((b: { Members: number; Share: number }) => [b.Members, b.Share])).toEqual([
      [3, 30], // R$ 0
      [3, 30], // up to R$ 100: 10, 50 and 100
      [2, 20], // R$ 100,01 to 1.000: 200 and 500
      [1, 10], // R$ 1.000,01 to 10.000: 3.000
      [1, 10], // above R$ 10.000: 12.500
    ]);
    // percentile_cont over 10 values: the p-th sits at (10 − 1) × p.
    // Median at 4.5: (50 + 100) / 2 = 75,00.
    // p90 at 8.1: 3.000 + 0.1 × (12.500 − 3.000) = 3.950,00.
    // p99 at 8.91: 3.000 + 0.91 × 9.500 = 11.645,00.
    expect(d.MedianEarned).toBe(75);
    expect(d.P90Earned).toBe(3_950);
    expect(d.P99Earned).toBe(11_645);
    // Total 12.500 + 3.000 + 500 + 50 + 100 + 10 + 200 = 16.360,00; 1.636,00 a member.
    expect(d.TotalEarned).toBe(16_360);
    expect(d.AverageEarned).toBe(1_636);
    // Paid to the club in order: 0 (davi), 0 (gil), 0 (iris), 0 (joao), 100 (ana), 100 (eva),
    // 100 (fabio), 150 (bruno), 300 (carla), 1.000 (hugo): the median at 4.5 is 100,00.
    expect(d.MedianPaid).toBe(100);
    // Commissions: sales 2.500 + 1.000 + 500 + 100 = 4.100,00; adhesions and fees 10.000 + 2.000
    // + 50 = 12.050,00; total 16.150,00. Shares 4.100 / 16.150 = 25,39 % and 74,61 %.
    expect(d.Commissions).toEqual({ Total: 16_150, Sales: 4_100, AdhesionAndFees: 12_050, SalesShare: 25.39, AdhesionAndFeesShare: 74.61 });
    expect(d.PreviewHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves out what falls outside the period: a day earlier, only the adhesion before it counts', async () => {
    const res = await preview(staff.Finance!, { StartDate: '2024-02-29', EndDate: '2024-02-29' });
    const d = res.json().Data;
    // On 2024-02-29 only ana (777,00) and karen (999,99) earned; of the ten, the Ativo ones count too
    // (ana, bruno, carla, davi, eva, gil, iris), and karen by her earning: 8 members, 2 earners.
    expect(d).toMatchObject({ Members: 8, Earners: 2, TotalEarned: 1_776.99 });
    expect(d.Commissions).toMatchObject({ Total: 1_776.99, Sales: 0, AdhesionAndFees: 1_776.99, SalesShare: 0, AdhesionAndFeesShare: 100 });
  });

  it('refuses bad periods with a 400 and its message, and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ StartDate: '2024-03-31', EndDate: '2024-03-01' }, messages.transparencyPeriodInvalid],
      [{ StartDate: '2024-02-30', EndDate: '2024-03-01' }, messages.transparencyDayInvalid],
      [{ StartDate: '2024-03-01', EndDate: '2999-01-01' }, messages.transparencyDayInvalid],
      [{ StartDate: '2023-01-01', EndDate: '2024-01-02' }, messages.transparencyPeriodTooLong],
      [{ StartDate: '2024-03-01' }, messages.transparencyDayInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await preview(staff.Finance!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await preview(staff.Finance!, { ...PERIOD, Extra: 1 })).statusCode).toBe(400);
    expect(await db().select().from(incomeDisclosures)).toHaveLength(0);
  });

  it('is for staff who handle money: a member, a catalogue operator and a visitor cannot preview or publish', async () => {
    for (const path of ['/api/admin/transparency/preview', '/api/admin/transparency/publish']) {
      expect((await as(a).post(path, { ...PERIOD, PreviewHash: 'x' })).statusCode).toBe(403);
      expect((await as(staff.Catalog!).post(path, { ...PERIOD, PreviewHash: 'x' })).statusCode).toBe(403);
      expect((await t.client().post(path, { ...PERIOD, PreviewHash: 'x' })).statusCode).toBe(401);
    }
    expect((await preview(staff.Owner!, PERIOD)).statusCode).toBe(200);
  });
});

describe(`publishing and the public page (${TEST_DB})`, () => {
  it('shows nothing until a disclosure is published: a preview publishes nothing', async () => {
    await preview(staff.Finance!, PERIOD);
    const res = await t.client().get('/api/transparency/disclosures');
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ Latest: null, All: [] });
  });

  it('publishes the previewed figures, audited, and freezes them: later payments change the preview, not the published one', async () => {
    const before = (await preview(staff.Finance!, PERIOD)).json().Data;
    const res = await as(staff.Finance!).post('/api/admin/transparency/publish', { ...PERIOD, PreviewHash: before.PreviewHash });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe(messages.transparencyPublished);
    const published = res.json().Data;
    const { PreviewHash: _hash, ...figures } = before;
    expect(published).toMatchObject({ ...figures, Id: expect.any(Number), PublishedAt: expect.any(String) });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `incomeDisclosure:${published.Id}`));
    expect(audit).toMatchObject({ action: 'transparency.publish', actorId: staff.Finance!.id });

    // A commission of the period arrives late (backdated): João now earns 200 + 1.000.
    await credit(j, 100_000, EarningCategory.B2C, IN(25));
    const after = (await preview(staff.Finance!, PERIOD)).json().Data;
    expect(after.TotalEarned).toBe(17_360);
    expect(after.PreviewHash).not.toBe(before.PreviewHash);
    // The old preview no longer publishes: the figures changed since.
    const stale = await as(staff.Finance!).post('/api/admin/transparency/publish', { ...PERIOD, PreviewHash: before.PreviewHash });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe(messages.transparencyPreviewChanged);

    const open = await t.client().get('/api/transparency/disclosures');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300');
    expect(open.json().Data.Latest).toMatchObject({ Id: published.Id, TotalEarned: 16_360, MedianEarned: 75 });
    expect(open.json().Data.All).toEqual([{ Id: published.Id, StartDate: '2024-03-01', EndDate: '2024-03-31', PublishedAt: published.PublishedAt }]);
    expect(JSON.stringify(open.json())).not.toContain('staff.finance');

    // Publishing again, from the new preview, is a new edition; the list shows both, newest first.
    const second = await as(staff.Finance!).post('/api/admin/transparency/publish', { ...PERIOD, PreviewHash: after.PreviewHash });
    expect(second.statusCode).toBe(200);
    const list = (await t.client().get('/api/transparency/disclosures')).json().Data;
    expect(list.All.map((x: { Id: number }) => x.Id)).toEqual([second.json().Data.Id, published.Id]);
    expect(list.Latest.TotalEarned).toBe(17_360);
    const first = await t.client().get(`/api/transparency/disclosure/${published.Id}`);
    expect(first.json().Data.TotalEarned).toBe(16_360);
  });

  it('publishes two editions when two operators publish the same preview at once, never a 500', async () => {
    const { PreviewHash } = (await preview(staff.Finance!, PERIOD)).json().Data;
    const before = (await db().select().from(incomeDisclosures)).length;
    const answers = await Promise.all(
      [staff.Finance!, staff.Owner!, staff.Finance!, staff.Owner!].map((who) => as(who).post('/api/admin/transparency/publish', { ...PERIOD, PreviewHash })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().Data.Id)).size).toBe(4);
    expect(await db().select().from(incomeDisclosures)).toHaveLength(before + 4);
  });

  it('serves each published disclosure as CSV and PDF to anyone; an unknown one is a 404', async () => {
    const [d] = await db().select().from(incomeDisclosures).orderBy(incomeDisclosures.id).limit(1);
    const csv = await t.client().get(`/api/transparency/disclosure/${d!.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('divulgacao-de-ganhos-2024-03-01-a-2024-03-31');
    expect(csv.body).toContain('"A maioria dos sócios ganha pouco: metade recebeu até R$ 75,00 no período, e 30% dos sócios não receberam nada."');
    expect(csv.body).toContain('"Acima de R$ 10.000,00";"1";"10,00%"');
    expect(csv.body).toContain('"Vendas de produtos e serviços (B2B e B2C)";"R$ 4.100,00";"25,39%"');
    const pdf = await t.client().get(`/api/transparency/disclosure/${d!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await t.client().get('/api/transparency/disclosure/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe(messages.transparencyNotFound);
    expect((await t.client().get('/api/transparency/disclosure/abc/pdf')).statusCode).toBe(400);
  });
});
