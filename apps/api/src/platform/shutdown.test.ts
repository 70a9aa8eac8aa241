import { connect, Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { freshDatabase } from '../../test/helper';
import { createShutdown } from './shutdown';

/**
 * The graceful stop (docs/operations.md#shutdown) on a real listening server: a request in flight
 * finishes, a request arriving on its kept-alive connection is still served (and the readiness
 * probe says 503), a new connection is refused, then the database closes and the process exits 0.
 */
describe('graceful shutdown', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let port: number;
  let slowStarted!: () => void;
  const started = new Promise<void>((resolve) => (slowStarted = resolve));

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.migrate();
    const config = loadConfig({ JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret', JOBS: 'on', LOG_LEVEL: 'silent', WEB_DIST: 'none' });
    app = await buildApp({ database, config, logger: false });
    app.get('/test/slow', async () => {
      slowStarted();
      await new Promise((r) => setTimeout(r, 1_500));
      return { Finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await drop?.();
  });

  /** A raw HTTP/1.1 connection kept alive: what was written, everything received, its end. */
  function connection() {
    const socket = connect(port, '127.0.0.1');
    const state = { received: '', ended: new Promise<void>((resolve) => socket.on('close', () => resolve())) };
    socket.on('data', (chunk) => (state.received += chunk.toString('utf8')));
    const get = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const answers = () => state.received.split(/(?=HTTP\/1\.1 )/).filter(Boolean);
    return { socket, state, get, answers };
  }

  it('lets the request in flight finish, serves what comes on open connections, refuses new ones, then closes the database', async () => {
    const exit = vi.fn();
    const closeDatabase = vi.spyOn(database, 'close');
    const shutdown = createShutdown({ app, database, timeoutMs: 10_000, exit });

    const busy = connection();
    busy.get('/test/slow');
    const idle = connection();
    idle.get('/api/health');
    while (idle.answers().length < 1) await new Promise((r) => setTimeout(r, 20));
    await started;

    const stopping = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(stopping); // a repeated signal changes nothing
    busy.get('/api/ready'); // pipelined behind the slow request
    idle.get('/api/helpers/ibge/getAllStates');
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(exit).not.toHaveBeenCalled();

    await stopping;
    await Promise.all([busy.state.ended, idle.state.ended]);
    const [slow, ready] = busy.answers();
    expect(slow).toMatch(/^HTTP\/1\.1 200/);
    expect(slow).toContain('{"Finished":true}');
    expect(ready).toMatch(/^HTTP\/1\.1 503/);
    expect(ready).toContain('"Reason":"shutting-down"');
    expect(ready).toMatch(/connection: close/i);
    const served = idle.answers()[1];
    expect(served).toMatch(/^HTTP\/1\.1 200/);
    expect(served).toMatch(/connection: close/i);
    expect(served).toContain('"Sigla":"SP"');
    expect(closeDatabase).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 at the deadline when something still runs', async () => {
    vi.useFakeTimers();
    try {
      const exit = vi.fn();
      const never = { close: () => new Promise<void>(() => {}), log: app.log, server: new Server() } as unknown as FastifyInstance;
      void createShutdown({ app: never, database: { close: async () => {} }, timeoutMs: 25_000, exit })('SIGTERM');
      await vi.advanceTimersByTimeAsync(24_999);
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
