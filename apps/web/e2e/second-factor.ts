import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';

/**
 * The administrators' authenticator apps for the journeys: the TOTP secret each enrolled with
 * (the first sign-in of a run sets it up, as the console demands: docs/admin.md) and the last
 * 30-second step a code was given for, kept in a file beside the run's server, since every journey
 * file runs in a worker of its own and the server refuses a code whose step was already used.
 */
const PERIOD_MS = 30_000;
const file = () => join(tmpdir(), `clube-e2e-second-factors-${process.env.E2E_PORT ?? 3199}.json`);

interface Phones {
  [username: string]: { secret: string; lastStep: number };
}

const read = (): Phones => (existsSync(file()) ? (JSON.parse(readFileSync(file(), 'utf8')) as Phones) : {});

/** A run starts on a fresh database: no administrator has enrolled yet (global-setup.ts). */
export const forgetSecondFactors = () => rmSync(file(), { force: true });

export const enrolledSecret = (username: string): string | undefined => read()[username]?.secret;

/** Remembers an administrator's secret once his set-up answered it. */
export function rememberSecret(username: string, secret: string) {
  writeFileSync(file(), JSON.stringify({ ...read(), [username]: { secret, lastStep: -1 } }));
}

/**
 * What his phone shows, as a code the server has not seen: the earliest step it still accepts
 * (one step of drift either way) after the last one used, waiting for the next period if needed.
 */
export async function codeFor(username: string): Promise<string> {
  const phone = read()[username];
  if (!phone) throw new Error(`${username} has no second factor enrolled in this run`);
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    let step = Math.max(phone.lastStep + 1, current - 1);
    // A step about to leave the window may reach the server too late.
    if (step === current - 1 && now % PERIOD_MS > PERIOD_MS - 5_000) step += 1;
    if (step <= current + 1) {
      writeFileSync(file(), JSON.stringify({ ...read(), [username]: { ...phone, lastStep: step } }));
      return new TOTP({ secret: Secret.fromBase32(phone.secret) }).generate({ timestamp: step * PERIOD_MS });
    }
    await new Promise((r) => setTimeout(r, PERIOD_MS - (now % PERIOD_MS) + 100));
  }
}
