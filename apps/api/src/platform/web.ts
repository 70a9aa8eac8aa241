import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@clube/contract';
import { failure } from './http-errors';

/**
 * The one not-found handler: API paths answer the envelope; with a web build, other GETs that are
 * not files get index.html so deep links open the SPA.
 */
export async function registerNotFound(app: FastifyInstance, webDist: string | undefined) {
  const root = webDist ? resolve(webDist) : undefined;
  const withWeb = !!root && existsSync(resolve(root, 'index.html'));
  if (root && !withWeb) app.log.warn({ root }, 'web build not found: only the API is served');
  if (withWeb) await app.register(fastifyStatic, { root: root!, wildcard: false, index: 'index.html', maxAge: '1h' });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (withWeb && req.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]{2,5}$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure(messages.routeNotFound));
  });
}
