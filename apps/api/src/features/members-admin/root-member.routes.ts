import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { adminCreateRootMember } from '@clube/contract/admin';
import { auditActorOf } from '../../platform/audit';
import { ok, route } from '../../platform/route';
import { createRootMember } from './root-member.service';

/** The club's first member, created from the console by an Owner (docs/admin.md#members). */
export async function rootMemberRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, adminCreateRootMember, async ({ body, user, req }) =>
    ok(await createRootMember(db(), auditActorOf(user, req), body!), messages.rootMemberCreated),
  );
}
