import { messages, onlyDigits, PersonType } from '@clube/contract';
import type { z } from 'zod';
import type { CorrectMemberDocumentRequest } from '@clube/contract/admin';
import type { Db } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { badRequest, unprocessable } from '../../platform/errors';
import { cnpjProblem, cpfProblem } from '../helpers';
import { unlinkAccount } from '../network';
import { maskedDocument } from './members.mapper';
import { memberOr404, memberProfile } from './members-query.service';
import * as repo from './members.repository';

/**
 * The CPF of an individual or the CNPJ of a company, corrected by an operator with a reason: the
 * member cannot change it himself (docs/club.md#several-accounts-with-one-cpf). Checked as the
 * registration checks it, stored unmasked; he leaves the links of his old document ('Minhas Contas').
 */
export async function correctMemberDocument(db: Db, actor: AuditActor, id: number, input: z.output<typeof CorrectMemberDocumentRequest>) {
  await db.transaction(async (tx) => {
    const member = await memberOr404(tx, id, true);
    const company = member.personType === PersonType.Company;
    const problem = company ? cnpjProblem(input.Document) : cpfProblem(input.Document);
    if (problem) throw badRequest(problem, { Document: [problem] });
    const value = onlyDigits(input.Document);
    if ((company ? member.cnpj : member.regionalId) === value) throw unprocessable(messages.memberDocumentUnchanged);
    await repo.updateMember(tx, id, company ? { cnpj: value } : { regionalId: value });
    // Links were confirmed for the old document: the member leaves them (docs/accounts.md#linked-accounts).
    const unlinked = await unlinkAccount(tx, id);
    const after = company ? { ...member, cnpj: value } : { ...member, regionalId: value };
    await writeAudit(tx, actor, {
      action: 'members.correctDocument',
      target: auditTarget('user', id),
      before: { Document: maskedDocument(member) },
      after: { Document: maskedDocument(after) },
      reason: input.Reason,
      data: unlinked ? { AccountLinksRemoved: unlinked } : undefined,
    });
  });
  return memberProfile(db, id);
}
