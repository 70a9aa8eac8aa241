import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreightProvider, DEFAULT_FREIGHT_TABLE, quoteFromTable } from './index';
import { startMelhorEnvioStandIn, type MelhorEnvioStandIn } from './melhorenvio-stand-in.test-support';

let me: MelhorEnvioStandIn;
const warnings: Array<{ obj: object; msg: string }> = [];
const log = { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
const table = async () => DEFAULT_FREIGHT_TABLE;
const packages = [{ weightGrams: 700, lengthCm: 20, widthCm: 15, heightCm: 10, quantity: 2 }];

beforeAll(async () => {
  me = await startMelhorEnvioStandIn();
});
afterAll(() => me.close());

describe('Melhor Envio adapter', () => {
  it('asks the shipment calculation for one consolidated package, insured for the declared value, and answers Sedex and PAC', async () => {
    const provider = createFreightProvider({ melhorEnvioToken: me.token, melhorEnvioUrl: me.url, table, log });
    expect(provider.name).toBe('melhorenvio');
    const options = await provider.quote('13010-100', '01310100', packages, 24_050);
    expect(options).toEqual([
      { deliveryType: 40010, title: 'Sedex', priceCents: 3_010, days: 3, provider: 'melhorenvio' },
      { deliveryType: 41106, title: 'PAC', priceCents: 2_335, days: 7, provider: 'melhorenvio' },
    ]);
    const call = me.calls.at(-1)!;
    expect(call.headers).toMatchObject({ authorization: `Bearer ${me.token}`, accept: 'application/json', 'content-type': 'application/json' });
    expect(call.headers['user-agent']).toBeTruthy();
    expect(call.body).toEqual({
      from: { postal_code: '13010100' },
      to: { postal_code: '01310100' },
      package: { height: 20, width: 15, length: 20, weight: 1.4 },
      options: { insurance_value: 240.5, receipt: false, own_hand: false },
      services: '1,2',
    });
  });

  it('falls back to the offline table and warns when Melhor Envio is down, refuses, answers garbage or is too slow: never an error', async () => {
    const offline = quoteFromTable(DEFAULT_FREIGHT_TABLE, '13010100', '01310100', packages, 'offline-fallback');
    const provider = createFreightProvider({ melhorEnvioToken: me.token, melhorEnvioUrl: me.url, table, log, timeoutMs: 300 });
    for (const how of [500, 422, 401, 'garbage', 'slow'] as const) {
      warnings.length = 0;
      me.failNext(how);
      expect(await provider.quote('13010100', '01310100', packages, 10_000), String(how)).toEqual(offline);
      expect(warnings, String(how)).toHaveLength(1);
      expect(warnings[0]!.msg).toBe('freight: Melhor Envio failed, the offline table answered');
    }
    warnings.length = 0;
    const wrongToken = createFreightProvider({ melhorEnvioToken: 'wrong', melhorEnvioUrl: me.url, table, log });
    expect(await wrongToken.quote('13010100', '01310100', packages, 10_000)).toEqual(offline);
    const unreachable = createFreightProvider({ melhorEnvioToken: me.token, melhorEnvioUrl: 'http://127.0.0.1:9', table, log });
    expect(await unreachable.quote('13010100', '01310100', packages, 10_000)).toEqual(offline);
    expect(warnings).toHaveLength(2);
  });
});
