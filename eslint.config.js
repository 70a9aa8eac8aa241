import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/*
 * Feature boundaries (docs/README.md, "Feature boundaries"): code in features/<a>/ reaches another
 * feature only through features/<b>/index.ts, which exports what the rest of the app may use (the
 * web's cache keys included). The built-in no-restricted-imports checks the import text, so the
 * patterns are regular expressions per folder depth: from features/<a>/x.ts another feature is
 * '../<b>/...', from features/<a>/api/x.ts it is '../../<b>/...' (while '../lib/...' is still <a>).
 * Globs cannot say this: gitignore's '*' also matches '..', and '../*' would catch '../../platform'.
 *
 * Exceptions, each one a composition root or test code:
 * - apps/api/src/routes.ts registers every feature's route plugin (features/<x>/<x>.routes). The
 *   plugins stay out of the index files so that importing a feature's services never loads routes.
 * - apps/web/src/app/router.tsx loads every page (features/<x>/pages/<Page>) lazily, one chunk each;
 *   through an index every page would land in one chunk.
 * - Tests (*.test.ts(x), __tests__/, *.fixtures.ts, *.test-support.ts) may also import another
 *   feature's fixtures: they write rows straight to the database, bypassing the rules, so they stay
 *   out of the index files and out of the production import graph (production code importing a
 *   fixture is refused).
 * - apps/api/bench/ is not checked: it times single queries of a feature's repository, which no
 *   feature exports.
 * Everything else (app.ts, seed/, the test helper, the web's app/) uses the index files; platform/
 * and the web's ui/ and lib/ import no feature at all (Layers, below).
 * The rule reads static imports and re-exports (type-only ones included), not import() calls nor
 * vi.mock() paths: a test mocks the module that defines what it replaces.
 */
const FEATURE = '[a-z][a-z0-9-]*';
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/*.fixtures.ts', '**/*.test-support.ts'];
const FIXTURE = '(?:.*/)?[^/]*(?:fixtures|\\.test-support)$';
const MAX_DEPTH = 3;

/** An import of features/<x>/<tail> is refused unless <tail> is the index or one of `allowed`. */
function crossFeature(prefix, allowed) {
  return `${prefix}${FEATURE}/${['index$', ...allowed].map((a) => `(?!${a})`).join('')}.+`;
}

function boundaryRule({ depth, tests, allowed = [] }) {
  const tails = tests ? [...allowed, FIXTURE] : allowed;
  const regexes = [crossFeature('^\\.{1,2}/(?:.*/)?features/', tails)];
  if (depth !== undefined) regexes.push(crossFeature(`^(?:\\.\\./){${depth + 1}}`, tails));
  const message = tests
    ? "Import another feature through its index.ts (or its fixtures, in tests): see docs/README.md, 'Feature boundaries'."
    : "Import another feature through its index.ts: see docs/README.md, 'Feature boundaries'.";
  return { 'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }] };
}

const SOURCES = '{ts,tsx,js,mjs}';
const featureFolder = (depth) => `apps/{api,web}/src/features/*/${'*/'.repeat(depth)}*.${SOURCES}`;
const featureBoundaries = [
  { files: [`apps/{api,web}/**/*.${SOURCES}`], ignores: ['apps/api/bench/**'], rules: boundaryRule({}) },
  { files: TEST_FILES.map((t) => [`apps/{api,web}/**/*.${SOURCES}`, t]), ignores: ['apps/api/bench/**'], rules: boundaryRule({ tests: true }) },
  { files: ['apps/api/src/routes.ts'], rules: boundaryRule({ allowed: ['[^/]+\\.routes$'] }) },
  { files: ['apps/web/src/app/router.tsx'], rules: boundaryRule({ allowed: ['pages/[^/]+$'] }) },
  ...Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => [
    { files: [featureFolder(depth)], rules: boundaryRule({ depth }) },
    { files: TEST_FILES.map((t) => [featureFolder(depth), t]), rules: boundaryRule({ depth, tests: true }) },
  ]).flat(),
];

/*
 * The web's cache keys live once, in features/<x>/api/queryKeys.ts, and leave the feature through
 * its index.ts: a key typed as a literal elsewhere (['ledger'] in five places) drifts from the
 * owner's and its invalidation silently stops matching.
 */
const LITERAL_QUERY_KEY =
  "Use the owning feature's key (features/<x>/api/queryKeys.ts, exported by its index.ts), not a literal array: see docs/README.md, 'Feature boundaries'.";
/** QueryClient calls whose first argument is a key (getQueryData(key), setQueryData(key, data)...). */
const QUERY_CACHE_CALL = 'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)(Data|State)$/]';
const queryKeysOnlyFromTheirOwner = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/features/*/api/queryKeys.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "Property[key.name='queryKey'] > ArrayExpression.value", message: LITERAL_QUERY_KEY },
      {
        selector: "Property[key.name='queryKey'] > :matches(TSAsExpression, TSSatisfiesExpression).value > ArrayExpression.expression",
        message: LITERAL_QUERY_KEY,
      },
      { selector: `${QUERY_CACHE_CALL} > ArrayExpression.arguments:first-child`, message: LITERAL_QUERY_KEY },
      {
        selector: `${QUERY_CACHE_CALL} > :matches(TSAsExpression, TSSatisfiesExpression).arguments:first-child > ArrayExpression.expression`,
        message: LITERAL_QUERY_KEY,
      },
    ],
  },
};

/*
 * Layers, checked on resolved files by eslint-plugin-import-x (so every spelling of a path is
 * caught): what features are built on never imports a feature, or a change inside one feature
 * would reach every other through the foundation.
 * - API: platform/, db/ and integrations/ never import features/ (what one of them needs from a
 *   feature moves down to it, or to packages/contract).
 * - Web: ui/ and lib/ never import features/.
 * Tests there are exempt, as above: a platform test may run a feature's job to see the platform
 * run it, and that code stays out of the production import graph.
 */
