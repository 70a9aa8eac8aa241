import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; below MIN_BYTES the headers cost about what compression saves. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of the build, once, so the
 * server sends them as they are (apps/api/src/platform/web.ts, docs/performance.md "Web") and
 * never compresses on a request. The build's own .vite/ folder is left alone.
 */
function precompress(): Plugin {
  return {
    name: 'clube:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir!;
        const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.'));
        await Promise.all(
          files.map(async (file) => {
            const path = join(dir, file);
            const body = await readFile(path);
            if (body.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: 9 }),
            ]);
            if (br.length < body.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

/**
 * The loading order of index.html (docs/performance.md "Web"). The boot script (src/boot/boot.ts)
 * goes first, at high priority: it asks for the logo and the public configuration while the rest
 * downloads. It is built on its own, one file with nothing to import, so that it never waits for a
 * chunk it would share with the app. The app's entry and its modulepreloads are marked low
 * priority: the first paint (the loading screen) needs only the HTML and the CSS, so the scripts
 * no longer hold it back, and the browser fetches the stylesheet and the boot script before them.
 */
function loadingOrder(): Plugin {
  let bootCode = '';
  return {
    name: 'clube:loading-order',
    apply: 'build',
    async buildStart() {
      const [out] = (await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        build: { write: false, minify: true, lib: { entry: resolve(import.meta.dirname, BOOT_SOURCE), formats: ['es'], fileName: 'boot' } },
      })) as Rolldown.RolldownOutput[];
      const chunks = out!.output.filter((o) => o.type === 'chunk');
      if (chunks.length !== 1) throw new Error(`the boot script must build to one file, not ${chunks.length}`);
      bootCode = chunks[0]!.code;
      this.emitFile({ type: 'asset', name: BOOT_FILE, source: bootCode });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find((a) => a.type === 'asset' && a.names.includes(BOOT_FILE));
        if (!boot) throw new Error('the boot script is missing from the build');
        const lowPriority = html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" fetchpriority="low" crossorigin src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" fetchpriority="low" crossorigin href=');
        // index.html preloads the answers the boot script asks for: a preload nobody takes would be
        // a wasted request, so each one must be an address the script fetches.
        for (const [, href] of html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)) {
          if (!bootCode.includes(JSON.stringify(href))) throw new Error(`index.html preloads ${href}, which the boot script does not fetch`);
        }
        const bootTag = `<script type="module" async fetchpriority="high" src="/${boot.fileName}"></script>`;
        const entryTag = '<script type="module" fetchpriority="low"';
        if (!lowPriority.includes(entryTag)) throw new Error('index.html has no entry script to put the boot script before');
        return lowPriority.replace(entryTag, `${bootTag}\n    ${entryTag}`);
      },
    },
  };
}

const BOOT_SOURCE = 'src/boot/boot.ts';
const BOOT_FILE = 'boot.js';

/**
 * The Mantine components of the login form, which nearly every other form draws too, in one file.
 * Left to automatic splitting they are 13 chunks of under 4 KB each, and each file compressed on its
 * own weighs about 3.5 KB gzip more than the same code in one (docs/performance.md "Web"). Their
 * dependencies stay where automatic splitting puts them (most are in the entry).
 */
const formComponents = {
  name: 'mantine-forms',
  test: /[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](ActionIcon|Anchor|Button|Center|CloseButton|Group|Image|Input|InputBase|Paper|PasswordInput|Stack|TextInput|Title|Transition|UnstyledButton)[\\/]|core[\\/]styles-api[\\/]use-resolved-styles-api)/,
  includeDependenciesRecursively: false,
};

/** The club's colour (Mantine's indigo.6, src/app/theme.ts): the phone's status bar and splash. */
const THEME_COLOR = '#4c6ef5';

/**
 * The installable app (docs/app.md#installable-app): the web manifest, linked from index.html, and
 * the service worker src/sw/sw.ts, built to /sw.js. The worker installs only the offline page and
 * the icons (the manifest lists them): precaching every chunk would download the whole office on
 * the first visit to /login. It keeps each hashed file the app loads instead, and never the API.
 * main.tsx registers it once the page has loaded (no registration script in index.html).
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Clube Office — Escritório Virtual',
    short_name: 'Clube Office',
    description: 'Seu escritório do clube no celular: faturas, saldo, saques, rede e pedidos.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['business', 'finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeManifestIcons: false,
  injectManifest: { globPatterns: ['offline.html', 'icons/icon-192.png'] },
});

export default defineConfig({
  plugins: [react(), loadingOrder(), precompress(), installableApp],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest tells the bench which chunks /login loads (apps/api/bench/web-weight.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
    rolldownOptions: {
      output: { codeSplitting: { groups: [formComponents] } },
    },
  },
});
