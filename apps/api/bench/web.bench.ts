// The web figures of `npm run bench` (docs/performance.md, "Web"): what /login downloads (gzip JS
// from the build manifest, and what the browser actually fetched until the network was idle, against
// the 150 KB budget), the bytes on the wire with and without the precompressed copies, Lighthouse
// mobile performance and accessibility (its default: Moto G Power emulation, simulated slow 4G and
// 4x CPU) on /login, and on the dashboard and /financial/invoices signed in as the demo member, and
// Chromium's own installability check of the app (manifest, icons, service worker). The product
// runs as `npm start` does: the embedded demo club on a temporary DATA_DIR, serving this
// checkout's web build.
// Standalone: `npx tsx apps/api/bench/web.bench.ts`, or `npm run bench -- --only web`.
// BENCH_WEB_BUILD=off measures the build as it is; BENCH_LIGHTHOUSE_RUNS (default 3) runs per page,
// the median is kept; CHROMIUM_PATH; BENCH_LIGHTHOUSE_REPORTS=on keeps every run's full report in
// bench-results/lighthouse/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { defaultWebDist, formatWeight, loginRouteWeight } from './web-weight';

const repoRoot = new URL('../../..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags the e2e journeys use: this machine's Chromium as root, with no outside connections.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** apps/web/src/lib/auth-storage.ts: the key the web keeps its AuthData under. */
const AUTH_STORAGE_KEY = 'authData';

/** The most gzip JavaScript /login may download until the network is idle (issue 18, docs/performance.md "Web"). */
export const LOGIN_JS_BUDGET_KB = 150;
/** The Lighthouse goals on every page measured. */
const GOALS = { performance: 95, accessibility: 100 };

export interface LighthouseFigures {
  page: string;
  scores: number[];
  median: number;
  accessibility: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'transfer KB': number;
  benchmarkIndex: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startProduct(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'clube-web-bench-'));
  const { DATABASE_URL: _db, JWT_SECRET: _secret, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', JOBS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${baseURL}/api/configurations/pagesDesign/getSystemImages`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start in 180 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Body bytes of one GET as sent (no decoding), with the given Accept-Encoding. */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The demo member's AuthData, as the login page stores it. */
async function demoAuthData(baseURL: string) {
  const primed = await fetch(`${baseURL}/api/configurations/pagesDesign/getSystemImages`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(primed.headers.getSetCookie().join(';'))?.[1];
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie from the API');
  const res = await fetch(`${baseURL}/api/accounts/token/getAuthToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ Username: 'demo', Password: 'demo1234', UserType: 2 }),
  });
  const body = (await res.json()) as { Data?: { IsAuth: boolean; RolesIds: number[]; AccessToken: string; ExpiresOn: string; Username?: string } };
  if (!res.ok || !body.Data) throw new Error(`demo login failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  const { IsAuth, RolesIds, AccessToken, ExpiresOn, Username } = body.Data;
  return { IsAuth, RolesIds, AccessToken, ExpiresOn, Username };
}

/** Runs `fn` in a new tab of the Chrome Lighthouse drives (its default profile), then closes it. */
async function inTab(port: number, fn: (tab: Page) => Promise<void>) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const tab = await cdp.contexts()[0]!.newPage();
    await fn(tab);
    await tab.close();
  } finally {
    await cdp.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function runLighthouse(url: string, port: number, keepStorage: boolean, attempt = 1): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    // A trace Chromium failed to record (NO_NAVSTART and the like) happens on a busy machine: once more.
    if (attempt < 2) return runLighthouse(url, port, keepStorage, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

function figures(page: string, runs: Lhr[]): LighthouseFigures {
  const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  // The run whose score is the median gives the metrics, so that they belong together.
  const pick = runs[scores.indexOf(median(scores))]!;
  const metric = (id: string) => pick.audits[id]?.numericValue ?? NaN;
  return {
    page,
    scores,
    median: median(scores),
    accessibility: Math.round((pick.categories.accessibility?.score ?? 0) * 100),
    'FCP ms': Math.round(metric('first-contentful-paint')),
    'LCP ms': Math.round(metric('largest-contentful-paint')),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    'transfer KB': Number((metric('total-byte-weight') / 1024).toFixed(1)),
    benchmarkIndex: Math.round(pick.environment.benchmarkIndex),
  };
}

/** The accessibility audits a run failed, to fix: `id: title (n items)`. */
function failedAccessibility(lhr: Lhr): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0)
    .map((r) => {
      const items = (lhr.audits[r.id]?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
      return `${r.id}: ${lhr.audits[r.id]!.title} (${items})`;
    });
}

/**
 * The JavaScript a run fetched from this product until the network was idle, each file weighed
 * gzip -9 from the build (what the budget counts, whatever the encoding on the wire).
 */
function fetchedScripts(lhr: Lhr, baseURL: string, dist: string): { files: number; gzipKB: number; list: string[] } {
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
  const paths = [...new Set(items.filter((i) => i.url.startsWith(baseURL) && /\.m?js$/.test(new URL(i.url).pathname)).map((i) => new URL(i.url).pathname))];
  let bytes = 0;
  for (const path of paths) {
    const file = join(dist, path);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { files: paths.length, gzipKB: Number((bytes / 1024).toFixed(1)), list: paths.sort() };
}

/**
 * Chromium's own verdict on installing the app (what Lighthouse's PWA checks were until version 12
 * dropped them): its installability errors, none when installable, once the service worker controls
 * the page, and the manifest it read.
 */
async function installability(port: number, baseURL: string) {
  let result = { installable: false, errors: ['not checked'] as string[], manifest: '', serviceWorker: false };
  await inTab(port, async (tab) => {
    await tab.goto(`${baseURL}/login`);
    const controlled = await tab
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await tab.context().newCDPSession(tab);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    const errors = installabilityErrors.map((e) => e.errorId);
    result = { installable: errors.length === 0 && controlled, errors, manifest: url.replace(baseURL, ''), serviceWorker: controlled };
  });
  return result;
}

/** Same-origin URLs a Lighthouse run fetched (the page, its scripts, styles, API calls and images). */
function requestedUrls(lhr: Lhr, baseURL: string): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? [];
  return [...new Set(items.map((i) => i.url).filter((u) => u.startsWith(baseURL)))];
}

export async function webBench() {
  if (process.env.BENCH_WEB_BUILD !== 'off') {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build -w apps/web failed');
  }
  const weight = loginRouteWeight(defaultWebDist);
  console.log('\nWeb: what /login downloads before it runs (build manifest; entry, its static imports, the lazy login page)');
  console.table({ JS: formatWeight(weight.js), CSS: formatWeight(weight.css) });

  const product = await startProduct();
  // Chrome as Lighthouse launches it (its own profile); Playwright only puts the demo member's
  // session in that profile's storage, between the /login and the dashboard runs.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const login: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) login.push(await runLighthouse(`${product.baseURL}/login`, chrome.port, false));

    const auth = await demoAuthData(product.baseURL);
    await inTab(chrome.port, async (tab) => {
      await tab.goto(`${product.baseURL}/login`);
      await tab.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_STORAGE_KEY, JSON.stringify(auth)]);
    });
    const signedInRuns = async (path: string) => {
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse keeps the storage (the session) but then also the HTTP cache and the service
        // worker's copies: empty them, so the page loads cold like /login does.
        await inTab(chrome.port, async (tab) => {
          const cdp = await tab.context().newCDPSession(tab);
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', { origin: product.baseURL, storageTypes: 'cache_storage,service_workers' });
        });
        runs.push(await runLighthouse(`${product.baseURL}${path}`, chrome.port, true));
      }
      const landed = runs.every((r) => r.finalDisplayedUrl.replace(/\/$/, '') === `${product.baseURL}${path}`.replace(/\/$/, ''));
      if (!landed) throw new Error(`the ${path} run ended on ${runs.map((r) => r.finalDisplayedUrl).join(', ')}, not on ${path}`);
      return runs;
    };
    const dashboard = await signedInRuns('/');
    const invoices = await signedInRuns('/financial/invoices');
    const install = await installability(chrome.port, product.baseURL);

    const urls = requestedUrls(login[0]!, product.baseURL);
    let compressed = 0;
    let identity = 0;
    for (const url of urls) {
      compressed += await wireBytes(url, 'gzip, deflate, br');
      identity += await wireBytes(url, 'identity');
    }
    const rows = [figures('/login', login), figures('/ (demo member)', dashboard), figures('/financial/invoices (demo member)', invoices)];
    const loginScripts = fetchedScripts(login[Math.floor(login.length / 2)]!, product.baseURL, defaultWebDist);
    const failing = [login, dashboard, invoices].map((runs, i) => ({ page: rows[i]!.page, failed: failedAccessibility(runs[0]!) }));
    const wire = { requests: urls.length, 'brotli KB': Number((compressed / 1024).toFixed(1)), 'uncompressed KB': Number((identity / 1024).toFixed(1)) };
    console.log(
      `\nWeb: /login fetched ${loginScripts.files} scripts until the network was idle: ${loginScripts.gzipKB} KB gzip of JS, budget ${LOGIN_JS_BUDGET_KB} KB: ${loginScripts.gzipKB <= LOGIN_JS_BUDGET_KB ? 'within' : 'OVER'}`,
    );
    console.log(
      `\nWeb: Lighthouse ${login[0]!.lighthouseVersion} mobile performance and accessibility, ${RUNS} runs per page (median), Chromium ${login[0]!.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}; goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}`,
    );
    console.table(rows.map(({ scores, ...r }) => ({ ...r, runs: scores.join(' ') })));
    for (const f of failing) if (f.failed.length > 0) console.log(`  ${f.page}: accessibility audits failed: ${f.failed.join('; ')}`);
    console.log(
      `\nWeb: installable (Chromium's installability check, manifest ${install.manifest || 'none'}, service worker ${install.serviceWorker ? 'controls the page' : 'not in control'}): ${install.installable ? 'yes' : `no (${install.errors.join(', ')})`}`,
    );
    console.log('Web: bytes on the wire for /login (response bodies of every same-origin request of the run)');
    console.table({ '/login': wire });
    mkdirSync('bench-results', { recursive: true });
    // Every run's full report, to read its audits (what costs the points) after the bench.
    if (process.env.BENCH_LIGHTHOUSE_REPORTS === 'on') {
      mkdirSync('bench-results/lighthouse', { recursive: true });
      login.forEach((r, i) => writeFileSync(`bench-results/lighthouse/login-${i + 1}.json`, JSON.stringify(r)));
      dashboard.forEach((r, i) => writeFileSync(`bench-results/lighthouse/dashboard-${i + 1}.json`, JSON.stringify(r)));
      invoices.forEach((r, i) => writeFileSync(`bench-results/lighthouse/invoices-${i + 1}.json`, JSON.stringify(r)));
    }
    writeFileSync(
      'bench-results/web.json',
      JSON.stringify(
        {
          loginRoute: { js: weight.js, css: weight.css, files: weight.jsFiles },
          loginFetched: { ...loginScripts, budgetKB: LOGIN_JS_BUDGET_KB },
          lighthouse: rows,
          accessibilityFailures: failing,
          installability: install,
          wire,
        },
        null,
        2,
      ),
    );
    return { weight, loginScripts, lighthouse: rows, install, wire };
  } finally {
    chrome.kill();
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await webBench();
