import { centsToReais, invoiceStatusInfo, invoiceTypeLabels, userStatusInfo } from '@clube/contract';
import type { Address, Invoice, Plan, User } from '@clube/contract/entities';
import { storedFileUrl } from '@clube/contract/configurations';
import type { addresses, invoices, plans, users } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns the wire User is made of (a full row or the one-query read of getAuthUserData). */
export type UserFields = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'name'
  | 'email'
  | 'username'
  | 'birthday'
  | 'gender'
  | 'groupId'
  | 'status'
  | 'regionalId'
  | 'cnpj'
  | 'stateInscription'
  | 'municipalInscription'
  | 'phoneOne'
  | 'phoneTwo'
  | 'activated2fa'
  | 'accessCount'
  | 'lastAccessOn'
  | 'language'
  | 'userNeedsRelogin'
  | 'personType'
  | 'type'
  | 'activatedOn'
  | 'createdAt'
>;
export interface UserView {
  user: UserFields;
  sponsor: { name: string; username: string; phoneOne: string | null; email: string } | null;
  rank: { name: string; color: string } | null;
  rankImage: { id: number; originalFileName: string } | null;
}
export type AddressFields = Pick<
  typeof addresses.$inferSelect,
  'id' | 'name' | 'zipCode' | 'street' | 'number' | 'district' | 'city' | 'state' | 'country' | 'complement'
>;
export type PlanFields = Pick<typeof plans.$inferSelect, 'id' | 'name' | 'description' | 'priceCents' | 'monthlyPaymentCents'>;
export type InvoiceFields = Pick<
  typeof invoices.$inferSelect,
  'id' | 'type' | 'description' | 'valueCents' | 'deliverValueCents' | 'dueDate' | 'status' | 'token'
>;

/** Row -> wire User (spec part 1: dashboard and profile fields). */
export function toUserDto({ user: u, sponsor, rank, rankImage }: UserView): User {
  const status = userStatusInfo[u.status] ?? { label: String(u.status), color: 'gray' };
  return {
    Id: u.id,
    Name: u.name,
    Email: u.email,
    Username: u.username,
    Birthday: u.birthday,
    Gender: u.gender,
    GroupId: u.groupId,
    Status: u.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    RegionalId: u.regionalId,
    CNPJ: u.cnpj,
    StateInscription: u.stateInscription,
    MunicipalInscription: u.municipalInscription,
    PhoneOne: u.phoneOne,
    PhoneTwo: u.phoneTwo,
    Activated2FA: u.activated2fa,
    AccessCount: u.accessCount,
    LastAccessOn: iso(u.lastAccessOn),
    Language: u.language,
    UserNeedsRelogin: u.userNeedsRelogin,
    PersonType: u.personType,
    UserType: u.type,
    ActivatedOn: iso(u.activatedOn),
    Created: u.createdAt.toISOString(),
    Sponsor: sponsor ? { Name: sponsor.name, Username: sponsor.username, PhoneOne: sponsor.phoneOne, Email: sponsor.email } : null,
    CareerPlanRank: rank
      ? {
          Name: rank.name,
          Color: rank.color,
          CareerPlanRankImage: rankImage ? { StoredFile: { FullUrl: storedFileUrl(rankImage.id, rankImage.originalFileName) } } : null,
        }
      : null,
  };
}

export function toAddressDto(a: AddressFields): Address {
  return {
    Id: a.id,
    Name: a.name,
    ZipCode: a.zipCode,
    Street: a.street,
    Number: a.number,
    District: a.district,
    City: a.city,
    State: a.state,
    Country: a.country,
    Complement: a.complement,
  };
}

export function toPlanDto(p: PlanFields): Plan {
  return {
    Id: p.id,
    Name: p.name,
    Description: p.description,
    Price: centsToReais(p.priceCents),
    MonthlyPayment: centsToReais(p.monthlyPaymentCents),
  };
}

export function toInvoiceDto(i: InvoiceFields): Invoice {
  const status = invoiceStatusInfo[i.status] ?? { label: String(i.status), color: 'gray' };
  return {
    Id: i.id,
    Type: i.type,
    TypeFormatted: invoiceTypeLabels[i.type] ?? String(i.type),
    Description: i.description,
    Value: centsToReais(i.valueCents),
    DeliverValue: centsToReais(i.deliverValueCents),
    DueDate: i.dueDate,
    Status: i.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    Token: i.token,
  };
}
