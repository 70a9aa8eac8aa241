import type { User } from '@clube/contract/entities';

export const individual: User = {
  Id: 7,
  Name: 'Ana Paula Souza',
  Email: 'ana@clube.test',
  Username: 'anapaula',
  Birthday: '1990-01-15',
  Gender: 2,
  GroupId: null,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  RegionalId: '11144477735',
  CNPJ: null,
  StateInscription: null,
  MunicipalInscription: null,
  PhoneOne: '11 98765-4321',
  PhoneTwo: null,
  Activated2FA: false,
  AccessCount: 3,
  LastAccessOn: null,
  Language: 'pt-BR',
  UserNeedsRelogin: false,
  PersonType: 1,
  UserType: 2,
  ActivatedOn: '2025-03-05T15:00:00.000Z',
  Created: '2025-03-01T12:00:00.000Z',
  Sponsor: null,
  CareerPlanRank: null,
};

export const company: User = {
  ...individual,
  Id: 8,
  Name: 'Loja Exemplo Ltda',
  Username: 'lojaexemplo',
  Birthday: null,
  Gender: null,
  RegionalId: null,
  CNPJ: '11222333000181',
  StateInscription: '110.042.490.114',
  MunicipalInscription: '1234567',
  PersonType: 2,
};

export const casa = {
  AddressId: 31,
  Address: {
    Id: 31,
    Name: 'Casa',
    ZipCode: '01001000',
    Street: 'Praça da Sé',
    Number: '1',
    District: 'Sé',
    City: 'São Paulo',
    State: 'SP',
    Country: 'Brasil',
    Complement: null,
  },
};

export const authUserData = (user: User, adresses: unknown[] = []) => ({ User: user, ActivePlan: null, Adresses: adresses, PendingInvoices: [] });
