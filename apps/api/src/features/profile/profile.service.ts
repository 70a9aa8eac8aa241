import type { z } from 'zod';
import { Gender, messages, PersonType } from '@clube/contract';
import type { UpdatedUser, UpdateUserBody } from '@clube/contract/profile';
import { normalizePhone, onlyDigits } from '@clube/contract/registration';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { getUserDto } from '../accounts/auth-user.service';
import { sessionResult, type IssueToken } from '../accounts/login.service';
import { checkBirthday, cpfProblem } from '../helpers/validators.service';
import { findProfileOwner, updateProfileRow, type ProfileChanges } from './profile.repository';

type ProfileForm = z.output<typeof UpdateUserBody>;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
const GENDERS: readonly number[] = Object.values(Gender);

/** Birthday, gender and CPF: required and checked for individuals only. */
function personalData(b: ProfileForm): NonNullable<ProfileChanges['personal']> {
  if (!b.Birthday) throw fieldError('Birthday', messages.birthdayRequired);
  const birthday = checkBirthday(b.Birthday);
  if (!birthday.ok) throw fieldError('Birthday', birthday.message);
  if (b.Gender === null || b.Gender === undefined) throw fieldError('Gender', messages.genderRequired);
  if (!GENDERS.includes(b.Gender)) throw fieldError('Gender', messages.genderInvalid);
  if (!b.RegionalId) throw fieldError('RegionalId', messages.cpfRequired);
  const cpfIssue = cpfProblem(b.RegionalId);
  if (cpfIssue) throw fieldError('RegionalId', cpfIssue);
  return { birthday: birthday.day, gender: b.Gender, regionalId: onlyDigits(b.RegionalId) };
}

/**
 * Saves the profile form. Username, e-mail, CNPJ and inscriptions are never changed here. A new
 * password revokes every other session and answers a fresh one, so this office stays signed in.
 */
export async function updateProfile(db: Db, issue: IssueToken, userId: number, b: ProfileForm): Promise<UpdatedUser> {
  const owner = await findProfileOwner(db, userId);
  if (!owner) throw notFound(messages.userNotFound);
  const changes: ProfileChanges = {
    name: b.Name,
    phoneOne: normalizePhone(b.PhoneOne),
    phoneTwo: b.PhoneTwo ? normalizePhone(b.PhoneTwo) : null,
    language: b.Language || owner.language,
  };
  if (owner.personType === PersonType.Individual) changes.personal = personalData(b);
  if (b.Password) changes.passwordHash = await hashPassword(b.Password);

  const saved = await updateProfileRow(db, userId, changes);
  if (!saved) throw notFound(messages.userNotFound);
  const user = await getUserDto(db, userId);
  if (!changes.passwordHash) return user;
  const session = sessionResult(issue, saved);
  return { ...user, AccessToken: session.AccessToken, ExpiresOn: session.ExpiresOn, RolesIds: session.RolesIds };
}
