import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { Gender, messages, PersonType } from '@clube/contract';
import type { UpdatedUser, UpdateUserBody } from '@clube/contract/profile';
import { normalizePhone } from '@clube/contract/registration';
import type { Db } from '../../db/client';
import type { AccountThrottle } from '../../platform/account-throttle';
import { CLUB_TIME_ZONE } from '../../platform/dates';
import { badRequest, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { checkCurrentPassword, getUserDto, sessionResult, type IssueToken } from '../accounts';
import { checkBirthday } from '../helpers';
import { findProfileOwner, updateProfileRow, type ProfileChanges } from './profile.repository';

type ProfileForm = z.output<typeof UpdateUserBody>;

export interface ProfileDeps {
  db: Db;
  issue: IssueToken;
  mailer: Mailer;
  log: FastifyBaseLogger;
  throttle: AccountThrottle;
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
const GENDERS: readonly number[] = Object.values(Gender);
const mailTime = new Intl.DateTimeFormat('pt-BR', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** Birthday and gender: required and checked for individuals only. */
function personalData(b: ProfileForm): NonNullable<ProfileChanges['personal']> {
  if (!b.Birthday) throw fieldError('Birthday', messages.birthdayRequired);
  const birthday = checkBirthday(b.Birthday);
  if (!birthday.ok) throw fieldError('Birthday', birthday.message);
  if (b.Gender === null || b.Gender === undefined) throw fieldError('Gender', messages.genderRequired);
  if (!GENDERS.includes(b.Gender)) throw fieldError('Gender', messages.genderInvalid);
  return { birthday: birthday.day, gender: b.Gender };
}

/**
 * Saves the profile form: name, phones, language and, for individuals, birthday and gender. The
 * rest of the user (CPF, CNPJ, inscriptions, username, e-mail, status...) is never changed here
 * (docs/accounts.md, "Profile"). A new password needs the current one, revokes every session and
 * answers a fresh one, so this office stays signed in; the member gets an e-mail about it.
 */
export async function updateProfile(deps: ProfileDeps, userId: number, b: ProfileForm): Promise<UpdatedUser> {
  const { db } = deps;
  const owner = await findProfileOwner(db, userId);
  if (!owner) throw notFound(messages.userNotFound);
  const changes: ProfileChanges = {
    name: b.Name,
    phoneOne: normalizePhone(b.PhoneOne),
    phoneTwo: b.PhoneTwo ? normalizePhone(b.PhoneTwo) : null,
    language: b.Language || owner.language,
  };
  if (owner.personType === PersonType.Individual) changes.personal = personalData(b);
  if (b.Password) {
    await checkCurrentPassword(deps, owner, b.CurrentPassword);
    changes.password = { hash: await hashPassword(b.Password), replaces: owner.passwordHash };
  }

  const saved = await updateProfileRow(db, userId, changes);
  // Only a password changed by another request since the check above leaves no row.
  if (!saved) throw fieldError('CurrentPassword', messages.currentPasswordWrong);
  const user = await getUserDto(db, userId);
  if (!changes.password) return user;
  const session = await sessionResult(deps.issue, saved);
  void deps.mailer
    .send({ to: owner.email, subject: messages.passwordChangedMailSubject, text: messages.passwordChangedMailText(changes.name, mailTime.format(new Date())) })
    .catch((err: unknown) => deps.log.error({ err, userId }, 'password change e-mail not sent'));
  return { ...user, AccessToken: session.AccessToken, ExpiresOn: session.ExpiresOn, RolesIds: session.RolesIds };
}
