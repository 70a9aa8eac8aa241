import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { signInAsAdmin } from './admin';
import { baseURL, launch, newPage, pageErrors, shot, signIn } from './browser';
import { freshCpf } from './people';

// Every list screen on a 390×844 phone (docs/phone.md): nothing scrolls sideways, the rows are
// cards whose first action is on screen, 44px tall and not covered by anything fixed, and every
// button, icon button and input is a 44px touch target. One signed-in page per role, moved from
// route to route by the app's own router (no reload), so the file stays fast.
const PHONE = { width: 390, height: 844 };

interface ListRoute {
  path: string;
  /** The action a row must offer (the seeded data has such a row); otherwise the first card's first action, if any. */
  action?: string;
}

// demo is a member, a seller (products, sales) and a sponsor (network, store clients).
const memberRoutes: ListRoute[] = [
  { path: '/' },
  { path: '/financial' },
  { path: '/financial/invoices', action: 'Pagar Fatura' },
  { path: '/financial/current-account' },
  { path: '/financial/bank-accounts' },
  { path: '/financial/withdrawals' },
  { path: '/financial/transfers' },
  { path: '/financial/quotas' },
  { path: '/financial/bonus-statement' },
  { path: '/network' },
  { path: '/network/my-network' },
  { path: '/network/indications' },
  { path: '/network/store-clients' },
  { path: '/network/secondary-accounts' },
  { path: '/network/career-plan' },
  { path: '/marketplace' },
  { path: '/marketplace/orders' },
  { path: '/marketplace/products', action: 'Editar' },
  { path: '/plans' },
  { path: '/plans/system-plans' },
  { path: '/plans/subscriptions' },
  { path: '/my-profile' },
  // A few forms: their fields and buttons too must fit and be touch targets.
  { path: '/financial/transfers/new' },
  { path: '/financial/bank-accounts/new' },
  { path: '/my-profile/adresses/new' },
  { path: '/marketplace/products/new' },
];

const consoleRoutes: ListRoute[] = [
  { path: '/configurations' },
  { path: '/configurations/members' },
  { path: '/configurations/staff' },
  { path: '/configurations/withdrawals' },
  { path: '/configurations/money' },
  { path: '/configurations/products' },
  { path: '/configurations/plans' },
  { path: '/configurations/subscriptions' },
  { path: '/configurations/career-plan' },
  { path: '/configurations/funds' },
  { path: '/configurations/unilevels' },
  { path: '/configurations/notifications' },
  { path: '/configurations/outbox' },
  { path: '/configurations/jobs' },
  { path: '/configurations/audit', action: 'Histórico' },
];

let browser: Browser;
/** demo's page, signed in once: walked on the phone, then looked at on a desktop. */
let demoPage: Page;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Goes to `path` through the router (a history entry and its popstate, as the back button does)
 * and waits for the new page: the main area's text has changed (two pages of one component keep
 * their elements, never their title) and nothing is loading.
 */
async function visit(page: Page, path: string) {
  // Already there (where the sign-in lands): only wait for it to load.
  const before = await page.evaluate((to) => {
    if (window.location.pathname === to) return null;
    const text = document.querySelector('main')?.textContent ?? '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return text;
  }, path);
  await page
    .waitForFunction(
      (old) => {
        const main = document.querySelector('main');
        return !!main && main.textContent !== old && !!main.textContent?.trim() && !main.querySelector('.mantine-Loader-root');
      },
      before,
      { timeout: 15_000 },
    )
    .catch((e: Error) => {
      throw new Error(`${path}: the page did not settle (${e.message})`);
    });
}

/** How far the page is wider than the screen (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Buttons, icon buttons and inputs on screen that are less than 44px tall. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .mantine-Button-root, main .mantine-ActionIcon-root, main .mantine-Input-input')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.height < 43.5;
      })
      .map(
        (el) =>
          `${el.className.split(' ')[0]} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" ${Math.round(el.getBoundingClientRect().height)}px`,
      ),
  );

/** The action is on screen, 44px tall at least (on a phone), and a tap on its centre reaches it (nothing fixed over it). */
async function expectInReach(action: Locator, what: string, { phone = true } = {}) {
  await action.scrollIntoViewIfNeeded();
  const reach = await action.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { left: r.left, right: r.right, height: r.height, reached: !!hit && (hit === el || el.contains(hit)), width: window.innerWidth };
  });
  expect(reach.left, `${what}: starts off screen`).toBeGreaterThanOrEqual(0);
  expect(reach.right, `${what}: ends off screen`).toBeLessThanOrEqual(reach.width);
  if (phone) expect(reach.height, `${what}: too short to tap`).toBeGreaterThanOrEqual(43.5);
  expect(reach.reached, `${what}: covered by something`).toBe(true);
}

