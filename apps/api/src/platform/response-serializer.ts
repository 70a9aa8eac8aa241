import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses leave through the contract's schema, compiled once per route into a plain function
 * (docs/performance.md, "Response serialization"): it keeps only the fields the schema lists
 * (an unlisted field never leaves, as with zod's strip) and checks every value's type (string,
 * finite number, safe integer, boolean, null, enum and literal values, array, union) before
 * `JSON.stringify`. zod's own encode did the same work through its generic machinery, about 15 %
 * of a hot read's time.
 *
 * What it does not re-check in production: string and number refinements (lengths, formats,
 * ranges) on the way out. `checkAgainstZod` (on in the API tests) also encodes every response
 * with zod and fails the call when the two disagree by one byte. A value of the wrong type never
 * leaves: the call goes to zod, which answers or raises the usual 500.
 *
 * A schema with anything else (pipes, transforms, defaults, loose or strict objects, non-string
 * record keys...) keeps zod's serializer; `serializerStats.fallbacks` lists them for the test that
 * keeps it empty.
 */
const MISMATCH = Symbol('mismatch');
type Clean = (value: unknown) => unknown;

class Unsupported extends Error {}

type Def = z.core.$ZodTypeDef & Record<string, any>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;

const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32']);

function isInteger(def: Def): boolean {
  if (def['format'] !== undefined) {
    if (!INTEGER_FORMATS.has(def['format'])) throw new Unsupported(`number format ${def['format']}`);
    return true;
  }
  return (def.checks ?? []).some((c) => {
    const cd = c._zod.def as unknown as Record<string, unknown>;
    return cd['check'] === 'number_format' && INTEGER_FORMATS.has(cd['format'] as string);
  });
}

function compileNode(schema: z.core.$ZodType, memo: Map<z.core.$ZodType, Clean>): Clean {
  const known = memo.get(schema);
  if (known) return known;
  // Recursive schemas (a tree of members) reach themselves again while being compiled.
  const slot: { clean?: Clean } = {};
  memo.set(schema, (v) => slot.clean!(v));
  slot.clean = build(schema, memo);
  memo.set(schema, slot.clean);
  return slot.clean;
}

function build(schema: z.core.$ZodType, memo: Map<z.core.$ZodType, Clean>): Clean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (v) => (typeof v === 'string' ? v : MISMATCH);
    case 'number':
      return isInteger(def) ? (v) => (Number.isSafeInteger(v) ? v : MISMATCH) : (v) => (typeof v === 'number' && Number.isFinite(v) ? v : MISMATCH);
    case 'boolean':
      return (v) => (typeof v === 'boolean' ? v : MISMATCH);
    case 'null':
      return (v) => (v === null ? v : MISMATCH);
    // Free JSON the schema does not shape (an audit row's before and after): zod passes it as is.
    case 'unknown':
      return (v) => v;
    case 'literal': {
      const values: unknown[] = def['values'];
      if (!values.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x))) throw new Unsupported('literal');
      return (v) => (values.includes(v) ? v : MISMATCH);
    }
    case 'enum': {
      const values = new Set<unknown>(Object.values(def['entries']));
      return (v) => (values.has(v) ? v : MISMATCH);
    }
    case 'nullable': {
      const inner = compileNode(def['innerType'], memo);
      return (v) => (v === null ? v : inner(v));
    }
    case 'optional': {
      const inner = compileNode(def['innerType'], memo);
      return (v) => (v === undefined ? v : inner(v));
    }
    case 'array': {
      const element = compileNode(def['element'], memo);
      return (v) => {
        if (!Array.isArray(v)) return MISMATCH;
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) {
          const x = element(v[i]);
          if (x === MISMATCH) return MISMATCH;
          // zod writes undefined elements as undefined; JSON.stringify then writes null. Same here.
          out[i] = x;
        }
        return out;
      };
    }
    case 'object': {
      if (def['catchall'] !== undefined) throw new Unsupported('object with catchall (loose or strict)');
      const shape: Record<string, z.core.$ZodType> = def['shape'];
      const fields = Object.keys(shape).map((key) => ({ key, clean: compileNode(shape[key]!, memo) }));
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return MISMATCH;
        const source = v as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const { key, clean } of fields) {
          const x = clean(source[key]);
          if (x === MISMATCH) return MISMATCH;
          if (x !== undefined) out[key] = x;
        }
        return out;
      };
    }
    case 'union': {
      if (def['discriminator'] !== undefined || def['inclusive'] === false) throw new Unsupported('discriminated or exclusive union');
      // zod answers the first option that accepts the value; so does this.
      const options = (def['options'] as z.core.$ZodType[]).map((o) => compileNode(o, memo));
      return (v) => {
        for (const option of options) {
          const x = option(v);
          if (x !== MISMATCH) return x;
        }
        return MISMATCH;
      };
    }
    case 'record': {
      const keyDef = defOf(def['keyType']);
      if (keyDef.type !== 'string' || (keyDef.checks ?? []).length > 0 || keyDef['format'] !== undefined)
        throw new Unsupported('record keys other than plain strings');
      const value = compileNode(def['valueType'], memo);
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return MISMATCH;
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(v)) {
          if (key === '__proto__') return MISMATCH;
          const x = value((v as Record<string, unknown>)[key]);
          if (x === MISMATCH) return MISMATCH;
          if (x !== undefined) out[key] = x;
        }
        return out;
      };
    }
    default:
      throw new Unsupported(def.type);
  }
}

/**
 * Compiles a response schema into `(data) => JSON text`, undefined when the data does not match;
 * the compiler answers undefined for a schema it does not handle.
 */
export function compileResponseSerializer(schema: z.core.$ZodType): ((data: unknown) => string | undefined) | undefined {
  let clean: Clean;
  try {
    clean = compileNode(schema, new Map());
  } catch (err) {
    if (err instanceof Unsupported) return undefined;
    throw err;
  }
  return (data) => {
    const x = clean(data);
    return x === MISMATCH ? undefined : JSON.stringify(x);
  };
}

/** How many response schemas were compiled, and the routes whose schema kept zod's serializer. */
export const serializerStats = { compiled: 0, fallbacks: [] as string[] };

export function responseSerializerCompiler(opts: { checkAgainstZod: boolean }): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const { schema, method, url, httpStatus } = routeSchema as { schema: z.core.$ZodType; method: string; url: string; httpStatus?: string };
    const viaZod = zodSerializerCompiler(routeSchema as never) as (data: unknown) => string;
    const fast = typeof schema === 'object' && schema !== null && '_zod' in schema ? compileResponseSerializer(schema) : undefined;
    if (!fast) {
      serializerStats.fallbacks.push(`${method} ${url} ${httpStatus ?? ''}`.trim());
      return viaZod;
    }
    serializerStats.compiled++;
    if (!opts.checkAgainstZod) {
      // A value of the wrong type: zod decides (the usual 500, its issues logged).
      return (data) => fast(data) ?? viaZod(data);
    }
    return (data) => {
      const expected = viaZod(data);
      const out = fast(data);
      if (out !== expected) {
        throw new Error(`response serializer disagrees with zod on ${method} ${url}: ${String(out).slice(0, 300)} <> ${expected.slice(0, 300)}`);
      }
      return out;
    };
  };
}
