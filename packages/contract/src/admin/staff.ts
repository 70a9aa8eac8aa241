import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { Permission, StaffRole } from '../permissions';
import { reasonText, requiredReason } from './member-actions';
import { MemberIdParams } from './members';

/** pt-BR names of the staff roles (docs/admin.md#staff-roles). */
export const staffRoleLabels: Record<StaffRole, string> = {
  Owner: 'Dono (Owner)',
  Finance: 'Financeiro',
  Catalog: 'Catálogo',
  Support: 'Suporte',
};

const Role = z.enum([StaffRole.Owner, StaffRole.Finance, StaffRole.Catalog, StaffRole.Support], { error: messages.staffRoleInvalid });

/** One administrator of the console with his role (null: his ids match no role). */
export const StaffMember = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Username: z.string(),
  Email: z.string(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  Role: Role.nullable(),
  RoleFormatted: z.string(),
  CreatedOn: z.string(),
  LastAccessOn: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffListRequest = z.object({}).strict();

/** Every administrator (UserType 1), oldest first: the staff is small, one page. */
export const adminGetAllStaff = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff/getAll',
  summary: 'Console: administradores e seus papéis',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: StaffListRequest,
  response: envelope(z.array(StaffMember)),
});

/** Staff passwords are longer than members' (docs/operations.md#first-administrator). */
export const STAFF_PASSWORD_MIN = 12;

export const CreateStaffRequest = z
  .object({
    Name: text({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(100, messages.textTooLong),
    Username: text({ error: messages.userRequired }).trim().min(1, messages.userRequired).max(30, messages.invalidUsername),
    Email: text({ error: messages.emailRequired }).trim().min(1, messages.emailRequired).max(254, messages.invalidEmail),
    Password: z.string({ error: messages.passwordRequired }).min(STAFF_PASSWORD_MIN, messages.staffPasswordMin).max(200, messages.textTooLong),
    Role,
  })
  .strict();
export type CreateStaffRequest = z.input<typeof CreateStaffRequest>;

export const adminCreateStaff = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff/create',
  summary: 'Console: cria um administrador com um papel',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: CreateStaffRequest,
  response: envelope(StaffMember),
});

export const ChangeStaffRoleRequest = z.object({ Role, Reason: requiredReason() }).strict();
export type ChangeStaffRoleRequest = z.input<typeof ChangeStaffRoleRequest>;

/** A new role ends the administrator's sessions; nobody demotes himself or the last active Owner. */
export const adminChangeStaffRole = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff/:id/role',
  summary: 'Console: altera o papel de um administrador',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: MemberIdParams,
  body: ChangeStaffRoleRequest,
  response: envelope(StaffMember),
});

export const ChangeStaffStatusRequest = z
  .object({
    Status: z.union([z.literal(1), z.literal(3)], { error: messages.staffStatusInvalid }),
    /** Required to block. */
    Reason: reasonText().nullish(),
  })
  .strict();
export type ChangeStaffStatusRequest = z.input<typeof ChangeStaffStatusRequest>;

/** Blocks (3) or unblocks (1) an administrator; nobody blocks himself or the last active Owner. */
export const adminChangeStaffStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff/:id/status',
  summary: 'Console: bloqueia ou desbloqueia um administrador',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: MemberIdParams,
  body: ChangeStaffStatusRequest,
  response: envelope(StaffMember),
});
