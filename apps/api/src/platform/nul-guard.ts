import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { badRequest } from './errors';

/** Whether any string (or object key) inside a parsed body, query or params holds U+0000. */
export function holdsNul(value: unknown): boolean {
  // An explicit stack, not recursion: a deeply nested JSON body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The safety net behind the contract's `text()` (docs/api-wire.md): a request whose body, query or
 * path carries a NUL byte is refused before validation and handlers, schema or not, so PostgreSQL
 * (which cannot store U+0000 in text) never sees one.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) throw badRequest(messages.textInvalidCharacters);
  });
}
