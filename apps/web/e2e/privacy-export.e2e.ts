import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn } from './browser';
import { registerMember, type TestMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// A member of his own under a sponsor of his own (not demo): the ZIP must hold him and nobody else.
describe("'Meus dados e privacidade': the member exports his data (docs/privacy.md)", () => {
  let member: TestMember;
  let page: Page;
  beforeAll(async () => {
    const sponsor = await registerMember(baseURL(), 'patroc');
    member = await registerMember(baseURL(), 'privacidade', sponsor.username);
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it('asks for the export, sees it ready for 24 hours, and downloads a ZIP of his own data', async () => {
    await clickSideBarLink(page, 'Meu Perfil');
    await page.getByRole('tab', { name: 'Meus dados e privacidade' }).click();
    const section = page.getByTestId('privacy-section');
    await section.waitFor();
    await shot(page, 'privacy-01-section');

    await section.getByRole('button', { name: 'Exportar meus dados' }).click();
    await page.getByText('Pedido de exportação recebido. O arquivo fica pronto em instantes.').first().waitFor();
    const state = section.getByTestId('privacy-export-state');
    await state.filter({ hasText: /^Pronto — disponível até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }).waitFor();
    await shot(page, 'privacy-02-ready');

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Baixar ZIP' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d+\.zip$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const files = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['profile.json', 'profile.csv', 'addresses.json', 'invoices.csv', 'sessions.json', 'consents.json']),
    );
    const [profile] = JSON.parse(files['profile.json']!) as Array<Record<string, unknown>>;
    expect(profile).toMatchObject({ username: member.username, email: member.email });
    // The contract he accepted at registration is on record.
    expect(JSON.parse(files['consents.json']!)).toEqual([expect.objectContaining({ kind: 'contract', granted: true, version: expect.any(Number) })]);
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('"demo"');
    expect(everything).not.toContain('senha-inicial');
  });

  it('turns the e-mail opt-in on and off: each change is recorded with its time', async () => {
    const section = page.getByTestId('privacy-section');
    const email = section.getByRole('switch', { name: 'E-mail' });
    expect(await email.isChecked()).toBe(false);
    await email.click({ force: true });
    await page.getByText('Preferência registrada.').first().waitFor();
    await expect.poll(() => email.isChecked()).toBe(true);
    const history = section.getByTestId('privacy-consent-history');
    await history.getByRole('row').filter({ hasText: 'E-mail' }).filter({ hasText: 'Autorizado' }).waitFor();
    await email.click({ force: true });
    await history.getByRole('row').filter({ hasText: 'E-mail' }).filter({ hasText: 'Revogado' }).waitFor();
    await expect.poll(() => email.isChecked()).toBe(false);
    await shot(page, 'privacy-03-opt-ins');
    expect(pageErrors(page)).toEqual([]);
  });
});
