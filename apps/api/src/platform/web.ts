import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@clube/contract';
import { failure } from './http-errors';

/** Vite names every file under assets/ by its content hash: a new build means new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is checked with the server on each visit (ETag). */
export const REVALIDATE = 'no-cache';

/**
 * The one not-found handler: API paths answer the envelope; with a web build, other GETs that are
 * not files get index.html so deep links open the SPA.
 *
 * The build ships brotli and gzip copies of its text files (apps/web/vite.config.ts): the one the
 * browser accepts is sent, with `Vary: Accept-Encoding` (docs/performance.md, "Web").
 */
export async function registerNotFound(app: FastifyInstance, webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : undefined;
  const withWeb = !!root && existsSync(resolve(root, 'index.html'));
  if (root && !withWeb) app.log.warn({ root }, 'web build not found: only the API is served');
  if (withWeb) {
    const assets = resolve(root!, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: root!,
      wildcard: false,
      index: 'index.html',
      preCompressed: true,
      // The compressed copies are variants of their file, not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // The build's .vite/manifest.json is for the bench, not for visitors.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (withWeb && req.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]{2,5}$/i.test(path)) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(failure(messages.routeNotFound));
  });
}
