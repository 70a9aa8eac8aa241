import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PersonType } from '../common/enums';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { AuthResult } from '../accounts/get-auth-token';
import { AddressInput } from '../entities';
import { isValidPhone, PASSWORD_MAX, PASSWORD_MIN } from '../registration/rules';
import { StoreParams } from './store';

const required = (message: string, max: number) => text({ error: message }).trim().min(1, message).max(max, messages.textTooLong);
const password = (requiredMessage: string) =>
  text({ error: requiredMessage }).min(1, requiredMessage).min(PASSWORD_MIN, messages.passwordMin).max(PASSWORD_MAX, messages.passwordTooLong);

/**
 * The public store's short sign-up (docs/marketplace.md#public-store): a store client (UserType 3)
 * sponsored by the store's owner. An individual (PersonType 1) gives his CPF, a company (2) its
 * CNPJ; one delivery address. Check digits, e-mail and document uniqueness are the server's rules.
 */
export const RegisterStoreClientBody = z
  .object({
    Name: required(messages.nameRequired, 120),
    Email: required(messages.emailRequired, 254),
    PersonType: z.union([z.literal(PersonType.Individual), z.literal(PersonType.Company)], { error: messages.personTypeInvalid }),
    RegionalId: text().trim().max(20, messages.invalidCpf).nullish(),
    CNPJ: text().trim().max(20, messages.invalidCnpj).nullish(),
    PhoneOne: text({ error: messages.phoneRequired })
      .trim()
      .min(1, messages.phoneRequired)
      .max(20, messages.phoneInvalid)
      .refine(isValidPhone, messages.phoneInvalid),
    Password: password(messages.passwordRequired),
    ConfirmPassword: password(messages.confirmPasswordRequired),
    Address: AddressInput.nullish(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.PersonType === PersonType.Individual && !b.RegionalId) fail('RegionalId', messages.cpfRequired);
    if (b.PersonType === PersonType.Company && !b.CNPJ) fail('CNPJ', messages.cnpjRequired);
    if (b.Password !== b.ConfirmPassword) fail('ConfirmPassword', messages.passwordsDontMatch);
    if (!b.Address) fail('Address', messages.orderAddressRequired);
  });
export type RegisterStoreClientBody = z.input<typeof RegisterStoreClientBody>;

/** Answers a session, as the login does, so the visitor is signed in and goes on buying. */
export const registerStoreClient = defineEndpoint({
  method: 'POST',
  path: '/api/store/public/registerStoreClient/:username',
  summary: 'Cadastro rápido de um cliente na loja pública de um sócio (entra logo em seguida)',
  tags: ['store'],
  auth: false,
  params: StoreParams,
  body: RegisterStoreClientBody,
  response: envelope(AuthResult),
});
