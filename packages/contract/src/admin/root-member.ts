import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PersonType } from '../common/enums';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { RegisterUserBody } from '../registration/register-user';
import { Permission } from '../permissions';
import { AdminMemberDetail } from './members';

const registration = RegisterUserBody.shape;

/**
 * The club's first member (docs/admin.md#members): name, username, e-mail and password as the
 * registration checks them; `Document` is the CPF (PersonType 1) or the CNPJ (PersonType 2),
 * whose check digits the API verifies as the registration does.
 */
export const CreateRootMemberRequest = z
  .object({
    Name: registration.Name,
    Username: registration.Username,
    Email: registration.Email,
    PersonType: registration.PersonType.default(PersonType.Individual),
    Document: text({ error: messages.rootDocumentRequired }).trim().min(1, messages.rootDocumentRequired).max(20, messages.textTooLong),
    Password: registration.Password,
  })
  .strict();
export type CreateRootMemberRequest = z.input<typeof CreateRootMemberRequest>;

/** Owner only, and only while the club has no member (type 2) at all: 409 otherwise. */
export const adminCreateRootMember = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/createRoot',
  summary: 'Console: cria o primeiro sócio do clube (sem patrocinador)',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: CreateRootMemberRequest,
  response: envelope(AdminMemberDetail.shape.Profile),
});
