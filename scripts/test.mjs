// `npm test`: everything needed, then every test: typecheck, lint, unit + API (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) + web component tests, the operations test (two
// compiled API instances behind nginx on PostgreSQL, apps/api/ops), then the browser journeys.
// Ends with one plain line counting every test that ran.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureApiBuilt, ensureInstalled, ensureWebBuilt, run } from './lib.mjs';

const reports = mkdtempSync(join(tmpdir(), 'clube-test-'));
const withReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];

ensureInstalled();
console.log('• Verificando tipos…');
run('npm', ['run', 'typecheck']);
console.log('• Lint…');
run('npm', ['run', 'lint']);
if (!process.env.TEST_DATABASE_URL) {
  console.log('• TEST_DATABASE_URL não definido: os testes de API rodam só no PGlite.');
}
console.log('• Testes de contrato, API e componentes…');
run('npx', ['vitest', 'run', ...withReport('unit')]);
ensureWebBuilt({ force: !!process.env.CI });
ensureApiBuilt({ force: !!process.env.CI });
console.log('• Operação: duas instâncias da API atrás do nginx (PostgreSQL)…');
run('npx', ['vitest', 'run', '--config', 'apps/api/ops/vitest.config.ts', ...withReport('ops')]);
console.log('• Jornadas no Chromium (Playwright)…');
run('node', ['apps/web/e2e/run.mjs', ...withReport('e2e')]);

let passed = 0;
let failed = 0;
for (const name of ['unit', 'ops', 'e2e']) {
  const r = JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
