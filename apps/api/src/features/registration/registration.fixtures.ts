import type { RegisterUserBody } from '@clube/contract/registration';

export const baseAddress = {
  Name: 'Casa',
  ZipCode: '01001-000',
  Street: 'Praça da Sé',
  Number: '100',
  District: 'Sé',
  City: 'São Paulo',
  State: 'SP',
  Complement: 'lado ímpar',
};

/** A valid individual's registration under `sponsor`; tests override what they exercise. */
export function personPayload(over: Partial<Record<keyof RegisterUserBody, unknown>> = {}) {
  return {
    Password: 'segredo123',
    Type: 2,
    Name: 'Maria Silva',
    PersonType: 1,
    Email: 'maria@clube.test',
    GroupId: null,
    PlanId: null,
    SponsorUsername: 'patrocinador',
    Username: 'maria',
    Birthday: '15/01/1990',
    Gender: 2,
    RegionalId: '529.982.247-25',
    CNPJ: null,
    StateInscription: null,
    MunicipalInscription: null,
    PhoneOne: '11987654321',
    PhoneTwo: '',
    Language: 'pt-BR',
    Adresses: [baseAddress],
    ...over,
  };
}

export function companyPayload(over: Partial<Record<keyof RegisterUserBody, unknown>> = {}) {
  return personPayload({
    Name: 'Empresa Exemplo Ltda',
    PersonType: 2,
    Email: 'contato@empresa.test',
    Username: 'empresa',
    Birthday: null,
    Gender: null,
    RegionalId: null,
    CNPJ: '11.222.333/0001-81',
    StateInscription: '110.042.490.114',
    MunicipalInscription: '1234567',
    ...over,
  });
}
