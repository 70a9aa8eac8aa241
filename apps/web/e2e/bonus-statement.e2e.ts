import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn } from './browser';
import { activateByPix, apiSignIn, brl, cardAmount, fundFromLeader, registerFreshMember, type ApiSession, type Invoice } from './finances';
import { adminSignIn } from './marketplace';
import type { TestMember } from './members';
import { dayInSaoPaulo } from './sao-paulo-day';

/**
 * 'Extrato de Bônus' (docs/bonuses.md#bonus-statement): a member sees the bonus his downline's
 * paid invoice paid him. Only a member activated with real money earns, and a fresh member can
 * only be activated by the offline gateway here (transfers reach Ativo members only), so the
 * sponsor is the demo club's 'fundador', at the top of the tree: his new direct pays the adhesion
 * by Pix on the offline gateway (a Simulado line: never money) and then, funded by 'lider', his
 * first Mensalidade with his balance (a Creditado line, posted to fundador's wallet). Nobody above
 * fundador earns, and demo's figures (the dashboard journey's) never move.
 *
 * Other journeys pay fundador deeper levels too (demo's directs are his level 3): the gains are
 * read before and compared after, the statement's totals with the API's, and the rows checked are
 * the new direct's.
 */

interface Totals {
  CreditedTotal: number;
  SimulatedTotal: number;
  Count: number;
}
interface Gains {
  DailyGains: number;
  TotalGains: number;
}

const STATEMENT = '/api/bonuses/getBonusStatement';
const all = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };

/** floor(base × percent) in centavos, as the engine shares a base (docs/bonuses.md#commission-lines). */
const shareCents = (baseReais: number, percent: number) => Math.floor((Math.round(baseReais * 100) * Math.round(percent * 100)) / 10_000);
const percentText = (p: number) => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 }).format(p / 100);
const todayBr = () => dayInSaoPaulo().split('-').reverse().join('/');
const cents = (reais: number) => Math.round(reais * 100);

let browser: Browser;
let page: Page;
let top: ApiSession;
let downline: TestMember;
let adhesion: Invoice;
let monthly: Invoice;
let adhesionCents: number;
let monthlyCents: number;
let adhesionPercent: number;
let monthlyPercent: number;
let gainsBefore: Gains;
let totalsBefore: Totals;
let startDay: string;

beforeAll(async () => {
  browser = await launch();
  // The percentages of level 1 of the tables the bonification center names.
  const admin = await adminSignIn(baseURL());
  const center = await admin.get<{ AdhesionUnilevelId: number | null; MonthlyPaymentUnilevelId: number | null }>('/api/configurations/getSCBonificationCenter');
  const tables = await admin.post<Array<{ Id: number; Levels: number[] }>>('/api/configurations/SCUnilevels/getAllUnilevels', all);
  const level1 = (id: number | null) => tables.find((t) => t.Id === id)?.Levels[0] ?? 0;
  adhesionPercent = level1(center.AdhesionUnilevelId);
  monthlyPercent = level1(center.MonthlyPaymentUnilevelId);
  expect(adhesionPercent * monthlyPercent, 'the demo club names adhesion and monthly tables').toBeGreaterThan(0);

  top = await apiSignIn(baseURL(), 'fundador', 'fundador1234');
  startDay = dayInSaoPaulo();
  gainsBefore = await top.get<Gains>('/api/finances/earnings/getAllEarningsDetails');
  totalsBefore = (await top.post<{ Totals: Totals }>(STATEMENT, all)).Totals;

  downline = await registerFreshMember(baseURL(), 'extrato', 'fundador');
  const session = await apiSignIn(baseURL(), downline.username, downline.password);
  adhesion = (await session.me()).PendingInvoices.find((i) => i.Type === 1)!;
  await activateByPix(session);
  monthly = (await session.invoices()).find((i) => i.Type === 2 && i.Status === 1)!;
  expect(monthly, 'the first Mensalidade of the downline').toBeDefined();
  // The Mensalidade plus the R$ 2,75 fee of a balance payment: real money, from 'lider'.
  await fundFromLeader(baseURL(), (await session.me()).Id, (cents(monthly.Value + monthly.DeliverValue) + 275) / 100);
  await session.post('/api/payments/pay/balancePayment', { InvoiceId: monthly.Id });
  adhesionCents = shareCents(adhesion.Value, adhesionPercent);
  monthlyCents = shareCents(monthly.Value, monthlyPercent);

  page = await newPage(browser);
  await signIn(page, 'fundador', 'fundador1234');
});
afterAll(async () => {
  await browser?.close();
});

