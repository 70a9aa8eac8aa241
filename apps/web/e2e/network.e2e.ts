import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn } from './browser';
import { plainText } from './finances';
import { registerMember } from './members';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await signIn(page, 'demo', 'demo1234');
  await closeUnreadToast(page);
});
afterAll(async () => {
  await browser?.close();
});

// Read-only: nothing here changes demo or his money. apps/api/src/seed/demo-club.ts (seedDownline)
// and career-plan.seed.ts hold what is expected. Other journeys register members under demo, so the
// lists are checked for the seeded members, not for exact totals.
const DEMO_NAME = 'Renata Oliveira Santos';
const DIRECTS: Array<[name: string, username: string, status: string, colour: string]> = [
  ['Ana Souza', 'ana.souza', 'Ativo', 'green'],
  ['Bruno Lima', 'bruno.lima', 'Ativo', 'green'],
  ['Carla Mendes', 'carla.mendes', 'Ativo', 'green'],
  ['Diego Rocha', 'diego.rocha', 'Pendente', 'yellow'],
];
// seedDownline: every third second-level member is Inativo.
const SECOND_LEVEL: Array<[name: string, status: string]> = [
  ['Ana — Equipe 1', 'Ativo'],
  ['Ana — Equipe 2', 'Ativo'],
  ['Bruno — Equipe 1', 'Inativo'],
  ['Bruno — Equipe 2', 'Ativo'],
  ['Carla — Equipe 1', 'Ativo'],
  ['Carla — Equipe 2', 'Inativo'],
  ['Diego — Equipe 1', 'Ativo'],
  ['Diego — Equipe 2', 'Ativo'],
];

const bodyRows = () => page.locator('tbody').getByRole('row');
const tree = () => page.locator('[aria-label="Árvore da rede"]');
const treeCards = () => tree().locator('[data-testid^="network-member-"]');
/** The name on the card on top of the tree (the first card). */
const topName = async () => (await treeCards().first().locator('p').first().innerText()).trim();
const treeNames = async () => (await treeCards().locator('p:first-of-type').allInnerTexts()).map((t) => t.trim());

