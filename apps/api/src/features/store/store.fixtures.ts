import { count, eq } from 'drizzle-orm';
import type { RegisterStoreClientBody } from '@clube/contract/store';
import type { Db } from '../../db/client';
import { addresses, auditLog, ledgerAccounts, sessions, users } from '../../db/schema';

/** Test support for the public store: a valid sign-up, and a snapshot of what a sign-up writes. */

export const storeAddress = {
  Name: 'Casa',
  ZipCode: '01310-100',
  Street: 'Avenida Paulista',
  Number: '1000',
  District: 'Bela Vista',
  City: 'São Paulo',
  State: 'SP',
  Complement: 'Apto 1',
};

/** A valid individual's sign-up; tests override what they exercise. */
export function signUpPayload(over: Partial<Record<keyof RegisterStoreClientBody, unknown>> = {}) {
  return {
    Name: 'Carla Cliente',
    Email: 'carla@cliente.test',
    PersonType: 1,
    RegionalId: '529.982.247-25',
    CNPJ: null,
    PhoneOne: '11987654321',
    Password: 'segredo123',
    ConfirmPassword: 'segredo123',
    Address: storeAddress,
    ...over,
  };
}

const n = async (q: Promise<Array<{ n: number }>>) => Number((await q)[0]?.n ?? 0);

/** What a sign-up or a login writes; equal snapshots mean nothing was created. */
export async function signUpSnapshot(db: Db) {
  return {
    users: await n(db.select({ n: count() }).from(users)),
    addresses: await n(db.select({ n: count() }).from(addresses)),
    sessions: await n(db.select({ n: count() }).from(sessions)),
    ledgerAccounts: await n(db.select({ n: count() }).from(ledgerAccounts)),
    audit: await n(db.select({ n: count() }).from(auditLog)),
  };
}

export const userRow = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

/** A CPF with valid check digits made from `n` (distinct n, distinct CPFs), for tests that sign up many clients. */
export function validCpf(n: number): string {
  const base = String(100_000_000 + n).slice(-9);
  const digit = (d: string) => {
    let sum = 0;
    for (let i = 0; i < d.length; i++) sum += Number(d[i]) * (d.length + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const first = `${base}${digit(base)}`;
  return `${first}${digit(first)}`;
}
