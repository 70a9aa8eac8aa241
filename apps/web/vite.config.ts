import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest tells the bench which chunks /login loads (apps/api/bench/web-weight.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [formComponents] } } },
  },
});
