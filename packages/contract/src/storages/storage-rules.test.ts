import { describe, expect, it } from 'vitest';
import { CreateStorageBody, UpdateStorageBody } from './storage';
import { DistributionCenterInput } from './distribution-center';
import { UpdateDistributionCenterBody } from './update-distribution-center';

const messagesOf = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('CreateStorageBody', () => {
  it("names a missing name and type with the spec's messages", () => {
    expect(messagesOf(CreateStorageBody.safeParse({ Name: ' ' }))).toEqual([
      ['Name', 'Nome do Armazém é obrigatório.'],
      ['Type', 'Tipo do Armazém é obrigatório.'],
    ]);
    expect(messagesOf(CreateStorageBody.safeParse({ Name: 'A', Type: 3 }))).toEqual([['Type', 'Tipo do Armazém é obrigatório.']]);
  });

  it('skips city rows with no city, needs the state of the others, and at least one city on a Regional storage', () => {
    const parsed = CreateStorageBody.parse({
      Name: ' Regional SP ',
      Type: 2,
      StorageCities: [
        { City: 'São Paulo', CityCode: '3550308', State: 'sp' },
        { City: '', CityCode: '', State: '' },
        { City: null, CityCode: null, State: 'SP' },
        { City: 'Campinas', CityCode: 3509502, State: 'SP' },
        { City: 'São Paulo', CityCode: 3550308, State: 'SP' },
      ],
    });
    expect(parsed).toEqual({
      Name: 'Regional SP',
      Type: 2,
      StorageCities: [
        { CityCode: 3550308, State: 'SP' },
        { CityCode: 3509502, State: 'SP' },
      ],
    });
    expect(
      messagesOf(
        CreateStorageBody.safeParse({
          Name: 'R',
          Type: 2,
          StorageCities: [
            { City: '', CityCode: '' },
            { City: 'Campinas', CityCode: '3509502' },
          ],
        }),
      ),
    ).toEqual([['StorageCities.1.State', 'Estado é obrigatório.']]);
    expect(messagesOf(CreateStorageBody.safeParse({ Name: 'R', Type: 2, StorageCities: [] }))).toEqual([
      ['StorageCities', 'Selecione ao menos uma cidade para o Armazém Regional.'],
    ]);
    expect(messagesOf(CreateStorageBody.safeParse({ Name: 'R', Type: 2, StorageCities: [{ CityCode: '12345', State: 'SP' }] }))).toEqual([
      ['StorageCities.0.CityCode', 'Cidade inválida para o Estado informado.'],
    ]);
  });

  it('drops the cities of a National storage', () => {
    expect(CreateStorageBody.parse({ Name: 'Nacional', Type: 1, StorageCities: [{ CityCode: 3550308, State: 'SP' }] }).StorageCities).toEqual([]);
  });

  it('refuses unknown fields and control characters', () => {
    expect(CreateStorageBody.safeParse({ Name: 'A', Type: 1, Extra: 1 }).success).toBe(false);
    expect(messagesOf(CreateStorageBody.safeParse({ Name: 'A\u0007', Type: 1 }))).toEqual([['Name', 'Texto contém caracteres inválidos.']]);
    expect(UpdateStorageBody.safeParse({ Id: 0, Name: 'A', Type: 1 }).error!.issues[0]!.message).toBe('Armazém não encontrado.');
  });
});

describe('DistributionCenterInput', () => {
  const valid = { Name: 'CD Centro', ZipCode: '01001-000', Street: 'Praça da Sé', Number: '1', District: 'Sé', City: 'São Paulo', State: 'sp' };

  it('reads the address as the profile does and keeps the phone optional', () => {
    expect(DistributionCenterInput.parse(valid)).toEqual({ ...valid, ZipCode: '01001000', State: 'SP' });
    expect(messagesOf(DistributionCenterInput.safeParse({ ...valid, Phone: '12' }))).toEqual([['Phone', 'Telefone inválido.']]);
    expect(messagesOf(DistributionCenterInput.safeParse({}))).toEqual([
      ['ZipCode', 'CEP é obrigatório.'],
      ['Street', 'Rua é obrigatório.'],
      ['Number', 'Número é obrigatório.'],
      ['District', 'Bairro é obrigatório.'],
      ['City', 'Cidade é obrigatório.'],
      ['State', 'Estado é obrigatório.'],
      ['Name', 'Nome do Centro de Distribuição é obrigatório.'],
    ]);
  });

  it('is strict, and the update adds Id', () => {
    expect(DistributionCenterInput.safeParse({ ...valid, Country: 'Brasil' }).success).toBe(false);
    expect(UpdateDistributionCenterBody.safeParse({ ...valid, Id: 3 }).success).toBe(true);
    expect(UpdateDistributionCenterBody.safeParse({ ...valid, Id: 3, UserId: 9 }).success).toBe(false);
  });
});
