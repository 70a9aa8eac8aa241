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
import { freshTotpCode } from './totp-codes';
import { rowsOf } from '../src/db/rows';
import { sql } from 'drizzle-orm';
import { offlinePushSender, type OfflinePushSender } from '../src/integrations/push';

/** Which database the suite runs on: PGlite (always) or this machine's PostgreSQL (TEST_DATABASE_URL). */
export const TEST_DB = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'pg';

/**
 * A second connection pool on the test app's database, standing for a second API instance, so that
 * concurrent work really races on PostgreSQL; on PGlite (one connection) it is the app's own
 * database. Close it with `closeSecondInstance`.
 */
export async function secondInstance(t: TestApp): Promise<Database> {
  if (TEST_DB !== 'pg') return t.database;
  const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`SELECT current_database() AS name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return openDatabase({ url: url.toString(), poolSize: 4 });
}

export async function closeSecondInstance(t: TestApp, second: Database): Promise<void> {
  if (second !== t.database) await second.close();
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** E-mails the app sent. */
  mails: MailMessage[];
  /** Pushes the app would have sent (docs/app.md#push-notifications). */
  push: OfflinePushSender;
  /** A client carrying the XSRF cookie and header, optionally a bearer token. */
  client(token?: string): TestClient;
  /** Signs in through the real login call and answers a client with that session. */
  login(username: string, password: string): Promise<TestClient>;
  /**
   * A session opened straight for a user, without signing in: for tests of what a signed-in user
   * may do, not of how he signs in. A staff member's counts as having passed his second factor,
   * as his real sign-in must (docs/security.md#two-factors-totp); `loginStaff` goes the real way.
   */
  token(user: { id: number; type: number; tokenVersion: number }): string;
  /**
   * Signs an administrator in through the real endpoints, as a person does: the password, then
   * either the code of his authenticator (enrolled before by this helper) or, the first time, the
   * set-up the console demands, with codes computed from the secret the set-up answered.
   */
  loginStaff(username: string, password: string): Promise<TestClient>;
  /** The TOTP secret an administrator enrolled through `loginStaff`. */
  staffSecrets: Map<string, string>;
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
    // Push keys would be generated in DATA_DIR: the push tests turn it on with keys of their own.
    PUSH: 'off',
    ...opts.env,
  });
  const mails: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (m) => void mails.push(m) };
  // Tests never call a push service: what would go out is kept here.
  const push = offlinePushSender();
  const app = await buildApp({
    database,
    config,
    mailer,
    push,
    zip: opts.zip,
    logger: opts.logStream ? { stream: opts.logStream, level: 'trace' } : false,
    checkResponses: true,
  });
  await app.ready();

  const staffSecrets = new Map<string, string>();
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
    push,
    client,
    async login(username, password) {
      const res = await client().post('/api/accounts/token/getAuthToken', { Username: username, Password: password, UserType: 2 });
      if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
      return client(res.json().Data.AccessToken);
    },
    token: (u) => app.issueAccessToken(u, { secondFactor: u.type === 1 ? 'totp' : null }).token,
    staffSecrets,
    async loginStaff(username, password) {
      const res = await client().post('/api/accounts/token/getAuthToken', { Username: username, Password: password, UserType: 1 });
      if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
      const data = res.json().Data;
      if (data.TwoFactorRequired) {
        const secret = staffSecrets.get(username);
        if (!secret) throw new Error(`${username} has 2FA on, but not through loginStaff`);
        const second = await client().post('/api/accounts/token/verifyTwoFactorCode', {
          TwoFactorToken: data.TwoFactorToken,
          Code: await freshTotpCode(secret),
        });
        if (second.statusCode !== 200) throw new Error(`second step of ${username} failed: ${second.statusCode} ${second.body}`);
        return client(second.json().Data.AccessToken);
      }
      const session = client(data.AccessToken);
      const setup = await session.post('/api/accounts/twoFactor/setup');
      if (setup.statusCode !== 200) throw new Error(`2FA set-up of ${username} failed: ${setup.statusCode} ${setup.body}`);
      const secret: string = setup.json().Data.Secret;
      const confirmed = await session.post('/api/accounts/twoFactor/confirm', { Code: await freshTotpCode(secret) });
      if (confirmed.statusCode !== 200) throw new Error(`2FA confirmation of ${username} failed: ${confirmed.statusCode} ${confirmed.body}`);
      staffSecrets.set(username, secret);
      return session;
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
