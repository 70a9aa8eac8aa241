import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { messages, onlyDigits, PersonType, STORE_CLIENT_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import type { AuthResult } from '@clube/contract/accounts';
import { normalizePhone } from '@clube/contract/registration';
import type { RegisterStoreClientBody, StoreLoginRequest } from '@clube/contract/store';
import type { Db, DbOrTx } from '../../db/client';
import { throttleRules, type AccountThrottle } from '../../platform/account-throttle';
import { badRequest, conflict, forbidden, isUniqueViolation, unauthorized } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { sessionResult, type IssueToken } from '../accounts';
import { cnpjProblem, cpfProblem, emailFormatProblem, emailProblem, isStateCode, usernameProblem } from '../helpers';
import { joinNetwork } from '../network';
import * as repo from './store.repository';
import { storeOwner } from './store.service';

type SignUp = z.output<typeof RegisterStoreClientBody>;

/** The attempts of a store's sign-up are counted apart from its owner's referral link (docs/accounts.md, "Limits per account"). */
export const signUpThrottleKey = (storeUsername: string) => `store:${storeUsername}`;

/** The CPF (individual) or CNPJ (company) as digits, once its check digits are right. */
function documentOf(b: SignUp): { column: 'cpf' | 'cnpj'; digits: string } {
  if (b.PersonType === PersonType.Individual) {
    const issue = cpfProblem(b.RegionalId ?? '');
    if (issue) throw badRequest(issue, { RegionalId: [issue] });
    return { column: 'cpf', digits: onlyDigits(b.RegionalId) };
  }
  const issue = cnpjProblem(b.CNPJ ?? '');
  if (issue) throw badRequest(issue, { CNPJ: [issue] });
  return { column: 'cnpj', digits: onlyDigits(b.CNPJ) };
}

/**
 * Store clients never type a username (they sign in with their e-mail): one is made up, in the
 * username format, e.g. 'cliente.3f9a0c41d2'.
 */
async function freshUsername(tx: DbOrTx): Promise<string> {
  for (;;) {
    const username = `cliente.${randomBytes(5).toString('hex')}`;
    if (!(await usernameProblem(tx, username))) return username;
  }
}

/**
 * The public store's sign-up (docs/marketplace.md#public-store): a store client (UserType 3,
 * Ativo, the store client's roles) sponsored by the store's owner, with his delivery address, in
 * one transaction; no wallet and no place in the sponsor tree. E-mail unique among all accounts;
 * CPF/CNPJ unique among store clients. Answers a session, as the login does.
 */
export async function registerStoreClient(db: Db, issue: IssueToken, storeUsername: string, b: SignUp, now: Date = new Date()): Promise<AuthResult> {
  const emailIssue = emailFormatProblem(b.Email);
  if (emailIssue) throw badRequest(emailIssue, { Email: [emailIssue] });
  const document = documentOf(b);
  const address = b.Address!;
  if (!isStateCode(address.State)) throw badRequest(messages.invalidState, { 'Address.State': [messages.invalidState] });
  const passwordHash = await hashPassword(b.Password);

  let client: Awaited<ReturnType<typeof repo.insertStoreClient>>;
  try {
    client = await db.transaction(async (tx) => {
      const owner = await storeOwner(tx, storeUsername);
      const inUse = await emailProblem(tx, b.Email);
      if (inUse) throw conflict(inUse);
      await repo.lockDocument(tx, `${document.column}:${document.digits}`);
      if (await repo.storeClientHoldsDocument(tx, document.column, document.digits)) {
        throw conflict(document.column === 'cpf' ? messages.storeClientCpfInUse : messages.storeClientCnpjInUse);
      }
      const individual = document.column === 'cpf';
      const row = await repo.insertStoreClient(tx, {
        type: UserType.UserStore,
        status: UserStatus.Ativo,
        activatedOn: null,
        name: b.Name,
        email: b.Email,
        username: await freshUsername(tx),
        passwordHash,
        personType: b.PersonType,
        regionalId: individual ? document.digits : null,
        cnpj: individual ? null : document.digits,
        phoneOne: normalizePhone(b.PhoneOne),
        sponsorId: owner.id,
        rolesIds: STORE_CLIENT_ROLE_IDS,
        accessCount: 1,
        lastAccessOn: now,
        createdAt: now,
      });
      await repo.insertAddress(tx, {
        userId: row.id,
        name: address.Name || null,
        zipCode: address.ZipCode,
        street: address.Street,
        number: address.Number,
        district: address.District,
        city: address.City,
        state: address.State,
        country: address.Country,
        complement: address.Complement || null,
      });
      await joinNetwork(tx, { id: row.id, sponsorId: owner.id, type: UserType.UserStore });
      return row;
    });
  } catch (err) {
    // A sign-up with the same e-mail that committed in between.
    if (isUniqueViolation(err, 'users_email_lower_uq')) throw conflict(messages.emailInUse);
    throw err;
  }
  // After the commit: the session row refers to the new user.
  return sessionResult(issue, client);
}

// Verifying against a real hash when the e-mail is unknown keeps the answer time the same.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('dummy-password-for-unknown-store-clients'));

/**
 * A store client's login by e-mail and password, with the office login's limits and answers
 * (docs/accounts.md): counted before the lookup, the same 401 for an unknown e-mail and a wrong
 * password, and a blocked client told so only after the right password.
 */
export async function storeClientLogin(
  db: DbOrTx,
  issue: IssueToken,
  body: z.output<typeof StoreLoginRequest>,
  throttle: AccountThrottle,
): Promise<AuthResult> {
  await throttle.take(db, throttleRules.login, body.Email);
  const client = await repo.findStoreClientByEmail(db, body.Email);
  let passwordOk = false;
  if (client?.passwordHash) passwordOk = await verifyPassword(client.passwordHash, body.Password);
  else await verifyPassword(await dummy(), body.Password);
  if (!client || !passwordOk) throw unauthorized(messages.invalidCredentials);
  await throttle.clear(db, throttleRules.login, body.Email);
  if (client.status === UserStatus.Bloqueado) throw forbidden(messages.userBlocked);
  return sessionResult(issue, await repo.recordLogin(db, client.id));
}
