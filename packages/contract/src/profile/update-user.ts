import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { User } from '../entities';
import { text } from '../common/text';
import { birthdayText } from '../common/dates';
import { LOGIN_PASSWORD_MAX } from '../accounts/get-auth-token';
import { isValidPhone, PASSWORD_MAX, PASSWORD_MIN } from '../registration/rules';

const optionalText = (max: number) => text().trim().max(max, messages.textTooLong).nullish();
/** A server-owned text: accepted so that a client may send the user back, never applied. */
const ownedText = (max: number) => z.string().max(max).nullish();
const ownedNumber = z.number().int().nullish();
const ownedFlag = z.boolean().nullish();
const ownedObject = z.record(z.string(), z.unknown()).nullish();

/**
 * The spec's "payload user" (part 1, section 3, "User profile") and the User that
 * getAuthUserData answers, both accepted as they are. The member edits Name, Birthday, Gender
 * (individuals), PhoneOne, PhoneTwo, Language and, with CurrentPassword, Password; every other
 * field is the server's and is ignored (docs/accounts.md, "Profile"). Presence rules that depend
 * on the member's PersonType (birthday, gender) are the server's.
 */
export const UpdateUserBody = z
  .object({
    Name: text({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120, messages.textTooLong),
    Birthday: birthdayText(messages.invalidBirthday),
    Gender: z.number({ error: messages.genderInvalid }).int(messages.genderInvalid).nullish(),
    PhoneOne: text({ error: messages.phoneRequired })
      .trim()
      .min(1, messages.phoneRequired)
      .max(20, messages.phoneInvalid)
      .refine(isValidPhone, messages.phoneInvalid),
    PhoneTwo: text()
      .trim()
      .max(20, messages.phoneInvalid)
      .refine((v) => v === '' || isValidPhone(v), messages.phoneInvalid)
      .nullish(),
    Language: optionalText(10),
    /** Empty or absent: the password stays. */
    Password: text()
      .max(PASSWORD_MAX, messages.passwordTooLong)
      .refine((v) => v === '' || v.length >= PASSWORD_MIN, messages.passwordMin)
      .nullish(),
    /** Needed with a new Password; compared with the stored hash only. */
    CurrentPassword: z.string().max(LOGIN_PASSWORD_MAX, messages.passwordTooLong).nullish(),
    // Server-owned: fixed at registration (RegionalId, CNPJ, inscriptions, PersonType), identity
    // (Id, Username, Email) or kept by the server (the rest).
    Id: ownedNumber,
    Username: ownedText(254),
    Email: ownedText(254),
    RegionalId: ownedText(30),
    CNPJ: ownedText(30),
    StateInscription: ownedText(60),
    MunicipalInscription: ownedText(60),
    PersonType: ownedNumber,
    GroupId: ownedNumber,
    Status: ownedNumber,
    StatusFormatted: ownedText(60),
    StatusColor: ownedText(60),
    Activated2FA: ownedFlag,
    AccessCount: ownedNumber,
    LastAccessOn: ownedText(60),
    UserNeedsRelogin: ownedFlag,
    UserType: ownedNumber,
    ActivatedOn: ownedText(60),
    Created: ownedText(60),
    Sponsor: ownedObject,
    CareerPlanRank: ownedObject,
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
