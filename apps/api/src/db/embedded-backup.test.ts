import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDataDir, openConfiguredDatabase } from '../command-config';
import { loadConfig } from '../config';
import { insertMember } from '../seed/builders';
import { TEST_DB } from '../../test/helper';
import { DataDirInUseError, lockFileOf } from './data-dir-lock';
import { backupEmbedded, restoreEmbedded, RestoreRefusedError } from './embedded-backup';
import { users } from './schema';

/**
 * `npm run backup` / `npm run restore` of the embedded database (docs/operations.md#backup-and-restore)
 * and the lock that keeps a second process out of it. PGlite only: PostgreSQL uses pg_dump.
 */
if (TEST_DB === 'pglite')
  describe('backup and restore of the embedded database', () => {
    const root = mkdtempSync(join(tmpdir(), 'clube-backup-'));
    const config = (dir: string) => loadConfig({ DATA_DIR: join(root, dir), JWT_SECRET: 'backup-test-secret-backup-test-secret' });
    const source = config('source');
    const file = join(root, 'backups', 'clube.tar.gz');
    let other: ChildProcess | undefined;

    beforeAll(async () => {
      const database = await openConfiguredDatabase(source);
      await database.migrate();
      await insertMember(database.db, { username: 'antes.do.backup' });
      await database.close();
    });
    afterAll(() => {
      other?.kill();
      rmSync(root, { recursive: true, force: true });
    });

    const usernames = async (dir: string) => {
      const database = await openConfiguredDatabase(config(dir));
      try {
        return (await database.db.select({ username: users.username }).from(users)).map((u) => u.username);
      } finally {
        await database.close();
      }
    };

    it('a member created before the backup is there after the restore into an empty DATA_DIR', async () => {
      const bytes = await backupEmbedded(embeddedDataDir(source), file);
      expect(bytes).toBeGreaterThan(100_000);
      expect(readdirSync(join(root, 'backups'))).toEqual(['clube.tar.gz']);
      expect(await restoreEmbedded(file, embeddedDataDir(config('restored')))).toEqual({ previous: undefined });
      expect(await usernames('restored')).toContain('antes.do.backup');
    });

    it('refuses a DATA_DIR that holds a database unless forced, and then keeps the old one aside', async () => {
      const target = config('restored');
      const database = await openConfiguredDatabase(target);
      await insertMember(database.db, { username: 'depois.do.backup' });
      await database.close();

      await expect(restoreEmbedded(file, embeddedDataDir(target))).rejects.toThrow(/already holds a database.*--force/);
      expect(await usernames('restored')).toContain('depois.do.backup');

      const { previous } = await restoreEmbedded(file, embeddedDataDir(target), { force: true });
      expect(previous).toMatch(/pglite\.before-restore-/);
      expect(existsSync(join(previous!, 'PG_VERSION'))).toBe(true);
      const now = await usernames('restored');
      expect(now).toContain('antes.do.backup');
      expect(now).not.toContain('depois.do.backup');
    });

    it('refuses a file that is not a backup and leaves the database as it was', async () => {
      const junk = join(root, 'junk.tar.gz');
      writeFileSync(junk, 'not a backup');
      await expect(restoreEmbedded(junk, embeddedDataDir(config('restored')), { force: true })).rejects.toBeInstanceOf(RestoreRefusedError);
      expect(await usernames('restored')).toContain('antes.do.backup');
      expect(readdirSync(root).filter((n) => n.includes('restoring'))).toEqual([]);
    });

    it('refuses while another process holds the data folder (a running server), and takes over a dead one', async () => {
      const dataDir = embeddedDataDir(source);
      other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      writeFileSync(lockFileOf(dataDir), String(other.pid));
      await expect(backupEmbedded(dataDir, join(root, 'other.tar.gz'))).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(restoreEmbedded(file, dataDir, { force: true })).rejects.toThrow(`in use by process ${other.pid}`);
      await expect(openConfiguredDatabase(source)).rejects.toThrow(/stop it first/);
      expect(existsSync(join(root, 'other.tar.gz'))).toBe(false);

      const exited = new Promise((r) => other!.once('exit', r));
      other.kill();
      await exited;
      expect(await backupEmbedded(dataDir, join(root, 'other.tar.gz'))).toBeGreaterThan(0);
      expect(existsSync(lockFileOf(dataDir))).toBe(false);
    });

    it('the server and the commands hold it while open, and let go when closed', async () => {
      const database = await openConfiguredDatabase(source);
      expect(existsSync(lockFileOf(embeddedDataDir(source)))).toBe(true);
      await database.db.select().from(users).where(eq(users.username, 'antes.do.backup'));
      await database.close();
      expect(existsSync(lockFileOf(embeddedDataDir(source)))).toBe(false);
    });
  });

describe('NODE_ENV', () => {
  it('does not end the demo: only DATABASE_URL does (docs/operations.md#demo-and-production)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clube-env-'));
    try {
      expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir }).DEMO).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
