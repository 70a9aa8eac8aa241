import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Gender, PersonType, UserType } from '../common/enums';
import { AddressInput } from '../entities';
import { isValidPhone, isValidUsernameFormat, MAX_ADDRESSES, PASSWORD_MAX, PASSWORD_MIN } from './rules';
import { text } from '../common/text';
import { birthdayText } from '../common/dates';

const required = (message: string, max: number) => text({ error: message }).trim().min(1, message).max(max, messages.textTooLong);
const optionalText = (max: number) => text().trim().max(max, messages.textTooLong).nullish();
const phone = (message: string) => text({ error: message }).trim().min(1, message).max(20, messages.phoneInvalid).refine(isValidPhone, messages.phoneInvalid);

/**
 * The registration payload (spec part 1, section 3). Shapes and presence are checked here; check
 * digits (CPF, CNPJ), age, uniqueness, sponsor and plan are the server's rules.
 */
export const RegisterUserBody = z
  .object({
    Password: text({ error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .min(PASSWORD_MIN, messages.passwordMin)
      .max(PASSWORD_MAX, messages.passwordTooLong),
    Type: z.literal(UserType.User, { error: messages.userTypeInvalid }),
    Name: required(messages.nameRequired, 120),
    PersonType: z.union([z.literal(PersonType.Individual), z.literal(PersonType.Company)], { error: messages.personTypeInvalid }),
    Email: required(messages.emailRequired, 254),
    GroupId: z.number().int().nullish(),
    PlanId: z.number().int().positive().nullish(),
    SponsorUsername: required(messages.sponsorRequired, 100),
    Username: required(messages.userRequired, 100).refine(isValidUsernameFormat, messages.invalidUsername),
    Birthday: birthdayText(messages.invalidBirthday),
    Gender: z.number().int().nullish(),
    RegionalId: optionalText(20),
    CNPJ: optionalText(20),
    StateInscription: optionalText(30),
    MunicipalInscription: optionalText(30),
    PhoneOne: phone(messages.phoneRequired),
    PhoneTwo: text()
      .trim()
      .max(20, messages.phoneInvalid)
      .refine((v) => v === '' || isValidPhone(v), messages.phoneInvalid)
      .nullish(),
    Language: text().trim().max(10, messages.textTooLong).nullish(),
    Adresses: z.array(AddressInput, { error: messages.addressesRequired }).min(1, messages.addressesRequired).max(MAX_ADDRESSES, messages.addressesMax),
  })
  .strict()
  .superRefine((b, ctx) => {
    const need = (field: keyof typeof b, message: string) => {
      const v = b[field];
      if (v === undefined || v === null || v === '') ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (b.PersonType === PersonType.Individual) {
      need('Birthday', messages.birthdayRequired);
      need('Gender', messages.genderRequired);
      need('RegionalId', messages.cpfRequired);
      if (b.Gender != null && !Object.values(Gender).includes(b.Gender as 1 | 2 | 3)) {
        ctx.addIssue({ code: 'custom', path: ['Gender'], message: messages.genderInvalid });
      }
    } else {
      need('CNPJ', messages.cnpjRequired);
      need('StateInscription', messages.stateInscriptionRequired);
      need('MunicipalInscription', messages.municipalInscriptionRequired);
    }
  });
export type RegisterUserBody = z.input<typeof RegisterUserBody>;

export const RegisteredUser = z.object({
  Id: z.number().int(),
  Username: z.string(),
  /** The adhesion invoice to pay, when a plan was chosen. */
  InvoiceToken: z.string().nullable(),
});
export type RegisteredUser = z.infer<typeof RegisteredUser>;

export const registerUser = defineEndpoint({
  method: 'POST',
  path: '/api/users/registerUser',
  summary: 'Cadastro de um novo sócio pelo link do patrocinador',
  tags: ['registration'],
  auth: false,
  body: RegisterUserBody,
  response: envelope(RegisteredUser),
});
