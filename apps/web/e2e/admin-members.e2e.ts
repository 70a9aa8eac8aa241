import { describe, expect, it } from 'vitest';
import { consoleJourney, signInAsAdmin } from './admin';
import { baseURL, pageErrors, shot, signIn } from './browser';
import { registerMember } from './members';

const journey = consoleJourney();

const pathOf = (url: string) => new URL(url).pathname;

describe('console: members', () => {
  it('an operator finds a fresh member and blocks him; his open office leaves at its next relogin check and he cannot sign in again', async () => {
    const member = await registerMember(baseURL(), 'bloq');
    const reason = 'Conta usada por terceiros (teste)';

    // The member's office, with a controllable clock: the relogin check polls every minute.
    const office = await journey.newPage();
    await office.clock.install();
    await signIn(office, member.username, member.password);
    await office.getByRole('heading', { name: member.name }).waitFor();

    // The operator, in his own browser context.
    const operator = await journey.newPage();
    await signInAsAdmin(operator);
    await operator.getByRole('link', { name: 'Sócios', exact: true }).click();
    await operator.waitForURL((url) => url.pathname === '/configurations/members');
    await operator.getByLabel('Buscar').fill(member.username);
    await operator.waitForURL((url) => url.searchParams.get('search') === member.username);
    await operator.getByText('1 resultado(s)').waitFor();
    const row = operator.getByRole('row').filter({ hasText: member.email });
    await row.getByText('Pendente').waitFor();
    await shot(operator, 'admin-members-01-search');

    await row.getByRole('link', { name: member.name }).click();
    await operator.getByRole('heading', { name: `${member.name} (${member.username})` }).waitFor();
    await operator.getByRole('tab', { name: 'Rede' }).click();
    await operator.getByRole('table', { name: 'Linha ascendente' }).getByText('(demo)').waitFor();

    await operator.getByRole('button', { name: 'Alterar situação' }).click();
    const dialog = operator.getByRole('dialog', { name: `Alterar situação de ${member.username}` });
    await dialog.getByLabel('Nova situação').selectOption({ label: 'Bloqueado' });
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();
    await dialog.getByText('Informe o motivo do bloqueio.').waitFor();
    await dialog.getByLabel(/Motivo/).fill(reason);
    await shot(operator, 'admin-members-02-block', { fullPage: false });
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();
    await dialog.waitFor({ state: 'detached' });
    await operator
      .getByText(/Bloqueado/)
      .first()
      .waitFor();

    // Nothing tells the open office at once; a minute later it asks whether it must sign in again
    // (useReloginCheck), and its session is over.
    expect(pathOf(office.url())).toBe('/');
    await office.clock.fastForward('01:05');
    await office.waitForURL((url) => url.pathname === '/login', { waitUntil: 'load' });
    await office.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect(await office.evaluate(() => localStorage.getItem('authData'))).toBeNull();
    await office.getByLabel('Email/Usuário').fill(member.username);
    await office.getByLabel('Senha', { exact: true }).fill(member.password);
    await office.getByRole('button', { name: 'Entrar', exact: true }).click();
    await office.getByRole('alert').filter({ hasText: 'Usuário bloqueado. Entre em contato com o suporte.' }).waitFor();
    expect(pathOf(office.url())).toBe('/login');
    await shot(office, 'admin-members-03-blocked-login');

    // The member's history shows the block with its reason.
    await operator.getByRole('tab', { name: 'Histórico' }).click();
    const history = operator.getByLabel('Histórico', { exact: true });
    await history.getByText('members.block').waitFor();
    await history.getByText(`Motivo: ${reason}`).waitFor();
    await shot(operator, 'admin-members-04-history');

    expect(pageErrors(operator)).toEqual([]);
    expect(pageErrors(office)).toEqual([]);
  });
});
