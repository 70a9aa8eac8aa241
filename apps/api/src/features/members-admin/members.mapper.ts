import { PersonType, userStatusInfo } from '@clube/contract';
import { userTypeLabels, type AdminMemberDetail, type AdminMemberRow } from '@clube/contract/admin';
import type { MemberDetailRow, MemberRow } from './members.repository';

export const statusOf = (status: number) => userStatusInfo[status] ?? { label: String(status), color: 'gray' };

/**
 * Applies a mask (0 = one character of the value) to a stored, unmasked document. Not
 * @brazilian-utils' formatCnpj: it drops the letters of the alphanumeric CNPJ.
 */
function mask(pattern: string, value: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= value.length) break;
    out += ch === '0' ? value[i++] : ch;
  }
  return out;
}

/** The CPF (000.000.000-00) of an individual or the CNPJ (00.000.000/0000-00) of a company, as the spec shows them. */
export function maskedDocument(r: Pick<MemberRow, 'personType' | 'regionalId' | 'cnpj'>): string | null {
  if (r.personType === PersonType.Company) return r.cnpj ? mask('00.000.000/0000-00', r.cnpj) : null;
  return r.regionalId ? mask('000.000.000-00', r.regionalId) : null;
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function toMemberRow(r: MemberRow): AdminMemberRow {
  const status = statusOf(r.status);
  return {
    Id: r.id,
    Name: r.name,
    Username: r.username,
    Email: r.email,
    PersonType: r.personType,
    Document: maskedDocument(r),
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    Type: r.type,
    TypeFormatted: userTypeLabels[r.type] ?? String(r.type),
    SponsorUsername: r.sponsorUsername ?? null,
    CreatedOn: iso(r.createdAt)!,
    ActivatedOn: iso(r.activatedOn),
  };
}

export function toProfile(r: MemberDetailRow, sessionsCount: number): AdminMemberDetail['Profile'] {
  return {
    ...toMemberRow(r),
    Birthday: r.birthday,
    PhoneOne: r.phoneOne,
    PhoneTwo: r.phoneTwo,
    StateInscription: r.stateInscription,
    MunicipalInscription: r.municipalInscription,
    LastAccessOn: iso(r.lastAccessOn),
    AccessCount: r.accessCount,
    RolesIds: [...r.rolesIds].sort((a, b) => a - b),
    UserNeedsRelogin: r.userNeedsRelogin,
    SessionsCount: sessionsCount,
  };
}
