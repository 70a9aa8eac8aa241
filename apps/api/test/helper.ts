import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { buildApp } from '../src/app';
import { verifyLedger } from '../src/features/ledger';
import { registerAllInvoiceHandlers } from '../src/invoice-handlers';
import { pgliteTemplate, pgTemplate } from './migrated-template';
import type { Mailer, MailMessage } from '../src/platform/mail';
import type { ZipLookup } from '../src/integrations/zip';

/** Which database the suite runs on: PGlite (always) or this machine's PostgreSQL (TEST_DATABASE_URL). */
export const TEST_DB = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'pg';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** E-mails the app sent. */
  mails: MailMessage[];
  /** A client carrying the XSRF cookie and header, optionally a bearer token. */
  client(token?: string): TestClient;
  /** Signs in through the real login call and answers a client with that session. */
  login(username: string, password: string): Promise<TestClient>;
  /** Runs the ledger verifier (must find nothing), then drops the database. */
  close(): Promise<void>;
}

export interface TestClient {
  token?: string;
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** A new migrated database of the project's kind (PGlite in memory, or a new PostgreSQL database) and how to drop it. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  // Tests call the services straight on this database: invoices move through their handlers.
  registerAllInvoiceHandlers();
  if (TEST_DB === 'pglite') {
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
    return { database, drop: async () => {} };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `clube_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await pgTemplate(base)}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 30 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  zip?: ZipLookup;
  seed?: (db: Database) => Promise<void>;
  /** Receives every log line (JSON, level trace) instead of silence: for tests of what the logs hold. */
  logStream?: { write(line: string): void };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  await database.migrate();
  if (opts.seed) await opts.seed(database);
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMITS: 'off',
    JOBS: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...opts.env,
  });
  const mails: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (m) => void mails.push(m) };
  const app = await buildApp({
    database,
    config,
    mailer,
    zip: opts.zip,
    logger: opts.logStream ? { stream: opts.logStream, level: 'trace' } : false,
    checkResponses: true,
  });
  await app.ready();

  const xsrf = 'test-xsrf-token';
  const client = (token?: string): TestClient => {
    const request = (o: InjectOptions) =>
      app.inject({
        ...o,
        headers: {
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(o.headers ?? {}),
        },
      });
    return {
      token,
      request,
      get: (url) => request({ method: 'GET', url }),
      post: (url, payload) => request({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) }),
      put: (url, payload) => request({ method: 'PUT', url, ...(payload === undefined ? {} : { payload: payload as object }) }),
    };
  };

  return {
    app,
    database,
    config,
    mails,
    client,
    async login(username, password) {
      const res = await client().post('/api/accounts/token/getAuthToken', { Username: username, Password: password, UserType: 2 });
      if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
      return client(res.json().Data.AccessToken);
    },
    async close() {
      const problems = await verifyLedger(database.db);
      await app.close();
      await database.close();
      await drop();
      expect(problems, 'ledger verifier').toEqual([]);
    },
  };
}
