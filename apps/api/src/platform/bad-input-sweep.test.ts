import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType, type Endpoint } from '@clube/contract';
import { createTestApp, type TestApp } from '../../test/helper';
import { insertMember } from '../seed/builders';

/**
 * Every call of the contract, as a member and as an administrator without staff roles, with path
 * parameters that name nothing or are not numbers and with bodies of the wrong shape, types and
 * sizes: none answers a 5xx (docs/api-wire.md: bad input is a 4xx in pt-BR). What each call
 * answers instead is its own tests' business. Uploads, imports and restores take files, not JSON;
 * sign-outs would end the sessions the sweep uses.
 */
const contractDir = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));

async function allEndpoints(): Promise<Endpoint[]> {
  const found = new Map<string, Endpoint>();
  for (const dir of readdirSync(contractDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === 'common') continue;
    const mod = (await import(`@clube/contract/${dir.name}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const e = value as Partial<Endpoint> | null;
      if (e && typeof e === 'object' && typeof e.path === 'string' && typeof e.method === 'string') found.set(`${e.method} ${e.path}`, e as Endpoint);
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

const fills = ['999999', '-1', 'abc', '1e999', '%00', '0'];
const bodies: unknown[] = [
  {},
  [],
  'x',
  42,
  null,
  { Id: 'x', InvoiceId: -1, Code: '\u0000', Page: 1e20 },
  { PaginationSettings: { Page: 'a', RowsPerPage: -5 } },
  { StartDate: '2026-02-31', EndDate: 'x', Channel: 9, Granted: 'yes', Confirm: 'true', Reason: 'a'.repeat(100_000) },
];

let t: TestApp;
let endpoints: Endpoint[];
const tokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  endpoints = await allEndpoints();
  tokens.push(t.token(await insertMember(t.database.db, { username: 'varredura.socio' })));
  tokens.push(t.token(await insertMember(t.database.db, { username: 'varredura.admin', type: UserType.Administrator })));
});
afterAll(() => t.close());

describe('bad input on every call', () => {
  it('never answers a 5xx', async () => {
    const bad: string[] = [];
    for (const e of endpoints) {
      if (/logout|import|upload|restore/i.test(e.path)) continue;
      for (const token of tokens) {
        for (const fill of fills) {
          const url = e.path.replace(/:([A-Za-z]+)/g, () => fill);
          for (const body of e.method === 'GET' ? [undefined] : bodies) {
            const res = await t.client(token).request({
              method: e.method,
              url,
              ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
            });
            if (res.statusCode >= 500) bad.push(`${res.statusCode} ${e.method} ${url} ${JSON.stringify(body)?.slice(0, 80)} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  }, 600_000);
});
