import type { z } from 'zod';
import { MEMBER_ROLE_IDS, messages, onlyDigits, PersonType, UserStatus, UserType } from '@clube/contract';
import type { CreateRootMemberRequest } from '@clube/contract/admin';
import type { Db } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { badRequest, conflict } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { cnpjProblem, cpfProblem, emailFormatProblem } from '../helpers';
import { ensureMemberAccountId } from '../ledger';
import { joinNetwork } from '../network';
import { insertUser } from '../registration';
import { maskedDocument } from './members.mapper';
import { memberProfile } from './members-query.service';
import { assertNamesFree, nameRaceConflict } from './account-names';
import * as repo from './root-member.repository';

type RootMemberInput = z.output<typeof CreateRootMemberRequest>;

/** The checks that need no database, as the registration makes them (CPF or CNPJ check digits, e-mail format). */
function checkFields(input: RootMemberInput) {
  const emailIssue = emailFormatProblem(input.Email);
  if (emailIssue) throw badRequest(emailIssue, { Email: [emailIssue] });
  const documentIssue = input.PersonType === PersonType.Individual ? cpfProblem(input.Document) : cnpjProblem(input.Document);
  if (documentIssue) throw badRequest(documentIssue, { Document: [documentIssue] });
}

/**
 * The club's first member (docs/admin.md#members): a production database starts with no member,
 * and the registration needs one as sponsor. He has no sponsor (the root of the network tree), is
 * Ativo at once with no adhesion invoice, and gets his current account; refused (409) as soon as
 * any member exists.
 */
export async function createRootMember(db: Db, actor: AuditActor, input: RootMemberInput) {
  checkFields(input);
  const passwordHash = await hashPassword(input.Password);
  const individual = input.PersonType === PersonType.Individual;
  const document = {
    personType: input.PersonType,
    regionalId: individual ? onlyDigits(input.Document) : null,
    cnpj: individual ? null : onlyDigits(input.Document),
  };
  try {
    const id = await db.transaction(async (tx) => {
      await repo.lockRootMemberCreation(tx);
      if (await repo.anyMemberExists(tx)) throw conflict(messages.rootMemberExists);
      await assertNamesFree(tx, { username: input.Username, email: input.Email });

      const user = await insertUser(tx, {
        type: UserType.User,
        status: UserStatus.Ativo,
        activatedOn: new Date(),
        name: input.Name,
        email: input.Email,
        username: input.Username,
        passwordHash,
        ...document,
        sponsorId: null,
        rolesIds: MEMBER_ROLE_IDS,
      });
      await ensureMemberAccountId(tx, user.id);
      await joinNetwork(tx, { id: user.id, sponsorId: null, type: UserType.User });
      await writeAudit(tx, actor, {
        action: 'members.createRoot',
        target: auditTarget('user', user.id),
        after: {
          Name: input.Name,
          Username: user.username,
          Email: input.Email,
          PersonType: input.PersonType,
          Document: maskedDocument(document),
          Status: UserStatus.Ativo,
        },
      });
      return user.id;
    });
    return await memberProfile(db, id);
  } catch (err) {
    throw nameRaceConflict(err) ?? err;
  }
}
