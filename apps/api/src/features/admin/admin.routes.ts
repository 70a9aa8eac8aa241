import type { FastifyInstance } from 'fastify';
import { getAdminOverview, getAllAuditRows, getAuditTimeline } from '@clube/contract/admin';
import { ok, okPaged, route } from '../../platform/route';
import * as audit from './audit.service';
import { overview } from './overview.service';

/** The console's own calls (docs/admin.md); calls that act on a feature's records live in that feature. */
export async function adminRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAuditTimeline, async ({ query }) => ok(await audit.timeline(db(), query!.Target)));

  route(app, getAllAuditRows, async ({ body }) => {
    const { data, pagination } = await audit.listAll(db(), body!);
    return okPaged(data, pagination);
  });

  route(app, getAdminOverview, async ({ user }) => ok(await overview(db(), user.rolesIds)));
}
