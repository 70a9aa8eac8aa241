import { z } from 'zod';
import { messages, PersonType } from '@clube/contract';
import type { User } from '@clube/contract/entities';
import type { UpdateUserBody } from '@clube/contract/profile';
import { PASSWORD_MIN } from '@clube/contract/registration';
import { isoToBrDate, parseBrDate } from '../../../lib/format';
import { applyMask, masks } from '../../../lib/masks';

/**
 * The 'Meus Dados' form: masked texts as typed, the gender as the select's text. The CPF is not
 * in it: it is fixed at registration and shown read-only (docs/accounts.md, "Profile").
 */
export interface ProfileFormValues {
  PersonType: number;
  Name: string;
  Birthday: string;
  Gender: string;
  PhoneOne: string;
  PhoneTwo: string;
  changePassword: boolean;
  CurrentPassword: string;
  Password: string;
  ConfirmPassword: string;
}

export const profileFormSchema = z
  .object({
    PersonType: z.number(),
    Name: z.string().trim().min(1, messages.nameRequired).max(120, messages.textTooLong),
    Birthday: z.string(),
    Gender: z.string(),
    PhoneOne: z.string().trim().min(1, messages.phoneRequired),
    PhoneTwo: z.string(),
    changePassword: z.boolean(),
    CurrentPassword: z.string(),
    Password: z.string(),
    ConfirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof ProfileFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.PersonType === PersonType.Individual) {
      if (!v.Birthday.trim()) issue('Birthday', messages.birthdayRequired);
      else if (!parseBrDate(v.Birthday)) issue('Birthday', messages.invalidBirthday);
      if (!v.Gender) issue('Gender', messages.genderRequired);
    }
    if (v.changePassword) {
      if (!v.CurrentPassword) issue('CurrentPassword', messages.currentPasswordRequired);
      if (!v.Password) issue('Password', messages.passwordRequired);
      else if (v.Password.length < PASSWORD_MIN) issue('Password', messages.passwordMin);
      if (!v.ConfirmPassword) issue('ConfirmPassword', messages.confirmPasswordRequired);
      else if (v.Password !== v.ConfirmPassword) issue('ConfirmPassword', messages.passwordsDontMatch);
    }
  });

export function userToFormValues(u: User): ProfileFormValues {
  return {
    PersonType: u.PersonType,
    Name: u.Name,
    Birthday: isoToBrDate(u.Birthday),
    Gender: u.Gender ? String(u.Gender) : '',
    PhoneOne: applyMask(masks.phone, u.PhoneOne),
    PhoneTwo: applyMask(masks.phone, u.PhoneTwo),
    changePassword: false,
    CurrentPassword: '',
    Password: '',
    ConfirmPassword: '',
  };
}

export function toUpdateUserBody(v: ProfileFormValues, language: string): UpdateUserBody {
  const individual = v.PersonType === PersonType.Individual;
  return {
    Name: v.Name.trim(),
    PhoneOne: v.PhoneOne.trim(),
    PhoneTwo: v.PhoneTwo.trim() || null,
    Language: language,
    ...(individual ? { Birthday: parseBrDate(v.Birthday) ?? v.Birthday, Gender: Number(v.Gender) } : {}),
    ...(v.changePassword ? { Password: v.Password, CurrentPassword: v.CurrentPassword } : {}),
  };
}
