import type { AdminMemberDetail, AdminMemberRow } from '@clube/contract/admin';

/** Answers of the console's member calls for the web tests. */
export const memberRow = (over: Partial<AdminMemberRow> & { Id: number }): AdminMemberRow => ({
  Name: `Sócio ${over.Id}`,
  Username: `socio${over.Id}`,
  Email: `${over.Username ?? `socio${over.Id}`}@clube.test`,
  PersonType: 1,
  Document: '529.982.247-25',
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  Type: 2,
  TypeFormatted: 'Sócio',
  SponsorUsername: 'demo',
  CreatedOn: '2026-03-10T15:00:00.000Z',
  ActivatedOn: '2026-03-11T15:00:00.000Z',
  ...over,
});

export const memberDetail = (over: Partial<AdminMemberDetail['Profile']> = {}): AdminMemberDetail => ({
  Profile: {
    ...memberRow({ Id: 7, Name: 'Joana Prado', Username: 'joana' }),
    Birthday: '1990-03-15',
    PhoneOne: '21 99876-5432',
    PhoneTwo: null,
    StateInscription: null,
    MunicipalInscription: null,
    LastAccessOn: null,
    AccessCount: 3,
    RolesIds: [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14],
    UserNeedsRelogin: false,
    SessionsCount: 1,
    ...over,
  },
  Network: {
    Sponsor: { Id: 2, Name: 'Renata', Username: 'demo' },
    Upline: [
      { Id: 1, Name: 'Topo', Username: 'topo', Level: 2 },
      { Id: 2, Name: 'Renata', Username: 'demo', Level: 1 },
    ],
    UplineDepth: 2,
    DirectUsersCount: 4,
    NetworkSize: 9,
  },
  Plan: { Current: { Id: 1, Name: 'Plano Ouro' }, StartedOn: '2026-03-11T15:00:00.000Z', PendingChange: null },
  LastInvoices: [],
  Balance: 123.45,
  SecondaryAccounts: [],
});

export const pagedBody = (Data: unknown[]) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } },
});
