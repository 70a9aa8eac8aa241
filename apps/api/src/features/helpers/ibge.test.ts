import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { messages } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type State = { Sigla: string; Nome: string };
type City = { Codigo_IBGE: string; Nome: string };

describe('IBGE helpers', () => {
  it('lists the 27 federative units with Sigla and Nome', async () => {
    const res = await t.client().get('/api/helpers/ibge/getAllStates');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.IsSuccess).toBe(true);
    const states = body.Data as State[];
    expect(states).toHaveLength(27);
    expect(new Set(states.map((s) => s.Sigla)).size).toBe(27);
    expect(states).toContainEqual({ Sigla: 'SP', Nome: 'São Paulo' });
    expect(states).toContainEqual({ Sigla: 'DF', Nome: 'Distrito Federal' });
    for (const s of states) expect(Object.keys(s).sort()).toEqual(['Nome', 'Sigla']);
  });

  it("lists every municipality of every state: the total is the package's count", async () => {
    const states = (await t.client().get('/api/helpers/ibge/getAllStates')).json().Data as State[];
    let total = 0;
    const codes = new Set<string>();
    for (const s of states) {
      const res = await t.client().get(`/api/helpers/ibge/getAllCitiesByRegion?region=${s.Sigla}`);
      expect(res.statusCode).toBe(200);
      const cities = res.json().Data as City[];
      expect(cities.length).toBeGreaterThan(0);
      for (const c of cities) {
        expect(c.Codigo_IBGE).toMatch(/^\d{7}$/);
        codes.add(c.Codigo_IBGE);
      }
      total += cities.length;
    }
    expect(total).toBe(getMunicipalities().length);
    expect(total).toBeGreaterThanOrEqual(5571);
    expect(codes.size).toBe(total);
  });

  it('includes the newest municipality, Boa Esperança do Norte (MT), and accepts the UF in any case', async () => {
    const res = await t.client().get('/api/helpers/ibge/getAllCitiesByRegion?region=mt');
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toContainEqual({ Codigo_IBGE: '5101837', Nome: 'Boa Esperança do Norte' });
    const df = (await t.client().get('/api/helpers/ibge/getAllCitiesByRegion?region=DF')).json().Data as City[];
    expect(df).toEqual([{ Codigo_IBGE: '5300108', Nome: 'Brasília' }]);
  });

  it('answers 400 invalidState for an unknown, missing or oversized region', async () => {
    for (const q of ['region=XX', 'region=', 'region=SAO', '']) {
      const res = await t.client().get(`/api/helpers/ibge/getAllCitiesByRegion?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.invalidState });
    }
  });
});
