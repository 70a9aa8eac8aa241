import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { messages } from '@clube/contract';
import { FAVICON_PATH, getSystemImages, updateSystemImage } from '@clube/contract/configurations';
import { auditActorOf } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { ok, route } from '../../platform/route';
import { SYSTEM_IMAGE_MULTIPART_LIMITS, readSystemImageUpload } from './system-image-upload';
import * as images from './system-images.service';
import { storedFilesRoutes } from './stored-files.routes';
import { integrationsRoutes } from './integrations.routes';
import { configurationGroupsRoutes } from './configuration-groups.routes';
import { unilevelsRoutes } from './unilevels.routes';

export async function configurationsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getSystemImages, async () => ok(await images.systemImages(db())));

  // The browsers' icon link, not a call of the API: clients read the favicon's address from
  // getSystemImages, so the API document leaves it out (docs/api-wire.md, "The API document").
  const favicon = { summary: 'Redireciona para o favicon do clube', tags: ['configurations'], hide: true };
  app.get(FAVICON_PATH, { schema: favicon }, async (_req, reply) => {
    const { Favicon } = await images.systemImages(db());
    if (!Favicon) throw notFound(messages.fileNotFound);
    // A redirect, not the file: the favicon may change and browsers hold favicons a long time.
    return reply.header('Cache-Control', 'no-cache').redirect(Favicon.FullUrl, 302);
  });

  // The multipart parser lives in this scope only: every other route keeps refusing multipart bodies.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: SYSTEM_IMAGE_MULTIPART_LIMITS });
    route(uploads, updateSystemImage, async ({ req, user }) => {
      const { kind, image } = await readSystemImageUpload(req);
      return ok(await images.updateSystemImage(db(), auditActorOf(user, req), kind, image), messages.systemImageUpdated);
    });
  });

  await app.register(storedFilesRoutes);
  await app.register(integrationsRoutes);
  await app.register(configurationGroupsRoutes);
  await app.register(unilevelsRoutes);
}
