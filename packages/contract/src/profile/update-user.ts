import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { User } from '../entities';
import { isValidPhone, PASSWORD_MAX, PASSWORD_MIN } from '../registration/rules';

const optionalText = (max: number) => z.string().trim().max(max, messages.textTooLong).nullish();
/** Read-only fields: a client may send the whole user back; they are accepted and ignored. */
const ignoredText = z.string().max(254).nullish();

/**
 * The profile form (spec part 1, "User profile"). Presence rules that depend on the member's
 * PersonType (birthday, gender, CPF) and the CPF check digits are the server's.
 */
export const UpdateUserBody = z
  .object({
    Name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120, messages.textTooLong),
    Birthday: optionalText(10),
    Gender: z.number({ error: messages.genderInvalid }).int(messages.genderInvalid).nullish(),
    RegionalId: optionalText(20),
    PhoneOne: z
      .string({ error: messages.phoneRequired })
      .trim()
      .min(1, messages.phoneRequired)
      .max(20, messages.phoneInvalid)
      .refine(isValidPhone, messages.phoneInvalid),
    PhoneTwo: z
      .string()
      .trim()
      .max(20, messages.phoneInvalid)
      .refine((v) => v === '' || isValidPhone(v), messages.phoneInvalid)
      .nullish(),
    Language: optionalText(10),
    /** Empty or absent: the password stays. */
    Password: z
      .string()
      .max(PASSWORD_MAX, messages.passwordTooLong)
      .refine((v) => v === '' || v.length >= PASSWORD_MIN, messages.passwordMin)
      .nullish(),
    Id: z.number().int().nullish(),
    PersonType: z.number().int().nullish(),
    Username: ignoredText,
    Email: ignoredText,
    CNPJ: ignoredText,
    StateInscription: ignoredText,
    MunicipalInscription: ignoredText,
  })
  .strict();
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

/** The updated user; after a password change also a fresh session (the old tokens are revoked). */
export const UpdatedUser = User.extend({
  AccessToken: z.string().optional(),
  ExpiresOn: z.string().optional(),
  RolesIds: z.array(z.number().int()).optional(),
});
export type UpdatedUser = z.infer<typeof UpdatedUser>;

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/api/accounts/authUser/updateUser',
  summary: 'Atualiza os dados do perfil (e, opcionalmente, a senha)',
  tags: ['profile'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: UpdateUserBody,
  response: envelope(UpdatedUser),
});
