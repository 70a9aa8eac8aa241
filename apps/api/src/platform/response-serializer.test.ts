import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineEndpoint, envelope, messages } from '@clube/contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../../test/helper';
import { registerErrorHandler } from './http-errors';
import { compileResponseSerializer, responseSerializerCompiler, serializerStats } from './response-serializer';
import { ok, route } from './route';

const viaZod = (schema: z.ZodType) => zodSerializerCompiler({ schema, method: 'GET', url: '/x' } as never) as (d: unknown) => string;

interface Node {
  Name: string;
  Children: Node[];
}
const TreeNode: z.ZodType<Node> = z.object({
  Name: z.string(),
  get Children() {
    return z.array(TreeNode);
  },
});

const Sample = envelope(
  z.object({
    Id: z.number().int(),
    Value: z.number(),
    Name: z.string().nullable(),
    Note: z.string().optional(),
    Kind: z.enum(['a', 'b']),
    Flag: z.literal(false),
    Either: z.union([z.number(), z.string()]),
    Tags: z.array(z.string()),
    ByField: z.record(z.string(), z.array(z.string())),
    Tree: TreeNode,
  }),
);
const good = {
  Id: 7,
  Value: 12.5,
  Name: null,
  Kind: 'b',
  Flag: false,
  Either: 'x',
  Tags: ['1', 'dois "aspas" \u2028 e \\ barra'],
  ByField: { campo: ['mensagem'] },
  Tree: { Name: 'raiz', Children: [{ Name: 'folha', Children: [] }] },
};

describe('compiled response serializer', () => {
  const fast = compileResponseSerializer(Sample)!;

  it('writes exactly what zod writes, byte for byte', () => {
    for (const data of [
      ok(good),
      ok({ ...good, Name: 'Ana', Note: 'nota', Either: 3, Value: -0.1 }),
      { ...ok(good), PaginationSettings: { Page: 1, TotalPages: 2, TotalRows: 51, AllPages: [1, 2] } },
      { ...ok(good), PaginationSettings: null },
    ]) {
      expect(fast(data)).toBe(viaZod(Sample)(data));
    }
  });

  it('never writes a field the schema does not list, at any depth', () => {
    const leaky = { ...ok({ ...good, PasswordHash: '$argon2id$...', Tree: { ...good.Tree, Cpf: '123' } }), Extra: 1 };
    const out = fast(leaky)!;
    expect(out).toBe(viaZod(Sample)(leaky));
    expect(out).not.toMatch(/PasswordHash|argon2|Cpf|Extra/);
  });

  it('refuses a value of the wrong type (no coercion)', () => {
    for (const bad of [
      { ...good, Id: 7.5 },
      { ...good, Id: '7' },
      { ...good, Value: Number.NaN },
      { ...good, Value: Number.POSITIVE_INFINITY },
      { ...good, Name: undefined },
      { ...good, Kind: 'c' },
      { ...good, Flag: true },
      { ...good, Either: true },
      { ...good, Tags: 'um' },
      { ...good, Tags: [1] },
      { ...good, ByField: { campo: 'mensagem' } },
      { ...good, Tree: { Name: 'raiz', Children: [{ Name: 1, Children: [] }] } },
      { ...good, Name: new Date() },
    ]) {
      expect(fast(ok(bad)), JSON.stringify(bad)).toBeUndefined();
      expect(() => viaZod(Sample)(ok(bad))).toThrow();
    }
  });

  it('leaves to zod what it does not compile', () => {
    expect(compileResponseSerializer(z.object({ A: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(compileResponseSerializer(z.looseObject({ A: z.string() }))).toBeUndefined();
    expect(compileResponseSerializer(z.object({ A: z.string().default('x') }))).toBeUndefined();
    expect(compileResponseSerializer(z.record(z.enum(['a']), z.string()))).toBeUndefined();
  });
});

describe('responses through route()', () => {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: '/test/sample',
    summary: 'teste',
    tags: ['test'],
    auth: false,
    query: z.object({ case: z.enum(['good', 'leaky', 'wrong', 'short']) }),
    response: envelope(z.object({ Id: z.number().int(), Code: z.string().min(3) })),
  });
  const answers = { good: { Id: 1, Code: 'abc' }, leaky: { Id: 1, Code: 'abc', Secret: 's' }, wrong: { Id: '1', Code: 'abc' }, short: { Id: 1, Code: 'ab' } };
  const apps: Record<'production' | 'tests', FastifyInstance> = {} as never;

  beforeAll(async () => {
    for (const [name, checkAgainstZod] of [
      ['production', false],
      ['tests', true],
    ] as const) {
      const app = Fastify({ logger: false });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod }));
      registerErrorHandler(app);
      route(app, endpoint, async ({ query }) => ok(answers[query.case] as never));
      await app.ready();
      apps[name] = app;
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((a) => a.close()));
  });
  const get = (app: FastifyInstance, c: string) => app.inject({ method: 'GET', url: `/test/sample?case=${c}` });

  it('strips unlisted fields and answers a wrong type with the contract 500', async () => {
    for (const app of Object.values(apps)) {
      expect((await get(app, 'good')).body).toBe('{"IsSuccess":true,"Message":null,"Data":{"Id":1,"Code":"abc"}}');
      expect((await get(app, 'leaky')).body).toBe('{"IsSuccess":true,"Message":null,"Data":{"Id":1,"Code":"abc"}}');
      const wrong = await get(app, 'wrong');
      expect(wrong.statusCode).toBe(500);
      expect(wrong.json()).toEqual({ IsSuccess: false, Message: messages.serverError, Data: null });
    }
  });

  it('checks refinements (lengths, formats) on the way out only in tests', async () => {
    expect((await get(apps.production, 'short')).statusCode).toBe(200);
    expect((await get(apps.tests, 'short')).statusCode).toBe(500);
  });
});

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serializes every route with the compiled serializer', () => {
    // Fastify compiles each route's response schemas while the app starts.
    expect(serializerStats.compiled).toBeGreaterThan(100);
    expect(serializerStats.fallbacks).toEqual([]);
  });
});
