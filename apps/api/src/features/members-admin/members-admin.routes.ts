import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  adminChangeMemberRoles,
  adminChangeMemberStatus,
  adminChangeStaffRole,
  adminChangeStaffStatus,
  adminCorrectMemberDocument,
  adminCreateStaff,
  adminGetAllMembers,
  adminGetAllStaff,
  adminGetMember,
  adminGetMemberEarnings,
  adminSendMemberPasswordReset,
} from '@clube/contract/admin';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import { correctMemberDocument } from './member-document.service';
import { sendMemberPasswordReset } from './member-password-reset.service';
import { changeMemberRoles } from './member-roles.service';
import { changeMemberStatus } from './member-status.service';
import { listMembers, memberDetail, memberEarnings } from './members-query.service';
import * as staff from './staff.service';

/**
 * The console's members and staff sections (docs/admin.md#members, docs/admin.md#staff). Calls that
 * change someone's access answer only once this instance's auth cache has heard of it.
 */
export async function membersAdminRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, adminGetAllMembers, async ({ body }) => {
    const { data, pagination } = await listMembers(db(), body!);
    return okPaged(data, pagination);
  });

  route(app, adminGetMember, async ({ params }) => ok(await memberDetail(db(), params!.id)));

  route(app, adminGetMemberEarnings, async ({ params, body }) => {
    const { data, pagination } = await memberEarnings(db(), params!.id, body!);
    return okPaged(data, pagination);
  });

  route(
    app,
    adminChangeMemberStatus,
    async ({ params, body, user, req }) => ok(await changeMemberStatus(db(), auditActorOf(user, req), params!.id, body!), messages.memberStatusChanged),
    { revokesAccess: true },
  );

  route(
    app,
    adminChangeMemberRoles,
    async ({ params, body, user, req }) => ok(await changeMemberRoles(db(), auditActorOf(user, req), params!.id, body!), messages.memberRolesChanged),
    { revokesAccess: true },
  );

  route(app, adminSendMemberPasswordReset, async ({ params, user, req }) => {
    const deps = { db: db(), mailer: app.deps.mailer, publicUrl: app.deps.config.PUBLIC_URL, log: req.log };
    await sendMemberPasswordReset(deps, auditActorOf(user, req), params!.id);
    return ok(null, messages.memberPasswordResetSent);
  });

  route(app, adminCorrectMemberDocument, async ({ params, body, user, req }) =>
    ok(await correctMemberDocument(db(), auditActorOf(user, req), params!.id, body!), messages.memberDocumentChanged),
  );

  route(app, adminGetAllStaff, async () => ok(await staff.listStaff(db())));

  route(app, adminCreateStaff, async ({ body, user, req }) => ok(await staff.createStaff(db(), auditActorOf(user, req), body!), messages.staffCreated));

  route(
    app,
    adminChangeStaffRole,
    async ({ params, body, user, req }) => ok(await staff.changeStaffRole(db(), auditActorOf(user, req), params!.id, body!), messages.staffRoleChanged),
    { revokesAccess: true },
  );

  route(
    app,
    adminChangeStaffStatus,
    async ({ params, body, user, req }) => ok(await staff.changeStaffStatus(db(), auditActorOf(user, req), params!.id, body!), messages.staffStatusChanged),
    { revokesAccess: true },
  );
}