async function openFromIndex(label: string, path: string) {
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.waitForURL((url) => url.pathname === '/network');
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The Mantine badge of a row, with its colour (the --badge-bg variable names it). */
async function badgeOf(row: Locator) {
  const badge = row.locator('.mantine-Badge-root');
  return { text: ((await badge.textContent()) ?? '').trim(), style: (await badge.getAttribute('style')) ?? '' };
}

describe("demo's network area and career plan (read-only)", () => {
  it('the index has the five cards of the spec, each to its screen', async () => {
    await clickSideBarLink(page, 'Minha Rede');
    await page.waitForURL((url) => url.pathname === '/network');
    await page.getByRole('heading', { name: 'Rede' }).waitFor();
    const cards: Array<[string, string]> = [
      ['Minha Rede', '/network/my-network'],
      ['Minhas Contas', '/network/secondary-accounts'],
      ['Indicações', '/network/indications'],
      ['Clientes da Loja Virtual', '/network/store-clients'],
      ['Plano de Carreira', '/network/career-plan'],
    ];
    for (const [label, href] of cards) {
      expect(await page.getByRole('main').getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    await shot(page, 'network-01-index');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Minha Rede: demo on top with his partners; a partner goes on top, then one deeper, Voltar ao Topo brings demo back', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Minha Rede', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/network/my-network');
    await page.getByRole('heading', { name: 'Minha Rede' }).waitFor();
    await treeCards().first().waitFor();
    expect(await topName()).toBe(DEMO_NAME);
    // The avatar's initials, name, username, rank, status and partners (4 seeded, more from other journeys).
    expect(await plainText(treeCards().first())).toMatch(/^RO Renata Oliveira Santos @demo Ouro Ativo Total de Parceiros: \d+$/i);
    const names = await treeNames();
    expect(names.slice(1, 5)).toEqual(DIRECTS.map(([n]) => n));
    // Demo himself is not a link; his partners' avatars are.
    expect(await page.getByRole('button', { name: `Ver a rede de ${DEMO_NAME}`, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Voltar ao Topo' }).count()).toBe(0);
    const ana = treeCards().filter({ hasText: '@ana.souza' });
    expect(await plainText(ana)).toMatch(/^AS Ana Souza @ana\.souza Sem Rank Ativo Total de Parceiros: 2$/i);
    await shot(page, 'network-02-my-network');

    await page.getByRole('button', { name: 'Ver a rede de Ana Souza', exact: true }).click();
    await expect.poll(topName).toBe('Ana Souza');
    expect((await treeNames()).slice(1)).toEqual(['Ana — Equipe 1', 'Ana — Equipe 2']);
    await page.getByRole('button', { name: 'Voltar ao Topo' }).waitFor();
    await shot(page, 'network-03-ana-on-top');

    await page.getByRole('button', { name: 'Ver a rede de Ana — Equipe 1', exact: true }).click();
    await expect.poll(topName).toBe('Ana — Equipe 1');
    expect((await treeNames()).slice(1)).toEqual(['Ana — Equipe 1 A']);
    await shot(page, 'network-04-one-level-deeper');

    await page.getByRole('button', { name: 'Voltar ao Topo' }).click();
    await expect.poll(topName).toBe(DEMO_NAME);
    expect((await treeNames()).slice(1, 5)).toEqual(DIRECTS.map(([n]) => n));
    await page.getByRole('button', { name: 'Voltar ao Topo' }).waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('Minha Rede: the level table starts at Nível 1 and Nível 2 lists the second-level members', async () => {
    const levelSelect = page.getByRole('combobox', { name: 'Nível' });
    expect(await levelSelect.inputValue()).toBe('1');
    await page.getByRole('heading', { name: 'Nível 1' }).waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Nome', 'Usuário', 'Rank', 'Telefone', 'Email', 'Total de Parceiros', 'Status']);
    for (const [name, username] of DIRECTS) await bodyRows().filter({ hasText: username }).filter({ hasText: name }).waitFor();

    await levelSelect.selectOption({ label: 'Nível 2' });
    await page.getByRole('heading', { name: 'Nível 2' }).waitFor();
    await bodyRows().filter({ hasText: 'Ana — Equipe 1' }).first().waitFor();
    expect(await bodyRows().filter({ hasText: 'ana.souza' }).count()).toBe(0);
    for (const [name, status] of SECOND_LEVEL) {
      const row = bodyRows().filter({ has: page.getByRole('cell', { name, exact: true }) });
      expect(await row.count()).toBe(1);
      expect((await badgeOf(row)).text).toBe(status);
    }
    await shot(page, 'network-05-level-2');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Indicações: the four direct partners with dd/MM/yy dates and coloured statuses', async () => {
    await openFromIndex('Indicações', '/network/indications');
    await page.getByRole('heading', { name: 'Indicações' }).waitFor();
    await bodyRows().first().waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Nome', 'Usuário', 'Email', 'Data de Cadastro', 'Status']);
    await page.getByText(/^\d+ resultado\(s\)$/).waitFor();
    for (const [name, username, status, colour] of DIRECTS) {
      const row = bodyRows().filter({ has: page.getByRole('cell', { name: username, exact: true }) });
      expect(await plainText(row)).toMatch(new RegExp(`^${name} ${username.replace('.', '\\.')} \\S+@\\S+ \\d{2}/\\d{2}/\\d{2} ${status}$`, 'i'));
      const badge = await badgeOf(row);
      expect(badge.text).toBe(status);
      expect(badge.style).toContain(colour);
    }
    // Second-level members are not direct partners.
    expect(await bodyRows().filter({ hasText: 'Equipe' }).count()).toBe(0);
    await shot(page, 'network-06-indications');

    await page.getByRole('textbox', { name: 'Buscar por usuário' }).fill('dieg');
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await plainText(bodyRows().first())).toContain('diego.rocha');
    expect(pageErrors(page)).toEqual([]);
  });

  it("Clientes da Loja Virtual: demo's store client Paulo Cliente", async () => {
    await openFromIndex('Clientes da Loja Virtual', '/network/store-clients');
    await page.getByRole('heading', { name: 'Clientes da Loja Virtual' }).waitFor();
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Nome', 'Telefone', 'Email', 'Data de Cadastro']);
    expect(await plainText(bodyRows().first())).toMatch(/^Paulo Cliente .*\d{2}\/\d{2}\/\d{2}$/);
    await shot(page, 'network-07-store-clients');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Minhas Contas: no other account shares demo CPF in the seed', async () => {
    await openFromIndex('Minhas Contas', '/network/secondary-accounts');
    await page.getByRole('heading', { name: 'Minhas Contas' }).waitFor();
    await page.getByText('Nenhum resultado encontrado...', { exact: true }).waitFor();
    expect(await bodyRows().count()).toBe(0);
    await shot(page, 'network-08-secondary-accounts');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Plano de Carreira: Bronze to Coroa, Ouro current, Bronze without prizes, progress toward Diamante', async () => {
    await openFromIndex('Plano de Carreira', '/network/career-plan');
    await page.getByRole('heading', { name: 'Plano de Carreira' }).waitFor();
    const rank = (name: string) => page.locator(`li[aria-label="${name}"]`);
    await rank('Coroa').waitFor();
    expect(await page.locator('li[data-achieved]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Bronze',
      'Prata',
      'Ouro',
      'Diamante',
      'Coroa',
    ]);
    expect(await page.locator('li[data-achieved]').evaluateAll((els) => els.map((e) => e.getAttribute('data-achieved')))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(await page.getByText('(Rank Atual)', { exact: true }).count()).toBe(1);
    await rank('Ouro').getByText('(Rank Atual)', { exact: true }).waitFor();
    expect(await plainText(rank('Bronze'))).toBe('Bronze Não há recompensas nesse rank');
    expect(await page.getByText('Não há recompensas nesse rank', { exact: true }).count()).toBe(1);
    expect(await plainText(rank('Prata'))).toBe('Prata 12 cotas do Fundo Imobiliário do Clube');
    expect(await plainText(rank('Ouro'))).toBe('Ouro (Rank Atual) R$ 1.000,00 Pin de lapela Ouro e certificado de reconhecimento');
    expect(await plainText(rank('Diamante'))).toBe('Diamante 50 cotas do Fundo Agro Brasil R$ 5.000,00 Viagem para Gramado com acompanhante');
    expect(await plainText(rank('Coroa'))).toBe('Coroa 100 cotas do Fundo Imobiliário do Clube R$ 20.000,00 Cruzeiro pela costa brasileira com acompanhante');
    expect(await rank('Ouro').getByRole('img', { name: 'Rank alcançado' }).count()).toBe(1);
    expect(await rank('Diamante').getByRole('img', { name: 'Rank não alcançado' }).count()).toBe(1);

    const progress = page.getByRole('region', { name: 'Progresso para o rank Diamante' });
    await progress.waitFor();
    // Seed: 3 active directs, 13 active members, no volume this month (other journeys may add some).
    const text = await plainText(progress);
    expect(text).toMatch(
      /^Progresso para o rank Diamante Parceiros diretos ativos \d+ \/ 6 Membros ativos na rede \d+ \/ 60 Volume do grupo no mês R\$ [\d.]+,\d{2} \/ R\$ 15\.000,00$/,
    );
    expect(await progress.getByRole('progressbar').count()).toBe(3);
    await shot(page, 'network-09-career-plan');
    expect(pageErrors(page)).toEqual([]);
  });

  it("a member cannot read someone else's tree through the API: demo's id answers 403, his own 200", async () => {
    const member = await registerMember(baseURL(), 'rede');
    const other = await newPage(browser);
    await signIn(other, member.username, member.password);
    const token = await other.evaluate(() => (JSON.parse(localStorage.getItem('authData') ?? '{}') as { AccessToken?: string }).AccessToken);
    expect(token).toBeTruthy();
    const xsrf = (await other.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? 'e2e-network';
    const post = (path: string, body: unknown, auth = true) =>
      other.request.post(path, {
        data: body,
        headers: { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}`, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      });

    const demoId = Number((await treeIdOfDemo()) ?? NaN);
    expect(demoId).toBeGreaterThan(0);
    const own = await post('/api/users/network/getNetwork', { UserId: await memberId(other), Levels: 1 });
    expect(own.status()).toBe(200);
    expect((await own.json()).Data.User.Username).toBe(member.username);

    for (const [path, body] of [
      ['/api/users/network/getNetwork', { UserId: demoId, Levels: 1 }],
      ['/api/users/network/getNetworkChilds', { UserId: demoId }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status(), path).toBe(403);
      const json = await res.json();
      expect(json.IsSuccess).toBe(false);
      expect(json.Message).toBe('Este sócio não faz parte da sua rede.');
      expect(json.Data ?? null).toBeNull();
    }
    expect((await post('/api/users/network/getNetwork', { UserId: demoId, Levels: 1 }, false)).status()).toBe(401);

    // The screen itself always starts at the signed-in member: no URL takes someone else's tree.
    await other.goto('/network/my-network');
    await other.locator('[aria-label="Árvore da rede"] [data-testid^="network-member-"]').first().waitFor();
    expect(await other.locator('[aria-label="Árvore da rede"] [data-testid^="network-member-"]').first().innerText()).toContain(`@${member.username}`);
    expect(pageErrors(other)).toEqual([]);
    await other.context().close();
  });
});

/** Demo's user id, from the card on top of his tree (data-testid network-member-<id>). */
async function treeIdOfDemo() {
  await page.goto('/network/my-network');
  const top = treeCards().first();
  await top.waitFor();
  expect(await top.innerText()).toContain('@demo');
  return (await top.getAttribute('data-testid'))?.replace('network-member-', '');
}

/** The signed-in member's id, as the tree of his own screen shows it. */
async function memberId(p: Page) {
  await p.goto('/network/my-network');
  const top = p.locator('[aria-label="Árvore da rede"] [data-testid^="network-member-"]').first();
  await top.waitFor();
  return Number((await top.getAttribute('data-testid'))!.replace('network-member-', ''));
}

/**
 * The unread-notifications toast (top right, 15 s) covers the title bar's action, where 'Voltar ao
 * Topo' sits: close it as a member would. It only comes when demo has unread notifications.
 */
async function closeUnreadToast(p: Page) {
  const toast = p.locator('.mantine-Notification-root').filter({ hasText: /nova(s)? notificaç/ });
  try {
    await toast.waitFor({ timeout: 5_000 });
  } catch {
    return;
  }
  await toast.locator('.mantine-Notification-closeButton').click();
  await toast.waitFor({ state: 'detached' });
}
