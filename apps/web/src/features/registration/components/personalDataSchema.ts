import { z } from 'zod';
import { messages, onlyDigits, PersonType } from '@clube/contract';
import { checkBirthday, isValidUsernameFormat, PASSWORD_MIN, PHONE_MIN } from '@clube/contract/registration';

/** Step 1 of the wizard as the form holds it (masked texts; the person type as the radio's value). */
export interface PersonalDataValues {
  Name: string;
  PersonType: '1' | '2';
  Birthday: string;
  Gender: string;
  RegionalId: string;
  CNPJ: string;
  StateInscription: string;
  MunicipalInscription: string;
  Email: string;
  ConfirmEmail: string;
  PhoneOne: string;
  PhoneTwo: string;
  Username: string;
  Password: string;
  ConfirmPassword: string;
  Contract: boolean;
}

export const emptyPersonalData: PersonalDataValues = {
  Name: '',
  PersonType: String(PersonType.Individual) as '1',
  Birthday: '',
  Gender: '',
  RegionalId: '',
  CNPJ: '',
  StateInscription: '',
  MunicipalInscription: '',
  Email: '',
  ConfirmEmail: '',
  PhoneOne: '',
  PhoneTwo: '',
  Username: '',
  Password: '',
  ConfirmPassword: '',
  Contract: false,
};

/** Fields of each person type: switching type drops one group and requires the other (spec section 4). */
export const individualFields = ['Birthday', 'Gender', 'RegionalId'] as const;
export const companyFields = ['CNPJ', 'StateInscription', 'MunicipalInscription'] as const;

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const isEmail = (v: string) => z.email().safeParse(v).success;

/**
 * Every rule in one refinement: zod skips refinements of an object whose fields already failed, and
 * the member must see all the messages of an empty submit at once.
 */
export const personalDataSchema = z
  .object({
    Name: z.string(),
    PersonType: z.enum(['1', '2']),
    Birthday: z.string(),
    Gender: z.string(),
    RegionalId: z.string(),
    CNPJ: z.string(),
    StateInscription: z.string(),
    MunicipalInscription: z.string(),
    Email: z.string(),
    ConfirmEmail: z.string(),
    PhoneOne: z.string(),
    PhoneTwo: z.string(),
    Username: z.string(),
    Password: z.string(),
    ConfirmPassword: z.string(),
    Contract: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: keyof PersonalDataValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const blank = (s: string) => s.trim() === '';

    if (blank(v.Name)) fail('Name', messages.nameRequired);
    if (v.PersonType === '1') {
      if (blank(v.Birthday)) fail('Birthday', messages.birthdayRequired);
      else {
        const check = checkBirthday(v.Birthday, todayInSaoPaulo());
        if (!check.ok) fail('Birthday', check.message);
      }
      if (blank(v.Gender)) fail('Gender', messages.genderRequired);
      if (blank(v.RegionalId)) fail('RegionalId', messages.cpfRequired);
      else if (onlyDigits(v.RegionalId).length !== 11) fail('RegionalId', messages.invalidCpf);
    } else {
      if (blank(v.CNPJ)) fail('CNPJ', messages.cnpjRequired);
      else if (onlyDigits(v.CNPJ).length !== 14) fail('CNPJ', messages.invalidCnpj);
      if (blank(v.StateInscription)) fail('StateInscription', messages.stateInscriptionRequired);
      if (blank(v.MunicipalInscription)) fail('MunicipalInscription', messages.municipalInscriptionRequired);
    }
    if (blank(v.Email)) fail('Email', messages.emailRequired);
    else if (!isEmail(v.Email.trim())) fail('Email', messages.invalidEmail);
    if (blank(v.ConfirmEmail)) fail('ConfirmEmail', messages.confirmEmailRequired);
    else if (!blank(v.Email) && v.Email.trim().toLowerCase() !== v.ConfirmEmail.trim().toLowerCase()) fail('ConfirmEmail', messages.emailsDontMatch);
    if (blank(v.PhoneOne)) fail('PhoneOne', messages.phoneRequired);
    else if (v.PhoneOne.trim().length < PHONE_MIN) fail('PhoneOne', messages.phoneInvalid);
    if (blank(v.Username)) fail('Username', messages.userRequired);
    else if (!isValidUsernameFormat(v.Username.trim())) fail('Username', messages.invalidUsername);
    if (v.Password === '') fail('Password', messages.passwordRequired);
    else if (v.Password.length < PASSWORD_MIN) fail('Password', messages.passwordMin);
    if (v.ConfirmPassword === '') fail('ConfirmPassword', messages.confirmPasswordRequired);
    else if (v.ConfirmPassword.length < PASSWORD_MIN) fail('ConfirmPassword', messages.passwordMin);
    else if (v.Password !== v.ConfirmPassword) fail('ConfirmPassword', messages.passwordsDontMatch);
    if (!v.Contract) fail('Contract', messages.acceptContract);
  });
