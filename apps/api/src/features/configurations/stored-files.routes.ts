import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@clube/contract';
import { STORED_FILE_PATH } from '@clube/contract/configurations';
import { notFound } from '../../platform/errors';
import { plainRouteSchema } from '../../platform/route';
import { findStoredFile } from './system-images.repository';

/**
 * Uploaded files are served from our own origin, so a file must never run as a page: SVG and
 * anything that is not a plain raster image gets a sandboxing CSP, and non-images are downloads.
 */
const RASTER_IMAGE = /^image\/(png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon|bmp)$/i;
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const params = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, messages.fileNotFound)
    .transform(Number),
  name: z.string().min(1).max(255),
});

export async function storedFilesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    STORED_FILE_PATH,
    {
      schema: {
        ...plainRouteSchema({
          summary: 'Arquivo armazenado (imagens do sistema, ranks, produtos)',
          tags: ['configurations'],
          success: 'O conteúdo do arquivo, com o seu Content-Type.',
        }),
        params,
      },
    },
    async (req, reply) => {
      const file = await findStoredFile(app.deps.database.db, req.params.id);
      // The name is part of the address: a wrong one is not the same file.
      if (!file || file.originalFileName !== req.params.name) throw notFound(messages.fileNotFound);
      const contentType = file.contentType || 'application/octet-stream';
      reply.header('Content-Type', contentType).header('Cache-Control', 'public, max-age=86400').header('X-Content-Type-Options', 'nosniff');
      if (!RASTER_IMAGE.test(contentType)) reply.header('Content-Security-Policy', FILE_CSP);
      if (!contentType.toLowerCase().startsWith('image/')) {
        reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalFileName)}`);
      }
      return reply.send(file.content);
    },
  );
}
