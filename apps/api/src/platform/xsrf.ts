import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { messages } from '@clube/contract';
import { forbidden } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for calls that come from outside the browser (gateway webhooks). */
    xsrf?: boolean;
  }
}

/**
 * Double-submit cookie: GET answers set `XSRF-TOKEN` (readable by the page); every other call must
 * echo it in `X-XSRF-TOKEN`, login included.
 */
export const xsrfPlugin = fp(async (app, opts: { secure: boolean }) => {
  app.addHook('onRequest', async (req, reply) => {
    const cookie = req.cookies[XSRF_COOKIE];
    if (SAFE.has(req.method)) {
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          secure: opts.secure,
          httpOnly: false,
        });
      }
      return;
    }
    if (req.routeOptions.config?.xsrf === false) return;
    const header = req.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) throw forbidden(messages.xsrfMissing);
  });
});

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