/** Visits each route and checks it as a phone screen should be. */
async function checkRoutes(page: Page, routes: ListRoute[], role: string) {
  for (const route of routes) {
    await visit(page, route.path);
    expect(await sidewaysOverflow(page), `${route.path} (${role}) scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), `${route.path} (${role}): touch targets under 44px`).toEqual([]);
    const actions = page.getByTestId('data-card-actions').locator('a, button');
    if (route.action) {
      const named = page
        .getByTestId('data-card-actions')
        .getByRole('link', { name: route.action })
        .or(page.getByTestId('data-card-actions').getByRole('button', { name: route.action }));
      await expectInReach(named.first(), `${route.path}: '${route.action}'`);
    } else if ((await actions.count()) > 0) {
      await expectInReach(actions.first(), `${route.path}: first card's action`);
    }
  }
}

describe('lists on a phone (390×844)', () => {
  it("a member's and seller's screens: cards, actions in reach, nothing sideways", async () => {
    const page = (demoPage = await newPage(browser, PHONE));
    await signIn(page, 'demo', 'demo1234');
    await checkRoutes(page, memberRoutes, 'demo');
    // The invoices are cards, not a table in a sideways box.
    await visit(page, '/financial/invoices');
    expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
    await shot(page, 'phone-lists-01-invoices', { fullPage: false });
    expect(pageErrors(page)).toEqual([]);
  });

  it("a store client's home (his invoices, when he has some)", async () => {
    const email = `cliente.${Date.now().toString(36)}@exemplo.com.br`;
    const res = await fetch(`${baseURL()}/api/store/public/registerStoreClient/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=e2e-journeys', 'x-xsrf-token': 'e2e-journeys' },
      body: JSON.stringify({
        Name: 'Cliente do Celular',
        Email: email,
        PersonType: 1,
        RegionalId: freshCpf(),
        PhoneOne: '21998765432',
        Password: 'senha-da-loja-1',
        ConfirmPassword: 'senha-da-loja-1',
        Address: { ZipCode: '20040020', Street: 'Avenida Rio Branco', Number: '45', District: 'Centro', City: 'Rio de Janeiro', State: 'RJ' },
      }),
    });
    const json = (await res.json()) as {
      IsSuccess: boolean;
      Message?: string;
      Data: { IsAuth: boolean; RolesIds: number[]; AccessToken: string; ExpiresOn: string; Username: string };
    };
    expect(json.IsSuccess, json.Message).toBe(true);
    const page = await newPage(browser, PHONE);
    // Signed in as the store's sign-up leaves him (features/store/api/useStoreSession.ts).
    const { IsAuth, RolesIds, AccessToken, ExpiresOn, Username } = json.Data;
    await page.addInitScript(
      ({ auth, memory }) => {
        localStorage.setItem('authData', auth);
        localStorage.setItem('clube.storeClient', memory);
      },
      { auth: JSON.stringify({ IsAuth, RolesIds, AccessToken, ExpiresOn, Username }), memory: JSON.stringify({ Username, Store: 'demo' }) },
    );
    await page.goto('/');
    await page.getByRole('main').waitFor();
    await page.waitForFunction(() => !document.querySelector('main .mantine-Loader-root') && !!document.querySelector('main')?.textContent?.trim());
    expect(await sidewaysOverflow(page), "a store client's home scrolls sideways").toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("the operator's console lists", async () => {
    const page = await newPage(browser, PHONE);
    await signInAsAdmin(page);
    await checkRoutes(page, consoleRoutes, 'admin');
    await visit(page, '/configurations/audit');
    await shot(page, 'phone-lists-02-audit', { fullPage: false });
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('the demonstration bar and the toasts on a desktop (1366×900)', () => {
  it("neither covers 'Fatura em aberto' on the dashboard", async () => {
    const page = demoPage;
    await page.setViewportSize({ width: 1366, height: 900 });
    // A new page load: the unread-notifications toast comes once per load.
    await page.goto('/');
    const button = page.getByRole('link', { name: /^Fatura em aberto: \d+$/ });
    await button.waitFor();
    await page.getByRole('note', { name: 'Modo demonstração' }).waitFor();
    // demo has unread notifications: their toast is on screen at the same time.
    await page.getByText(/^Você tem \d+ novas notificações$/).waitFor();
    await expectInReach(button, "'Fatura em aberto'", { phone: false });
    await shot(page, 'phone-lists-03-desktop-dashboard', { fullPage: false });
    expect(pageErrors(page)).toEqual([]);
  });
});
