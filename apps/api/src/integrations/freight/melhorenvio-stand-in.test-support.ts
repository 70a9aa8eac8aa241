import type { IncomingMessage } from 'node:http';
import { readBody, sendJson, startStandInServer } from '../../../test/stand-in-server';

/** A local stand-in for Melhor Envio's shipment calculation (POST /api/v2/me/shipment/calculate), for tests. */
export interface MelhorEnvioStandIn {
  url: string;
  token: string;
  calls: Array<{ headers: IncomingMessage['headers']; body: Record<string, any> }>;
  /** The next answers: an HTTP status (an outage or a refusal), 'garbage' (not JSON) or 'slow' (never answers in time). */
  failNext(how: number | 'garbage' | 'slow'): void;
  close(): Promise<void>;
}

/**
 * Answers like Melhor Envio: an array of services with string prices, Correios PAC (id 1) and
 * SEDEX (id 2) priced from the package's weight, and a Jadlog service the adapter must ignore.
 */
export async function startMelhorEnvioStandIn(token = 'me-test-token'): Promise<MelhorEnvioStandIn> {
  const calls: MelhorEnvioStandIn['calls'] = [];
  const failures: Array<number | 'garbage' | 'slow'> = [];
  const server = await startStandInServer(async (req, res) => {
    const send = (status: number, body: unknown) => sendJson(res, status, body);
    if (req.method !== 'POST' || req.url !== '/api/v2/me/shipment/calculate') return send(404, { message: 'not found' });
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Unauthenticated.' });
    const body = JSON.parse(await readBody(req)) as Record<string, any>;
    calls.push({ headers: req.headers, body });
    const failure = failures.shift();
    if (failure === 'slow') return; // never answers: the adapter's timeout decides
    if (failure === 'garbage') return send(200, '<html>oops</html>');
    if (typeof failure === 'number') return send(failure, { message: 'The given data was invalid.', errors: {} });
    const kg = Number(body.package?.weight ?? 0);
    const price = (base: number) => (base + Math.ceil(kg) * 3).toFixed(2);
    send(200, [
      {
        id: 1,
        name: 'PAC',
        price: price(17.35),
        custom_price: price(17.35),
        currency: 'R$',
        delivery_time: 6,
        custom_delivery_time: 7,
        company: { id: 1, name: 'Correios' },
      },
      {
        id: 2,
        name: 'SEDEX',
        price: price(24.1),
        custom_price: price(24.1),
        currency: 'R$',
        delivery_time: 2,
        custom_delivery_time: 3,
        company: { id: 1, name: 'Correios' },
      },
      { id: 3, name: '.Package', price: '19.90', delivery_time: 5, company: { id: 2, name: 'Jadlog' } },
      { id: 17, name: 'Mini Envios', error: 'Serviço indisponível para o trecho.', company: { id: 1, name: 'Correios' } },
    ]);
  });
  return { url: server.url, token, calls, failNext: (how) => void failures.push(how), close: server.close };
}