const SOURCE_ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];
const importXSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
};
const layerZone = (app, layers) => ({
  target: layers.map((layer) => `${app}/${layer}`),
  from: `${app}/features`,
  message: "Foundations never import a feature: move what they need down to them (see docs/README.md, 'Feature boundaries').",
});
const layers = {
  files: [`apps/api/src/{platform,db,integrations}/**/*.${SOURCES}`, `apps/web/src/{ui,lib}/**/*.${SOURCES}`],
  ignores: TEST_FILES,
  plugins: { 'import-x': importX },
  settings: importXSettings,
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: import.meta.dirname, zones: [layerZone('apps/api/src', ['platform', 'db', 'integrations']), layerZone('apps/web/src', ['ui', 'lib'])] },
    ],
  },
};

/*
 * No import cycles in apps/api/src, apps/web/src or packages/contract/src (tests included): a
 * cycle makes load order decide whether a module sees its import's exports (undefined at start
 * up), and it usually means two modules are one, or a third hides between them.
 * ignoreExternal: packages are not followed (none imports our code back, and parsing pglite's
 * bundles overflows the parser's stack). Measured on this repository, `npx eslint .` went from 49 s
 * to 59 s (CPU 40 s to 56 s, no-cycle's own share 16 s), so the search depth is left unbounded.
 */
const noCycles = {
  files: SOURCE_ROOTS.map((root) => `${root}/**/*.${SOURCES}`),
  plugins: { 'import-x': importX },
  settings: importXSettings,
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/*
 * One role suffix per file kind in the API's features: a mapper file is `<name>.mapper.ts` (the
 * eleven that said so against four `.mappers.ts`), as the others are `.service.ts`,
 * `.repository.ts`, `.routes.ts`; one spelling keeps a feature's files findable by name.
 */
const oneRoleSuffix = {
  files: ['apps/api/src/features/**/*.ts'],
  plugins: {
    files: {
      rules: {
        'role-suffix': {
          meta: { type: 'suggestion', schema: [] },
          create: (context) => ({
            Program(node) {
              if (/\.mappers\.ts$/.test(context.filename))
                context.report({ node, message: 'Name a mapper file <name>.mapper.ts (one role suffix per kind of file).' });
            },
          }),
        },
      },
    },
  },
  rules: { 'files/role-suffix': 'error' },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/migrations/**', 'apps/web/e2e/artifacts/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...featureBoundaries,
  queryKeysOnlyFromTheirOwner,
  layers,
  noCycles,
  oneRoleSuffix,
  /*
   * One writer for the invoice (docs/payments.md#invoice-lifecycle-and-handlers): only
   * apps/api/src/features/invoices/ inserts, updates or deletes invoices rows, through drizzle
   * (`.insert(invoices)`, `.update(invoices)`, `.delete(invoices)`) or raw SQL (`INSERT INTO
   * invoices`, `UPDATE invoices`, `DELETE FROM invoices`, the table written out or interpolated as
   * `${invoices}`). Everyone else asks the invoices feature for a transition (issue, settle, cancel
   * pending, expire, cancel paid), whose guarded update runs the types' handlers.
   * Exempt, because they write a past no transition could produce today and production code never
   * imports them: tests and their fixtures (*.test.ts, *.fixtures.ts, *.test-support.ts: an invoice
   * 40 days overdue, a fee paid months ago), and apps/api/src/seed/ (the demo club's backdated
   * history: created_at moved to the story's days, the founders' adhesions; what the seed pays
   * today goes through the services). apps/api/bench/ is not linted.
   */
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/features/invoices/**', 'apps/api/src/seed/**', ...TEST_FILES],
    plugins: {
      invoices: {
        rules: {
          'one-writer': {
            meta: { type: 'problem', schema: [] },
            create(context) {
              const MESSAGE = 'Only features/invoices writes the invoices table: call its lifecycle (docs/payments.md#invoice-lifecycle-and-handlers).';
              const WRITE_SQL = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?invoices"?(?![\w.])/i;
              const isInvoices = (n) =>
                (n?.type === 'Identifier' && n.name === 'invoices') || (n?.type === 'MemberExpression' && n.property?.name === 'invoices');
              return {
                CallExpression(node) {
                  const callee = node.callee;
                  if (callee.type === 'MemberExpression' && ['insert', 'update', 'delete'].includes(callee.property?.name) && isInvoices(node.arguments[0])) {
                    context.report({ node, message: MESSAGE });
                  }
                },
                TemplateLiteral(node) {
                  const text = node.quasis
                    .map((q, i) => q.value.raw + (i < node.expressions.length ? (isInvoices(node.expressions[i]) ? 'invoices' : ' ? ') : ''))
                    .join('');
                  if (WRITE_SQL.test(text)) context.report({ node, message: MESSAGE });
                },
                Literal(node) {
                  if (typeof node.value === 'string' && WRITE_SQL.test(node.value)) context.report({ node, message: MESSAGE });
                },
              };
            },
          },
        },
      },
    },
    rules: { 'invoices/one-writer': 'error' },
  },
);
