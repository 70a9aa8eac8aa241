import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleJourney, signInAsAdmin } from './admin';
import { baseURL, pageErrors, shot, signIn } from './browser';
import { apiSignIn, brl, plainText, registerFreshMember } from './finances';
import type { TestMember } from './members';

/**
 * The console's money operations and notifications (docs/admin.md#two-administrator-approval,
 * docs/admin.md#notifications). The profit sharing goes to the holders of rank Bronze: in the
 * demo club that is 'fundador' alone (seeded), at the top of the tree, whose balance no journey
 * asserts; demo (Ouro) is never credited. R$ 10,00 is far under the demo's SecondApprovalAbove
 * (R$ 10.000,00), so it posts at once. The notification goes to a member made here.
 */

const journey = consoleJourney();
let admin: Page;
let member: TestMember;

beforeAll(async () => {
  member = await registerFreshMember(baseURL(), 'aviso');
  admin = await journey.newPage();
  await signInAsAdmin(admin);
});

const fundadorBalance = async () => (await apiSignIn(baseURL(), 'fundador', 'fundador1234')).balance();

describe('Operações Financeiras: Participação nos lucros', () => {
  it('previews every credit of a distribution to the holders of Bronze, posts it and says so', async () => {
    const before = await fundadorBalance();
    await admin.getByRole('link', { name: 'Operações Financeiras', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/configurations/money');
    await admin.getByRole('tab', { name: 'Participação nos lucros', selected: true }).waitFor();

    await admin.getByLabel('Valor a distribuir').fill('10,00');
    await admin.getByRole('combobox', { name: 'Ranks' }).click();
    await admin.getByRole('option', { name: /^Bronze/ }).click();
    await admin.keyboard.press('Escape');
    const description = `Participação e2e ${Date.now().toString(36)}`;
    await admin.getByLabel('Descrição').fill(description);
    await admin.getByRole('button', { name: 'Pré-visualizar' }).click();

    const preview = admin.getByLabel('Prévia dos créditos');
    await preview.waitFor();
    const rows = preview.getByRole('row').filter({ has: admin.getByRole('cell') });
    expect(await rows.count()).toBe(1);
    expect(await plainText(rows.first())).toBe(`Helena Duarte @fundador ${brl(10)}`);
    expect(await plainText(preview.getByRole('group', { name: 'Créditos' }))).toBe('Créditos 1');
    expect(await plainText(preview.getByRole('group', { name: 'Total' }))).toBe(`Total ${brl(10)}`);
    expect(await plainText(preview.getByRole('group', { name: 'Sobra (fica com o clube)' }))).toBe(`Sobra (fica com o clube) ${brl(0)}`);
    // demo (rank Ouro) is not among them.
    expect(await preview.getByText('@demo').count()).toBe(0);
    await shot(admin, 'admin-money-01-preview');

    await admin.getByRole('button', { name: 'Lançar' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Lançar créditos' });
    await confirm.getByRole('button', { name: 'Lançar' }).click();
    const outcome = admin.getByRole('status').filter({ hasText: 'Créditos lançados com sucesso.' });
    await outcome.waitFor();
    expect(await plainText(outcome)).toMatch(new RegExp(`^Créditos lançados com sucesso\\. 1 crédito\\(s\\), total de ${brl(10).replace(/[$.]/g, '\\$&')} \\(transação #\\d+\\)\\.$`));
    await shot(admin, 'admin-money-02-posted');

    expect(Math.round((await fundadorBalance()) * 100)).toBe(Math.round(before * 100) + 1_000);
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
