import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;

export const baseURL = () => inject('baseURL');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const errorsOf = new WeakMap<Page, string[]>();

/**
 * A page in its own context (own storage, so a fresh session), in pt-BR and São Paulo time. The
 * clipboard is allowed (copy buttons). Uncaught page errors and 5xx answers are kept for `pageErrors`.
 */
export async function newPage(browser: Browser, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  errorsOf.set(page, errors);
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('response', (res) => {
    if (res.status() >= 500) errors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return page;
}

/** Uncaught exceptions the page threw and server errors it got so far (a journey ends expecting none). */
export const pageErrors = (page: Page) => errorsOf.get(page) ?? [];

/**
 * Keeps a screenshot of the screen as a test artefact (not committed): the whole page, or only the
 * viewport when an overlay (drawer, modal) is what matters.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Images still on their way (the logo) would be blank in the picture; a broken one counts as done.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage, animations: 'disabled' });
}

/**
 * An input by its accessible name. Unlike getByLabel it leaves out Mantine's required asterisk
 * (aria-hidden), so 'Nome' finds the field labelled 'Nome *' and not 'Nome do endereço'.
 */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Clicks a link of the side bar, then moves the pointer off it, as a member does (hovering keeps it open over the page). */
export async function clickSideBarLink(page: Page, name: string) {
  await page.getByTestId('side-bar').getByRole('link', { name, exact: true }).click();
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width - 10, height - 10);
}

/**
 * Clicks a button that opens a dialog, again if no dialog came (at most 3 times), then waits for
 * it. Pages draw at low priority (docs/performance.md "Web"): a click landing while the button is
 * redrawn may be lost, and a member clicks again, as this does.
 */
export async function openDialog(button: Locator, dialog: Locator) {
  for (let attempt = 0; attempt < 3 && !(await dialog.isVisible()); attempt++) {
    await button.click();
    await dialog.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await dialog.waitFor();
}

/** Signs in through the login form and waits for the dashboard's route. */
export async function signIn(page: Page, user: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email/Usuário').fill(user);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
