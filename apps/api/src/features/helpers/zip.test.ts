import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createZipLookup } from '../../integrations/zip';

const ZIP = '/api/helpers/zipCode/consultZipCode';

describe('consultZipCode, offline provider (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the state of the zip and leaves the rest to be typed', async () => {
    for (const zip of ['01001-000', '01001000']) {
      const res = await t.client().get(`${ZIP}?zipCode=${zip}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        IsSuccess: true,
        Message: messages.zipProviderOffline,
        Data: { Street: '', Neighborhood: '', City: '', State: 'SP' },
      });
    }
    expect((await t.client().get(`${ZIP}?zipCode=69900-000`)).json().Data.State).toBe('AC');
  });

  it('answers 400 CEP inválido. for a bad format', async () => {
    for (const zip of ['0100100', '010010000', 'abcde-fgh', '01001 000', '']) {
      const res = await t.client().get(`${ZIP}?zipCode=${encodeURIComponent(zip)}`);
      expect(res.statusCode, zip).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.zipInvalid });
    }
    expect((await t.client().get(ZIP)).statusCode).toBe(400);
  });

  it('answers 404 for a zip outside every range', async () => {
    const res = await t.client().get(`${ZIP}?zipCode=00000-000`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.zipNotFound });
  });
});

describe('consultZipCode through the ViaCEP adapter (against a local stand-in)', () => {
  let t: TestApp;
  let server: Server;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/ws/01001000/json/') {
        return send(200, {
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          complemento: 'lado ímpar',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
          ibge: '3550308',
        });
      }
      if (req.url === '/ws/50000000/json/') return send(500, { message: 'boom' });
      if (req.url === '/ws/70000000/json/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>not json</html>');
      }
      return send(200, { erro: 'true' });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ zip: createZipLookup('viacep', url) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('fills street, neighbourhood, city and state', async () => {
    const res = await t.client().get(`${ZIP}?zipCode=01001-000`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: messages.zipFound,
      Data: { Street: 'Praça da Sé', Neighborhood: 'Sé', City: 'São Paulo', State: 'SP' },
    });
    expect(asked).toContain('/ws/01001000/json/');
  });

  it('answers 404 zipNotFound when ViaCEP says erro, fails or answers garbage', async () => {
    for (const zip of ['99999-999', '50000-000', '70000-000']) {
      const res = await t.client().get(`${ZIP}?zipCode=${zip}`);
      expect(res.statusCode, zip).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.zipNotFound });
    }
  });

  it('never calls the provider for a bad format', async () => {
    const before = asked.length;
    expect((await t.client().get(`${ZIP}?zipCode=123`)).statusCode).toBe(400);
    expect(asked.length).toBe(before);
  });
});
