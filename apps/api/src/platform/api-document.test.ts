/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import type { Endpoint } from '@clube/contract';
import { createTestApp, type TestApp } from '../../test/helper';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { operationIdOf } from './api-document';

/**
 * /api/docs/json is what a club's mobile team generates a client from (docs/api-wire.md, "The
 * API document"): it must be a valid OpenAPI document, lint clean under Redocly's recommended
 * rules, and turn into TypeScript types that compile.
 */
type Json = Record<string, any>;
const PUBLIC_URL = 'https://clube.exemplo.com.br';
let t: TestApp;

/** The document of an instance with the given gateway: offline (demo) and Mercado Pago serve different routes. */
async function documentOf(env: Record<string, string>): Promise<Json> {
  const config = loadConfig({ JWT_SECRET: t.config.JWT_SECRET, JOBS: 'off', RATE_LIMITS: 'off', LOG_LEVEL: 'silent', API_DOCS: 'on', PUBLIC_URL, ...env });
  const app = await buildApp({ database: t.database, config, logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    return res.json();
  } finally {
    await app.close();
  }
}

const documents: Record<string, Json> = {};
beforeAll(async () => {
  t = await createTestApp();
  documents['offline'] = await documentOf({ PAYMENT_GATEWAY: 'offline' });
  documents['mercadopago'] = await documentOf({
    PAYMENT_GATEWAY: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: 'TEST-token',
    MERCADOPAGO_WEBHOOK_SECRET: 'test-webhook-secret',
  });
});
afterAll(() => t.close());

const operations = (doc: Json) =>
  Object.entries(doc['paths'] as Json).flatMap(([path, item]) => Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json })));

/** Compiles `files` (name -> source) in memory; answers every diagnostic as text. */
function compile(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.fileExists = (name) => name in files || fileExists(name);
  host.getSourceFile = (name, language, onError) =>
    name in files ? ts.createSourceFile(name, files[name]!, language, true) : getSourceFile(name, language, onError);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe.each(['offline', 'mercadopago'])('the API document (%s gateway)', (gateway) => {
  const doc = () => structuredClone(documents[gateway]!);

  it('is a valid OpenAPI 3.0 document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(doc() as never)).resolves.toBeTruthy();
  });

  it("lints clean under Redocly's recommended rules: no error, no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc()), absoluteRef: `/${gateway}/openapi.json`, config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('generates TypeScript types (openapi-typescript) that compile, the recursive tree included', async () => {
    const source = astToString(await openapiTS(doc() as never));
    const use = [
      "type Tree = paths['/api/users/network/getNetwork']['post']['responses'][200]['content']['application/json']['Data'];",
      "const leaf: Tree['Childs'][number]['Childs'][number]['User']['Username'] = 'ana';",
      "const node: components['schemas']['NetworkTreeNode']['ChildsTotal'] = 3;",
      "type Status = NonNullable<NonNullable<operations['adminPlansGetAll']['requestBody']>['content']['application/json']['Status']>;",
      'const active: Status = 1;',
      '// @ts-expect-error a status the contract does not know',
      'const unknown: Status = 7;',
      'export { leaf, node, active, unknown };',
    ].join('\n');
    // One module: the generated types, then a few uses a client would write.
    expect(compile({ '/virtual/api.ts': `${source}\n${use}` })).toEqual([]);
  });

  it('names every operation once, from its path, and says which need the bearer token', async () => {
    const contract = import.meta.glob('../../../../packages/contract/src/*/index.ts', { eager: true }) as Record<string, Record<string, unknown>>;
    const authOf = new Map<string, boolean>();
    for (const mod of Object.values(contract)) {
      for (const value of Object.values(mod)) {
        const e = value as Partial<Endpoint>;
        if (e && typeof e === 'object' && typeof e.path === 'string' && e.response && e.method) {
          authOf.set(`${e.method.toLowerCase()} ${e.path.replace(/:(\w+)/g, '{$1}')}`, e.auth === true);
        }
      }
    }
    const ops = operations(doc());
    const ids = ops.map(({ op }) => op['operationId']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      expect(op['operationId'], path).toBe(operationIdOf(path));
      expect(op['summary'], path).toEqual(expect.any(String));
      const auth = authOf.get(`${method} ${path}`);
      // Routes outside the contract (probes, files, the boleto page) are open.
      expect(op['security'], `${method} ${path}`).toEqual(auth ? [{ bearerAuth: [] }] : []);
    }
    expect(ops.find(({ path }) => path === '/api/users/network/getNetwork')?.op['operationId']).toBe('usersNetworkGetNetwork');
    expect(doc()['components']['securitySchemes']).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    expect(doc()['servers']).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
  });

  it('says null the OpenAPI 3.0 way: beside a type, inside the enum', () => {
    const nullableWithoutType: string[] = [];
    const enumWithoutNull: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        const n = node as Json;
        if (n['nullable'] === true && n['type'] === undefined) nullableWithoutType.push(at);
        if (n['nullable'] === true && Array.isArray(n['enum']) && !n['enum'].includes(null)) enumWithoutNull.push(at);
        for (const [k, v] of Object.entries(n)) walk(v, `${at}/${k}`);
      }
    };
    walk(doc(), '#');
    expect(nullableWithoutType).toEqual([]);
    expect(enumWithoutNull).toEqual([]);
    const status = doc()['paths']['/api/admin/plans/getAll']['post']['requestBody']['content']['application/json']['schema']['properties']['Status'];
    expect(status).toEqual({ type: 'number', enum: [0, 1, null], nullable: true });
  });
});

it('the gateways differ where they should: the webhook with Mercado Pago, the simulated payer offline', () => {
  const paths = (g: string) => Object.keys(documents[g]!['paths']);
  expect(paths('mercadopago').some((p) => p.includes('webhook'))).toBe(true);
  expect(paths('offline').some((p) => p.includes('webhook'))).toBe(false);
  expect(paths('offline')).toContain('/api/payments/boleto/{publicId}');
});
