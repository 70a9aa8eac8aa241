import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { serializeError, serializeRequest } from './log-serializers';

/** What reaches the log from an error or a request (docs/api-wire.md, "Logs"). */
describe('serializeError', () => {
  const pgError = (code: string, message: string) =>
    Object.assign(new Error(message), {
      code,
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(maria@clube.test) already exists.',
      where: 'SQL statement "..."',
      internalQuery: 'select 1',
    });

  it("drops drizzle's SQL and parameters and PostgreSQL's row details, keeps the SQLSTATE and names", () => {
    const cause = pgError('23505', 'duplicate key value violates unique constraint "users_email_unique"');
    const err = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['maria@clube.test', '$argon2id$v=19$m=1'], cause);
    const logged = serializeError(err);
    const text = JSON.stringify(logged);
    for (const secret of ['maria@clube.test', '$argon2id', 'password_hash', 'params:', 'Key (email)', 'SQL statement'])
      expect(text, secret).not.toContain(secret);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query (SQL and parameters not logged)',
      cause: {
        code: '23505',
        constraint: 'users_email_unique',
        table: 'users',
        message: 'duplicate key value violates unique constraint "users_email_unique"',
      },
    });
    expect(logged.stack.split('\n')[0]).toBe('DrizzleQueryError: Failed query (SQL and parameters not logged)');
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it('cuts the quoted value out of data-exception messages', () => {
    const logged = serializeError(pgError('22P02', 'invalid input syntax for type integer: "52998224725"'));
    expect(logged.message).toBe('invalid input syntax for type integer');
    expect(JSON.stringify(logged)).not.toContain('52998224725');
  });

  it('answers something loggable for what is not an error', () => {
    expect(serializeError('boom')).toMatchObject({ type: 'string', message: 'boom' });
    expect(serializeError(undefined)).toMatchObject({ type: 'undefined' });
  });
});

describe('serializeRequest', () => {
  const request = (url: string, route?: string) => ({ method: 'POST', url, ip: '10.0.0.1', routeOptions: { url: route } }) as never;

  it('logs the route pattern, never path values or the query string', () => {
    expect(serializeRequest(request('/api/users/passwords/recoveryPassword/maria%40clube.test?x=1', '/api/users/passwords/recoveryPassword/:value'))).toEqual({
      method: 'POST',
      url: '/api/users/passwords/recoveryPassword/:value',
      remoteAddress: '10.0.0.1',
    });
  });

  it('keeps two segments of a path no route matched', () => {
    expect(serializeRequest(request('/api/users/passwords/maria@clube.test?cpf=1')).url).toBe('/api/users/…');
    expect(serializeRequest(request('/login?next=/x')).url).toBe('/login');
  });
});
