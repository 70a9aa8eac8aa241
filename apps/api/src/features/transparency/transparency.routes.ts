import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  adminPreviewDisclosure,
  adminPublishDisclosure,
  DISCLOSURE_CACHE_SECONDS,
  getPublicDisclosure,
  getPublicDisclosureCsv,
  getPublicDisclosurePdf,
  getPublicDisclosures,
} from '@clube/contract/transparency';
import { auditActorOf } from '../../platform/audit';
import { ok, route } from '../../platform/route';
import { readSCGeneral } from '../configurations';
import { disclosureCsv, disclosureFileName, disclosurePdf } from './disclosure-files';
import * as disclosures from './disclosure.service';

/** Published disclosures are public and never change: browsers and proxies may keep them a while. */
const PUBLIC_CACHE = `public, max-age=${DISCLOSURE_CACHE_SECONDS}`;
/** A file is drawn on every call: an open route keeps a visitor to a pace a reader never reaches (docs/transparency.md#the-public-page). */
const FILE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The income disclosure (docs/transparency.md): the console's preview and publication, and the public page's calls. */
export async function transparencyRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, adminPreviewDisclosure, async ({ body }) => ok(await disclosures.previewDisclosure(db(), body!.StartDate, body!.EndDate)));
  route(app, adminPublishDisclosure, async ({ body, user, req }) =>
    ok(await disclosures.publishDisclosure(db(), auditActorOf(user, req), body!.StartDate, body!.EndDate, body!.PreviewHash), messages.transparencyPublished),
  );

  route(app, getPublicDisclosures, async ({ reply }) => {
    const data = await disclosures.publicDisclosures(db());
    reply.header('Cache-Control', PUBLIC_CACHE);
    return ok(data);
  });
  route(app, getPublicDisclosure, async ({ params, reply }) => {
    const data = await disclosures.publicDisclosure(db(), params!.id);
    reply.header('Cache-Control', PUBLIC_CACHE);
    return ok(data);
  });
  // The files themselves, not the envelope (errors still answer the envelope).
  route(
    app,
    getPublicDisclosureCsv,
    async ({ params, reply }) => {
      const d = await disclosures.publicDisclosure(db(), params!.id);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${disclosureFileName(d, 'csv')}"`)
        .header('Cache-Control', PUBLIC_CACHE);
      return disclosureCsv(d);
    },
    FILE_LIMIT,
  );
  route(
    app,
    getPublicDisclosurePdf,
    async ({ params, reply }) => {
      const d = await disclosures.publicDisclosure(db(), params!.id);
      const pdf = await disclosurePdf(d, (await readSCGeneral(db())).ClubName);
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${disclosureFileName(d, 'pdf')}"`)
        .header('Cache-Control', PUBLIC_CACHE);
      return pdf as unknown as string;
    },
    FILE_LIMIT,
  );
}
