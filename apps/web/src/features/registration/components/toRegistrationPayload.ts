import { PersonType, UserType } from '@clube/contract';
import type { RegisterUserBody } from '@clube/contract/registration';
import type { AddressFormValues } from '../../profile';
import type { PersonalDataValues } from './personalDataSchema';

const Language = 'pt-BR';
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The wizard's three steps as the registration payload (spec part 1, section 3). */
export function toRegistrationPayload(p: PersonalDataValues, a: AddressFormValues, sponsorUsername: string, planId: number | null): RegisterUserBody {
  const individual = p.PersonType === String(PersonType.Individual);
  return {
    Password: p.Password,
    Type: UserType.User,
    Name: p.Name.trim(),
    PersonType: individual ? PersonType.Individual : PersonType.Company,
    Email: p.Email.trim(),
    GroupId: null,
    PlanId: planId,
    SponsorUsername: sponsorUsername,
    Username: p.Username.trim(),
    Birthday: individual ? p.Birthday : null,
    Gender: individual && p.Gender ? Number(p.Gender) : null,
    RegionalId: individual ? p.RegionalId : null,
    CNPJ: individual ? null : p.CNPJ,
    StateInscription: individual ? null : p.StateInscription.trim(),
    MunicipalInscription: individual ? null : p.MunicipalInscription.trim(),
    PhoneOne: p.PhoneOne,
    PhoneTwo: orNull(p.PhoneTwo),
    Language,
    Adresses: [
      {
        Name: orNull(a.Name),
        ZipCode: a.ZipCode,
        Street: a.Street.trim(),
        Number: a.Number.trim(),
        District: a.District.trim(),
        City: a.City.trim(),
        State: a.State,
        Complement: orNull(a.Complement),
      },
    ],
  };
}
