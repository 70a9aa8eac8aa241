import { InvoiceType, MEMBER_ROLE_IDS, messages, onlyDigits, PersonType, UserStatus, UserType } from '@clube/contract';
import type { Sponsor } from '@clube/contract/entities';
import { normalizePhone, type RegisteredUser, type RegisterUserBody } from '@clube/contract/registration';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { ensureMemberAccountId } from '../ledger';
import { createInvoice } from '../invoices';
import { findActivePlan, hasActivePlans } from '../plans';
import { checkBirthday, cnpjProblem, cpfProblem, emailFormatProblem, emailProblem, isStateCode, usernameProblem } from '../helpers';
import { joinNetwork, requestAccountLink, type LinkRequestMail } from '../network';
import * as repo from './registration.repository';
import { notifyMember, PushKind } from '../notifications';
import { recordContractAcceptance, type ConsentContext } from '../privacy';

type Registration = z.output<typeof RegisterUserBody>;

/** Days a new member has to pay the adhesion invoice (docs/club.md#registration). */
export const ADHESION_DUE_DAYS = 3;

export async function verifySponsor(db: Db, username: string): Promise<z.infer<typeof Sponsor>> {
  const s = await repo.findSponsor(db, username);
  if (!s) throw notFound(messages.sponsorNotFound);
  return { Name: s.name, Username: s.username, PhoneOne: s.phoneOne, Email: s.email };
}

/** The checks that need no database, done before hashing the password and opening the transaction. */
function checkFields(b: Registration) {
  const emailIssue = emailFormatProblem(b.Email);
  if (emailIssue) throw badRequest(emailIssue, { Email: [emailIssue] });
  for (const [i, a] of b.Adresses.entries()) {
    if (!isStateCode(a.State)) throw badRequest(messages.invalidState, { [`Adresses.${i}.State`]: [messages.invalidState] });
  }
  if (b.PersonType === PersonType.Individual) {
    const birthday = checkBirthday(b.Birthday ?? '');
    if (!birthday.ok) throw badRequest(birthday.message, { Birthday: [birthday.message] });
    const cpfIssue = cpfProblem(b.RegionalId ?? '');
    if (cpfIssue) throw badRequest(cpfIssue, { RegionalId: [cpfIssue] });
    return { birthday: birthday.day };
  }
  const cnpjIssue = cnpjProblem(b.CNPJ ?? '');
  if (cnpjIssue) throw badRequest(cnpjIssue, { CNPJ: [cnpjIssue] });
  return { birthday: null };
}

/** Which unique index a concurrent registration tripped over, as the member's message. */
function duplicateMessage(err: unknown): string | undefined {
  if (isUniqueViolation(err, 'users_email_lower_uq')) return messages.emailInUse;
  if (isUniqueViolation(err, 'users_username_lower_uq')) return messages.usernameInUse;
  return undefined;
}

/**
 * Registers a member under his sponsor, in one transaction: the user (Pendente with an adhesion
 * invoice when the club sells plans, otherwise Ativo at once), his addresses and his current account.
 * When his CPF/CNPJ is already a member's, the link request to that primary account comes back
 * beside the answer (`linkRequest`), for the route to e-mail after the commit; the answer itself
 * is the same either way (docs/accounts.md#linked-accounts).
 */
export async function registerMember(
  db: Db,
  b: Registration,
  now: Date = new Date(),
  consent: ConsentContext = { ip: null, userAgent: null },
): Promise<{ registered: RegisteredUser; linkRequest: LinkRequestMail | null }> {
  const { birthday } = checkFields(b);
  const passwordHash = await hashPassword(b.Password);
  const individual = b.PersonType === PersonType.Individual;

  try {
    return await db.transaction(async (tx) => {
      const sponsor = await repo.findSponsor(tx, b.SponsorUsername);
      if (!sponsor) throw notFound(messages.sponsorNotFound);

      // Asked before inserting for the common case; the unique indexes settle races (caught below).
      const emailIssue = await emailProblem(tx, b.Email);
      if (emailIssue) throw conflict(emailIssue);
      const usernameIssue = await usernameProblem(tx, b.Username);
      if (usernameIssue) throw conflict(usernameIssue);

      const plan = b.PlanId != null ? await findActivePlan(tx, b.PlanId) : undefined;
      if (b.PlanId != null && !plan) throw notFound(messages.planNotFound);
      if (!plan && (await hasActivePlans(tx))) throw badRequest(messages.planRequired, { PlanId: [messages.planRequired] });

      const user = await repo.insertUser(tx, {
        type: UserType.User,
        status: plan ? UserStatus.Pendente : UserStatus.Ativo,
        activatedOn: plan ? null : now,
        name: b.Name,
        email: b.Email,
        username: b.Username,
        passwordHash,
        personType: b.PersonType,
        birthday: individual ? birthday : null,
        gender: individual ? b.Gender : null,
        regionalId: individual ? onlyDigits(b.RegionalId) : null,
        cnpj: individual ? null : onlyDigits(b.CNPJ),
        stateInscription: individual ? null : b.StateInscription,
        municipalInscription: individual ? null : b.MunicipalInscription,
        phoneOne: normalizePhone(b.PhoneOne),
        phoneTwo: b.PhoneTwo ? normalizePhone(b.PhoneTwo) : null,
        language: b.Language || 'pt-BR',
        sponsorId: sponsor.id,
        rolesIds: MEMBER_ROLE_IDS,
      });

      await repo.insertAddresses(
        tx,
        b.Adresses.map((a) => ({
          userId: user.id,
          name: a.Name || null,
          zipCode: a.ZipCode,
          street: a.Street,
          number: a.Number,
          district: a.District,
          city: a.City,
          state: a.State,
          country: a.Country,
          complement: a.Complement || null,
        })),
      );
      await ensureMemberAccountId(tx, user.id);
      // 'Li e aceito o contrato': the version, its text's hash, the time, IP and browser (docs/privacy.md#consents).
      await recordContractAcceptance(tx, user.id, consent, now);

      let invoiceToken: string | null = null;
      if (plan) {
        const invoice = await createInvoice(tx, {
          userId: user.id,
          type: InvoiceType.Adesao,
          description: messages.adhesionInvoiceDescription(plan.name),
          valueCents: plan.priceCents,
          dueDate: addDays(dayInSaoPaulo(now), ADHESION_DUE_DAYS),
          planId: plan.id,
        });
        invoiceToken = invoice.token;
      }
      // Last, so that the upline's counter rows (shared by every registration below them) stay
      // locked for as short a time as possible.
      await joinNetwork(tx, { id: user.id, sponsorId: sponsor.id, type: UserType.User });
      await notifyMember(tx, {
        userId: sponsor.id,
        kind: PushKind.NetworkNewMember,
        title: 'Novo sócio na sua rede',
        message: `${b.Name.trim()} (@${user.username}) se cadastrou pelo seu link.`,
        at: now,
      });
      const linkRequest = await requestAccountLink(tx, {
        id: user.id,
        username: user.username,
        personType: b.PersonType,
        regionalId: individual ? (b.RegionalId ?? null) : null,
        cnpj: individual ? null : (b.CNPJ ?? null),
      });
      return { registered: { Id: user.id, Username: user.username, InvoiceToken: invoiceToken }, linkRequest };
    });
  } catch (err) {
    const duplicate = duplicateMessage(err);
    if (duplicate) throw conflict(duplicate);
    throw err;
  }
}
