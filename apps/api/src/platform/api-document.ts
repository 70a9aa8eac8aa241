import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.0 document at /api/docs/json, generated from the contract (docs/api-wire.md,
 * "The API document"): what a club's mobile team generates a client from. It must read cleanly in
 * the usual tools (Redocly's recommended rules, openapi-typescript), so the generation itself
 * settles what zod's JSON Schema leaves loose for OpenAPI 3.0: null in unions, recursive schemas,
 * operation ids and each operation's security.
 */

/** The name every session-bearing operation lists in `security` (the bearer token of getAuthToken). */
export const BEARER_SCHEME = 'bearerAuth';

type Json = Record<string, any>;

/** zod's openapi-3.0 form of `null`: a branch that only admits null. */
const isNullBranch = (s: Json) => s['nullable'] === true && Array.isArray(s['enum']) && s['enum'].length === 1 && s['enum'][0] === null;
/** A literal's branch: one type, one value and nothing else. */
const isLiteral = (s: Json) => typeof s['type'] === 'string' && Array.isArray(s['enum']) && s['enum'].length === 1 && Object.keys(s).length === 2;
const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] } as const;

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type` and refuses null outside `enum` when there is
 * one; zod's 3.0 output breaks both (a nullable union of literals, a nullable free value). Each
 * schema node is rewritten so that null is said in a way every reader understands, without
 * changing what the wire accepts.
 */
function nullableFor30(node: Json): void {
  const anyOf = node['anyOf'] as Json[] | undefined;
  if (anyOf) {
    const kept = anyOf.filter((b) => Object.keys(b).length > 0);
    const others = kept.filter((b) => !isNullBranch(b));
    const nullable = others.length < kept.length || node['nullable'] === true;
    if (others.length > 0 && others.every(isLiteral) && others.every((b) => b['type'] === others[0]!['type'])) {
      // 0 | 1 (| null): one enum of one type, as the spec's codes read.
      delete node['anyOf'];
      node['type'] = others[0]!['type'];
      node['enum'] = [...others.map((b) => b['enum'][0]), ...(nullable ? [null] : [])];
      if (nullable) node['nullable'] = true;
      else delete node['nullable'];
    } else if (others.length === 1 && typeof others[0]!['type'] === 'string') {
      delete node['anyOf'];
      Object.assign(node, others[0], nullable ? { nullable: true } : {});
    } else {
      // Several types (or a $ref) and null: null stays a branch of its own.
      delete node['nullable'];
      node['anyOf'] = nullable ? [...others, { ...NULL_BRANCH }] : others;
    }
  }
  if (node['nullable'] === true && node['type'] === undefined) {
    delete node['nullable'];
    // A free value ({}) already admits null; anything else gets null as a branch.
    const rest = Object.keys(node).filter((k) => k !== 'description');
    if (rest.length > 0) {
      const inner: Json = {};
      for (const k of rest) {
        inner[k] = node[k];
        delete node[k];
      }
      node['anyOf'] = [inner, { ...NULL_BRANCH }];
    }
  }
  if (node['nullable'] === true && Array.isArray(node['enum']) && !node['enum'].includes(null)) node['enum'] = [...node['enum'], null];
}

/** What fastify-type-provider-zod's own override does (dates as strings, undefined as null on output), plus nullableFor30. */
function override(io: 'input' | 'output') {
  return (ctx: { zodSchema: { _zod: { def: { type: string } } }; jsonSchema: Json }) => {
    const type = ctx.zodSchema._zod.def.type;
    if (type === 'date' && io === 'output') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    if (type === 'undefined' && io === 'output') ctx.jsonSchema['type'] = 'null';
    nullableFor30(ctx.jsonSchema);
  };
}

/**
 * An operation id a client generator turns into a method name: the path's words after /api,
 * parameters left out, in camelCase (POST /api/users/network/getNetwork -> usersNetworkGetNetwork).
 * The path is unique per method, and no path is served by two methods, so the id is unique.
 */
export function operationIdOf(url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s && !s.startsWith(':') && !s.startsWith('{'))
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** Every $ref of a document, to keep only the components something points at. */
function refsOf(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') into.add(v.replace('#/components/schemas/', ''));
      else refsOf(v, into);
    }
  }
  return into;
}

export function apiDocumentOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  const input = createJsonSchemaTransform({ zodToJsonConfig: { override: override('input') } as never });
  const output = createJsonSchemaTransform({ zodToJsonConfig: { override: override('output') } as never });
  const components = createJsonSchemaTransformObject({ zodToJsonConfig: { override: override('output') } as never });
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Clube Office API',
        version: '1.0.0',
        description: 'Escritório virtual do Clube: API gerada do contrato.',
        license: { name: 'Uso restrito ao clube e a seus integradores', url: publicUrl },
      },
      servers: [{ url: publicUrl, description: 'Este clube' }],
      components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (doc) => {
      // Requests and responses are converted apart: zod reads a schema's input and output sides differently.
      const { schema: request } = input(doc as never);
      const { schema: response } = output(doc as never);
      const schema: Json = { ...request, response: (response as Json)['response'] };
      if (!schema['hide']) schema['operationId'] ??= operationIdOf(doc.url);
      return { schema, url: doc.url };
    },
    transformObject: (doc) => {
      const document = components(doc as never) as Json;
      const used = refsOf(document['paths'], new Set());
      // A component only the other side of a schema would use (NetworkTreeNodeInput) is left out.
      for (let grew = true; grew;) {
        const before = used.size;
        for (const id of [...used]) refsOf(document['components']?.['schemas']?.[id], used);
        grew = used.size > before;
      }
      const schemas = Object.fromEntries(Object.entries((document['components']?.['schemas'] ?? {}) as Json).filter(([id]) => used.has(id)));
      return { ...document, components: { ...document['components'], schemas } };
    },
  };
}
