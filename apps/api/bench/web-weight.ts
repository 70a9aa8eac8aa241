// What the browser fetches to show /login, read off the web build's Vite manifest
// (apps/web/dist/.vite/manifest.json): the entry chunk, every chunk it imports statically (the
// modulepreload links of index.html), the login route's lazy page with its own static imports, and
// the other scripts index.html names (the boot script).
// Sizes are compressed here with the same settings as the build's precompression, so they are
// what is on the wire. Standalone: `npx tsx apps/api/bench/web-weight.ts [distDir]`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  js: Weight;
  css: Weight;
  jsFiles: string[];
}

export const defaultWebDist = new URL('../../web/dist', import.meta.url).pathname;
export const LOGIN_PAGE_MODULE = 'src/features/accounts/pages/LoginPage.tsx';

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

function weigh(dist: string, files: Iterable<string>): Weight {
  const w: Weight = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const body = readFileSync(join(dist, file));
    w.files++;
    w.raw += body.length;
    w.gzip += gzipSync(body, { level: 9 }).length;
    w.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return w;
}

/** The chunks a set of manifest keys loads before it runs: each one and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** Scripts index.html loads besides the entry: the boot script, built on its own (apps/web/vite.config.ts). */
function htmlScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

/** JS and CSS of the entry plus the given lazily loaded modules (source paths relative to apps/web). */
export function routeWeight(dist: string, lazyModules: string[]): RouteWeight {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const keys = staticClosure(manifest, [...entries, ...lazyModules]);
  const js = new Set([...[...keys].map((k) => manifest[k]!.file), ...htmlScripts(dist)]);
  const css = new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));
  return { js: weigh(dist, js), css: weigh(dist, css), jsFiles: [...js].sort() };
}

export const loginRouteWeight = (dist = defaultWebDist) => routeWeight(dist, [LOGIN_PAGE_MODULE]);

export function formatWeight(w: Weight) {
  return { files: w.files, 'raw KB': kb(w.raw), 'gzip KB': kb(w.gzip), 'brotli KB': kb(w.brotli) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const w = loginRouteWeight(dist ?? defaultWebDist);
  console.log('/login loads (from the build manifest):');
  console.table({ JS: formatWeight(w.js), CSS: formatWeight(w.css) });
  if (process.argv.includes('--files')) console.log(w.jsFiles.join('\n'));
}
