import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { FAVICON_PATH, getSystemImages } from '@clube/contract/configurations';
import { notFound } from '../../platform/errors';
import { ok, route } from '../../platform/route';
import { systemImages } from './system-images.service';
import { storedFilesRoutes } from './stored-files.routes';
import { integrationsRoutes } from './integrations.routes';
import { configurationGroupsRoutes } from './configuration-groups.routes';
import { unilevelsRoutes } from './unilevels.routes';

export async function configurationsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getSystemImages, async () => ok(await systemImages(db())));

  app.get(FAVICON_PATH, { schema: { summary: 'Redireciona para o favicon do clube', tags: ['configurations'] } }, async (_req, reply) => {
    const { Favicon } = await systemImages(db());
    if (!Favicon) throw notFound(messages.fileNotFound);
    // A redirect, not the file: the favicon may change and browsers hold favicons a long time.
    return reply.header('Cache-Control', 'no-cache').redirect(Favicon.FullUrl, 302);
  });

  await app.register(storedFilesRoutes);
  await app.register(integrationsRoutes);
  await app.register(configurationGroupsRoutes);
  await app.register(unilevelsRoutes);
}
