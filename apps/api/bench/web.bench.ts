// The web figures of `npm run bench` (docs/performance.md, "Web"): what /login downloads (gzip JS
// from the build manifest), the bytes on the wire with and without the precompressed copies, and
// Lighthouse mobile performance (its default: Moto G Power emulation, simulated slow 4G and 4x CPU)
// on /login and on the dashboard signed in as the demo member. The product runs as `npm start`
// does: the embedded demo club on a temporary DATA_DIR, serving this checkout's web build.
// Standalone: `npx tsx apps/api/bench/web.bench.ts`. BENCH_WEB_BUILD=off measures the build as it
// is; BENCH_LIGHTHOUSE_RUNS (default 3) runs per page, the median is kept; CHROMIUM_PATH;
// BENCH_LIGHTHOUSE_REPORTS=on keeps every run's full report in bench-results/lighthouse/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

export interface LighthouseFigures {
  page: string;
  scores: number[];
  median: number;
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
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
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
    'FCP ms': Math.round(metric('first-contentful-paint')),
    'LCP ms': Math.round(metric('largest-contentful-paint')),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    'transfer KB': Number((metric('total-byte-weight') / 1024).toFixed(1)),
    benchmarkIndex: Math.round(pick.environment.benchmarkIndex),
  };
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
    const dashboard: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse keeps the storage (the session) but then also the HTTP cache: empty that one,
      // so the dashboard loads cold like /login does.
      await inTab(chrome.port, async (tab) => {
        await (await tab.context().newCDPSession(tab)).send('Network.clearBrowserCache');
      });
      dashboard.push(await runLighthouse(`${product.baseURL}/`, chrome.port, true));
    }
    const signedIn = dashboard.every((r) => r.finalDisplayedUrl.replace(/\/$/, '') === product.baseURL);
    if (!signedIn) throw new Error(`the dashboard run ended on ${dashboard.map((r) => r.finalDisplayedUrl).join(', ')}, not on /`);

    const urls = requestedUrls(login[0]!, product.baseURL);
    let compressed = 0;
    let identity = 0;
    for (const url of urls) {
      compressed += await wireBytes(url, 'gzip, deflate, br');
      identity += await wireBytes(url, 'identity');
    }
    const rows = [figures('/login', login), figures('/ (demo member)', dashboard)];
    const wire = { requests: urls.length, 'brotli KB': Number((compressed / 1024).toFixed(1)), 'uncompressed KB': Number((identity / 1024).toFixed(1)) };
    console.log(
      `\nWeb: Lighthouse ${login[0]!.lighthouseVersion} mobile performance, ${RUNS} runs per page (median), Chromium ${login[0]!.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}`,
    );
    console.table(rows.map(({ scores, ...r }) => ({ ...r, runs: scores.join(' ') })));
    console.log('Web: bytes on the wire for /login (response bodies of every same-origin request of the run)');
    console.table({ '/login': wire });
    mkdirSync('bench-results', { recursive: true });
    // Every run's full report, to read its audits (what costs the points) after the bench.
    if (process.env.BENCH_LIGHTHOUSE_REPORTS === 'on') {
      mkdirSync('bench-results/lighthouse', { recursive: true });
      login.forEach((r, i) => writeFileSync(`bench-results/lighthouse/login-${i + 1}.json`, JSON.stringify(r)));
      dashboard.forEach((r, i) => writeFileSync(`bench-results/lighthouse/dashboard-${i + 1}.json`, JSON.stringify(r)));
    }
    writeFileSync(
      'bench-results/web.json',
      JSON.stringify({ loginRoute: { js: weight.js, css: weight.css, files: weight.jsFiles }, lighthouse: rows, wire }, null, 2),
    );
    return { weight, lighthouse: rows, wire };
  } finally {
    chrome.kill();
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await webBench();