/** The rows of the new direct's lines (his @username in Origem). */
const downlineRows = () => page.getByRole('row').filter({ has: page.getByRole('cell', { name: `@${downline.username}` }) });
/** The cells' text as written (a badge's is shown in capitals). */
const cellsOf = async (row: ReturnType<typeof downlineRows>) =>
  Promise.all((await row.getByRole('cell').all()).map(async (c) => ((await c.textContent()) ?? '').replace(/\s+/g, ' ').trim()));

describe("the sponsor's 'Extrato de Bônus'", () => {
  it('the dashboard gains grew by the credited bonus only (the simulated one is no money)', async () => {
    expect(await cardAmount(page, 'Ganho Total')).toBe(brl((cents(gainsBefore.TotalGains) + monthlyCents) / 100));
    // A run that crosses midnight starts a new day of gains.
    if (dayInSaoPaulo() === startDay) expect(await cardAmount(page, 'Ganho do Dia')).toBe(brl((cents(gainsBefore.DailyGains) + monthlyCents) / 100));
  });

  it("lists the Mensalidade his direct paid by balance at level 1, Creditado, and the Pix adhesion as 'Simulado', with the totals", async () => {
    // Totals as the API answers them now (this journey added 1 Creditado and 1 Simulado line).
    const totals = (await top.post<{ Totals: Totals }>(STATEMENT, all)).Totals;
    expect(totals.Count).toBeGreaterThanOrEqual(totalsBefore.Count + 2);
    await clickSideBarLink(page, 'Financeiro');
    await page.waitForURL((url) => url.pathname === '/financial');
    await page.getByRole('link', { name: 'Extrato de Bônus', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/bonus-statement');
    await page.getByRole('heading', { name: 'Extrato de Bônus' }).waitFor();

    expect(await cardAmount(page, 'Total Creditado')).toBe(brl(totals.CreditedTotal));
    expect(await cardAmount(page, 'Total Simulado')).toBe(brl(totals.SimulatedTotal));
    await page.getByText(`${totals.Count} resultado(s)`, { exact: true }).waitFor();

    const origin = `${downline.name} @${downline.username}`;
    const rows = downlineRows();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // Newest first: the Mensalidade was paid after the adhesion.
    expect(await cellsOf(rows.nth(0))).toEqual([
      todayBr(),
      origin,
      'Mensalidade',
      '1',
      percentText(monthlyPercent),
      brl(monthly.Value),
      brl(monthlyCents / 100),
      'Mensalidade',
      'Creditado',
    ]);
    expect(await cellsOf(rows.nth(1))).toEqual([
      todayBr(),
      origin,
      'Adesão',
      '1',
      percentText(adhesionPercent),
      brl(adhesion.Value),
      brl(adhesionCents / 100),
      'Adesão',
      'Simulado',
    ]);
    await page.getByRole('alert').filter({ hasText: 'Simulado: pagamento pelo gateway de demonstração, não é dinheiro.' }).waitFor();
    await shot(page, 'bonus-statement-01-lines');
    expect(pageErrors(page)).toEqual([]);
  });

  it('filters by category and period, kept in the URL', async () => {
    const answered = page.waitForResponse((r) => r.url().endsWith(STATEMENT) && (r.request().postData() ?? '').includes('"Category":2'));
    await page.getByLabel('Categoria').selectOption({ label: 'Mensalidade' });
    await page.waitForURL((url) => url.searchParams.get('category') === '2');
    await answered;
    await downlineRows().first().waitFor();
    expect(await downlineRows().count()).toBe(1);
    expect((await cellsOf(downlineRows().first()))[2]).toBe('Mensalidade');

    // A period that ended yesterday, typed dd/MM/yyyy, holds none of today's lines.
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.waitForURL((url) => url.search === '');
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const untilYesterday = page.waitForResponse((r) => r.url().endsWith(STATEMENT) && (r.request().postData() ?? '').includes(`"EndDate":"${yesterday}"`));
    await page.getByLabel('Data final').pressSequentially(yesterday.split('-').reverse().join(''), { delay: 30 });
    expect(await page.getByLabel('Data final').inputValue()).toBe(yesterday.split('-').reverse().join('/'));
    await page.waitForURL((url) => url.searchParams.get('end') === yesterday);
    const body = (await (await untilYesterday).json()) as { Data: { Lines: Array<{ SourceUser: { Username: string } }> } };
    expect(body.Data.Lines.some((l) => l.SourceUser.Username === downline.username)).toBe(false);
    await page.getByText(/^(\d+ resultado\(s\)|Nenhum resultado encontrado\.\.\.)$/).waitFor();
    expect(await downlineRows().count()).toBe(0);
    await shot(page, 'bonus-statement-02-period');
    expect(pageErrors(page)).toEqual([]);
  });
});
