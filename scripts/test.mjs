// `npm test`: everything needed, then every test: typecheck, lint, unit + API (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) + web component tests, then the browser journeys.
import { ensureInstalled, ensureWebBuilt, run } from './lib.mjs';

ensureInstalled();
console.log('• Verificando tipos…');
run('npm', ['run', 'typecheck']);
console.log('• Lint…');
run('npm', ['run', 'lint']);
if (!process.env.TEST_DATABASE_URL) {
  console.log('• TEST_DATABASE_URL não definido: os testes de API rodam só no PGlite.');
}
console.log('• Testes de contrato, API e componentes…');
run('npx', ['vitest', 'run']);
ensureWebBuilt({ force: !!process.env.CI });
console.log('• Jornadas no Chromium (Playwright)…');
run('node', ['apps/web/e2e/run.mjs']);
