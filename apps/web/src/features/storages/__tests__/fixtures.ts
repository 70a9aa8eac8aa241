import type { IbgeCity, IbgeState } from '@clube/contract/helpers';
import type { DistributionCenter, Storage } from '@clube/contract/storages';

export const states: IbgeState[] = [
  { Sigla: 'RJ', Nome: 'Rio de Janeiro' },
  { Sigla: 'SP', Nome: 'São Paulo' },
];

export const citiesOf: Record<string, IbgeCity[]> = {
  SP: [
    { Codigo_IBGE: '3509502', Nome: 'Campinas' },
    { Codigo_IBGE: '3550308', Nome: 'São Paulo' },
  ],
  RJ: [{ Codigo_IBGE: '3304557', Nome: 'Rio de Janeiro' }],
};

export const distributionCenter: DistributionCenter = {
  Id: 4,
  UserId: 7,
  Name: 'CD Centro',
  ZipCode: '01001000',
  Street: 'Praça da Sé',
  Number: '1',
  District: 'Sé',
  City: 'São Paulo',
  State: 'SP',
  Complement: null,
  Phone: '11987654321',
};

export const national: Storage = { Id: 11, Name: 'Galpão Brasil', Type: 1, TypeFormatted: 'Nacional', DistributionCenterId: 4, StorageCities: [] };

export const regional: Storage = {
  Id: 10,
  Name: 'Loja Campinas',
  Type: 2,
  TypeFormatted: 'Regional',
  DistributionCenterId: 4,
  StorageCities: [{ City: 'Campinas', CityCode: 3509502, State: 'SP' }],
};

export const paged = (Data: unknown[], TotalRows = Data.length) => ({
  IsSuccess: true,
  Message: null,
  Data,
  PaginationSettings: { Page: 1, TotalPages: Math.max(1, Math.ceil(TotalRows / 50)), TotalRows, AllPages: [1] },
});
