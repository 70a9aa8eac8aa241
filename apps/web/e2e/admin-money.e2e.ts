import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiToken, consoleJourney, signInAsAdmin, XSRF } from './admin';
import { baseURL, pageErrors, shot, signIn } from './browser';
import { apiSignIn, brl, plainText, registerFreshMember } from './finances';
import type { TestMember } from './members';

/**
 * The console's money operations and notifications (docs/admin.md#two-administrator-approval,
 * docs/admin.md#notifications). The profit sharing goes to the holders of the rank 'fundador'
 * holds now: he is seeded with Bronze, and the other journeys' payments in his network may promote
 * him before this file runs (ranks are evaluated when payments land). The demo's rank, Ouro, is
 * never chosen, so demo, whose balance the dashboard journey reads, is never credited. R$ 10,00 is
 * far under the demo's SecondApprovalAbove (R$ 10.000,00), so it posts at once. The notification
 * goes to a member made here.
 */

const journey = consoleJourney();
let admin: Page;
let member: TestMember;

beforeAll(async () => {
  member = await registerFreshMember(baseURL(), 'aviso');
  admin = await journey.newPage();
  await signInAsAdmin(admin);
});

const FUNDADOR = { username: 'fundador', password: 'fundador1234' } as const;
const fundadorBalance = async () => (await apiSignIn(baseURL(), FUNDADOR.username, FUNDADOR.password)).balance();

/** The rank fundador holds now (his career plan's current rank). */
async function fundadorRank(): Promise<string> {
  const token = await apiToken(2, FUNDADOR);
  const res = await fetch(`${baseURL()}/api/users/careerPlan/getUserRanksDetails`, {
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}` },
  });
  const ranks = ((await res.json()) as { Data: Array<{ RankName: string; IsCurrentRank: boolean }> }).Data;
  return ranks.find((r) => r.IsCurrentRank)!.RankName;
}

const reaisOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('Operações Financeiras: Participação nos lucros', () => {
  it("previews every credit of a distribution to the holders of fundador's rank, posts it and says so", async () => {
    const rank = await fundadorRank();
    expect(rank).not.toBe('Ouro');
    const before = await fundadorBalance();
    await admin.getByRole('link', { name: 'Operações Financeiras', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/configurations/money');
    await admin.getByRole('tab', { name: 'Participação nos lucros', selected: true }).waitFor();

    await admin.getByLabel('Valor a distribuir').fill('10,00');
    await admin.getByRole('combobox', { name: 'Ranks' }).click();
    await admin.getByRole('option', { name: new RegExp(`^${rank} \\(`) }).click();
    await admin.keyboard.press('Escape');
    const description = `Participação e2e ${Date.now().toString(36)}`;
    await admin.getByLabel('Descrição').fill(description);
    await admin.getByRole('button', { name: 'Pré-visualizar' }).click();

    const preview = admin.getByLabel('Prévia dos créditos');
    await preview.waitFor();
    const rows = preview.getByRole('row').filter({ has: admin.getByRole('cell') });
    // Every holder is credited the same share (the table pages them by 50).
    const count = Number((await plainText(preview.getByRole('group', { name: 'Créditos' }))).replace('Créditos ', ''));
    expect(count).toBeGreaterThan(0);
    expect(await rows.count()).toBe(Math.min(count, 50));
    // demo (rank Ouro) is not among them; fundador is, with his share.
    expect(await preview.getByText('@demo', { exact: true }).count()).toBe(0);
    const fundadorRow = rows.filter({ hasText: '@fundador' });
    expect(await fundadorRow.count()).toBe(1);
    const share = reaisOf((await plainText(fundadorRow)).split('@fundador')[1]!);
    const total = reaisOf(await plainText(preview.getByRole('group', { name: 'Total' })));
    const leftover = reaisOf(await plainText(preview.getByRole('group', { name: 'Sobra (fica com o clube)' })));
    expect(Math.round((total + leftover) * 100)).toBe(1_000);
    expect(Math.round(share * 100)).toBe(Math.floor(1_000 / count));
    await shot(admin, 'admin-money-01-preview');

    await admin.getByRole('button', { name: 'Lançar' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Lançar créditos' });
    await confirm.getByRole('button', { name: 'Lançar' }).click();
    const outcome = admin.getByRole('status').filter({ hasText: 'Créditos lançados com sucesso.' });
    await outcome.waitFor();
    expect(await plainText(outcome)).toMatch(
      new RegExp(`^Créditos lançados com sucesso\\. ${count} crédito\\(s\\), total de ${brl(total).replace(/[$.]/g, '\\$&')} \\(transação #\\d+\\)\\.$`),
    );
    await shot(admin, 'admin-money-02-posted');

    expect(Math.round((await fundadorBalance()) * 100)).toBe(Math.round(before * 100) + Math.round(share * 100));
    expect(pageErrors(admin)).toEqual([]);
  });
});

describe('Notificações', () => {
  it('sends a notification to a member made here, and he finds it in his notifications', async () => {
    await admin.goto('/configurations');
    await admin.getByRole('link', { name: 'Notificações', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/configurations/notifications');

    const title = `Aviso ${member.username}`.slice(0, 100);
    await admin.getByLabel('Destino').selectOption({ label: 'Um sócio' });
    await admin.getByLabel('Usuário do sócio').fill(member.username);
    await admin.getByRole('button', { name: 'Contar destinatários' }).click();
    await admin.getByText('1 sócio receberá esta notificação.', { exact: true }).waitFor();
    await admin.getByLabel('Título').fill(title);
    await admin.getByLabel('Mensagem').fill('Sua reunião de boas-vindas é amanhã às 19h.');
    await admin.getByRole('button', { name: 'Enviar' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Enviar notificação' });
    expect(await plainText(confirm.getByText(/^Enviar “/))).toBe(`Enviar “${title}” para 1 sócio?`);
    await confirm.getByRole('button', { name: 'Enviar' }).click();
    await admin.getByRole('status').filter({ hasText: 'Notificação enviada para 1 sócio(s).' }).waitFor();
    const sent = admin.getByRole('row').filter({ hasText: title });
    await sent.waitFor();
    expect(await plainText(sent)).toContain(`Sócio @${member.username} 1 @admin`);
    await shot(admin, 'admin-money-03-notification-sent');
    expect(pageErrors(admin)).toEqual([]);

    const page = await journey.newPage();
    await signIn(page, member.username, member.password);
    await page.getByRole('button', { name: /^Notificações \(\d+ não lidas\)$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await panel.getByRole('button', { name: `${title} (não lida)` }).click();
    await panel.getByText('Sua reunião de boas-vindas é amanhã às 19h.').first().waitFor();
    await shot(page, 'admin-money-04-member-notification', { fullPage: false });
    expect(pageErrors(page)).toEqual([]);
  });
});
