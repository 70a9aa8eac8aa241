import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleJourney, signInAsAdmin } from './admin';
import { baseURL, openDialog, pageErrors, shot } from './browser';
import { dayInSaoPaulo } from './sao-paulo-day';

/**
 * Earnings in the open (docs/transparency.md): the operator opens 'Transparência' in the console,
 * picks the last 30 days (the demo club's month of commissions, and whatever earlier journeys
 * paid), previews and publishes; a visitor, in a context of his own and signed out, reads it at
 * /transparencia and downloads its CSV and PDF. No count is asserted: other journeys move them.
 */

const journey = consoleJourney();
let admin: Page;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const br = (day: string) => day.split('-').reverse().join('/');
const today = dayInSaoPaulo();
const start = addDays(today, -30);

beforeAll(async () => {
  admin = await journey.newPage();
  await signInAsAdmin(admin);
});

describe('Transparência', () => {
  let published = 0;

  it("shows the compliance panel on the console's first page", async () => {
    await admin.getByRole('heading', { name: 'Comissões: vendas x adesões e mensalidades (12 meses)' }).waitFor();
    await admin.getByText(/^Limite do clube: \d+% de adesões e mensalidades$/).waitFor();
    await shot(admin, 'transparency-00-compliance');
  });

  it('previews the disclosure of a period and publishes it', async () => {
    await admin.getByRole('link', { name: 'Transparência', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/configurations/transparency');
    await admin.getByLabel('Data inicial').pressSequentially(br(start).replace(/\//g, ''), { delay: 30 });
    await admin.getByLabel('Data final').pressSequentially(br(today).replace(/\//g, ''), { delay: 30 });
    await admin.getByRole('button', { name: 'Pré-visualizar' }).click();

    await admin.getByText('Prévia', { exact: true }).waitFor();
    await admin.getByText(`Período: ${br(start)} a ${br(today)}`).waitFor();
    await admin.getByRole('region', { name: 'Sócios por faixa de ganhos' }).waitFor();
    expect(await admin.getByText(/^(A maioria dos sócios ganha pouco: metade|Metade dos sócios) recebeu até R\$/).count()).toBe(1);
    await shot(admin, 'transparency-01-preview');

    const confirm = admin.getByRole('dialog', { name: 'Publicar divulgação' });
    await openDialog(admin.getByRole('button', { name: 'Publicar', exact: true }), confirm);
    await confirm.getByRole('button', { name: 'Publicar', exact: true }).click();
    const done = admin.getByText(/^Divulgação nº \d+ publicada em \/transparencia\.$/);
    await done.waitFor();
    published = Number((await done.textContent())!.match(/nº (\d+)/)![1]);
    expect(published).toBeGreaterThan(0);
    await shot(admin, 'transparency-02-published');
    expect(pageErrors(admin)).toEqual([]);
  });

  it('shows it to a signed-out visitor at /transparencia, with its CSV and PDF', async () => {
    const visitor = await journey.newPage();
    await visitor.goto('/transparencia');
    await visitor.getByRole('heading', { name: 'Divulgação de ganhos dos sócios', level: 1 }).waitFor();
    await visitor.getByText(new RegExp(`^Divulgação nº ${published} · Publicado em`)).waitFor();
    await visitor.getByText(`Período: ${br(start)} a ${br(today)}`).waitFor();
    await visitor.getByRole('region', { name: 'De onde vieram as comissões' }).waitFor();
    const earlier = visitor.getByRole('region', { name: 'Todas as divulgações' });
    expect(
      await earlier
        .getByRole('row')
        .filter({ hasText: `${br(start)} a ${br(today)}` })
        .count(),
    ).toBeGreaterThan(0);
    await shot(visitor, 'transparency-03-public');

    const csvLink = visitor.getByRole('link', { name: 'Baixar CSV' }).first();
    const pdfLink = visitor.getByRole('link', { name: 'Baixar PDF' }).first();
    expect(await csvLink.getAttribute('href')).toBe(`/api/transparency/disclosure/${published}/csv`);
    const csv = await fetch(`${baseURL()}/api/transparency/disclosure/${published}/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain('Faixa de ganhos no período');
    const pdf = await fetch(`${baseURL()}${await pdfLink.getAttribute('href')}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(pageErrors(visitor)).toEqual([]);
  });
});
