import { z } from 'zod';
import { isValidCnpj, isValidCpf, messages, onlyDigits, PersonType } from '@clube/contract';
import type { AddressInput } from '@clube/contract/entities';
import { isValidPhone, PASSWORD_MAX, PASSWORD_MIN } from '@clube/contract/registration';
import type { RegisterStoreClientBody } from '@clube/contract/store';

/** The store's sign-up as the form holds it (masked texts; the person type as the radio's value). */
export interface StoreSignUpValues {
  Name: string;
  PersonType: '1' | '2';
  RegionalId: string;
  CNPJ: string;
  Email: string;
  PhoneOne: string;
  Password: string;
  ConfirmPassword: string;
}

export const emptyStoreSignUp: StoreSignUpValues = {
  Name: '',
  PersonType: String(PersonType.Individual) as '1',
  RegionalId: '',
  CNPJ: '',
  Email: '',
  PhoneOne: '',
  Password: '',
  ConfirmPassword: '',
};

const isEmail = (v: string) => z.email().safeParse(v).success;

/**
 * The rules the API applies (registration's messages), in one refinement so that an empty submit
 * shows every message at once. Uniqueness is the server's to tell.
 */
export const storeSignUpSchema = z
  .object({
    Name: z.string(),
    PersonType: z.enum(['1', '2']),
    RegionalId: z.string(),
    CNPJ: z.string(),
    Email: z.string(),
    PhoneOne: z.string(),
    Password: z.string(),
    ConfirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: keyof StoreSignUpValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const blank = (s: string) => s.trim() === '';
    if (blank(v.Name)) fail('Name', messages.nameRequired);
    if (v.PersonType === '1') {
      if (blank(v.RegionalId)) fail('RegionalId', messages.cpfRequired);
      else if (!isValidCpf(v.RegionalId)) fail('RegionalId', messages.invalidCpf);
    } else if (blank(v.CNPJ)) fail('CNPJ', messages.cnpjRequired);
    else if (!isValidCnpj(v.CNPJ)) fail('CNPJ', messages.invalidCnpj);
    if (blank(v.Email)) fail('Email', messages.emailRequired);
    else if (!isEmail(v.Email.trim())) fail('Email', messages.invalidEmail);
    if (blank(v.PhoneOne)) fail('PhoneOne', messages.phoneRequired);
    else if (!isValidPhone(v.PhoneOne)) fail('PhoneOne', messages.phoneInvalid);
    if (v.Password === '') fail('Password', messages.passwordRequired);
    else if (v.Password.length < PASSWORD_MIN) fail('Password', messages.passwordMin);
    else if (v.Password.length > PASSWORD_MAX) fail('Password', messages.passwordTooLong);
    if (v.ConfirmPassword === '') fail('ConfirmPassword', messages.confirmPasswordRequired);
    else if (v.Password !== v.ConfirmPassword) fail('ConfirmPassword', messages.passwordsDontMatch);
  });

/** The sign-up's wire body: the document of the person type chosen, digits only, and the delivery address. */
export function toRegisterBody(v: StoreSignUpValues, address: AddressInput): RegisterStoreClientBody {
  const individual = v.PersonType === '1';
  return {
    Name: v.Name.trim(),
    Email: v.Email.trim(),
    PersonType: individual ? PersonType.Individual : PersonType.Company,
    RegionalId: individual ? onlyDigits(v.RegionalId) : null,
    CNPJ: individual ? null : onlyDigits(v.CNPJ),
    PhoneOne: v.PhoneOne.trim(),
    Password: v.Password,
    ConfirmPassword: v.ConfirmPassword,
    Address: address,
  };
}
