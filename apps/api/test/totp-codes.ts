import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
/** The last step handed out per secret: the server refuses a step at or before the last one used. */
const lastStep = new Map<string, number>();

/**
 * A code of the authenticator app for `secret` that the server has not seen yet: the earliest
 * step it still accepts (one step of drift either way) after the last one this process handed out,
 * waiting for the next period when all three are spent. Answers as a person's phone would.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const step = Math.max((lastStep.get(secret) ?? -Infinity) + 1, current - 1);
    // A step about to fall out of the window is skipped: the request may reach the server late.
    const usable = step === current - 1 && now % PERIOD_MS > PERIOD_MS - 3_000 ? step + 1 : step;
    if (usable <= current + 1) {
      lastStep.set(secret, usable);
      return totp.generate({ timestamp: usable * PERIOD_MS });
    }
    await new Promise((r) => setTimeout(r, PERIOD_MS - (now % PERIOD_MS) + 50));
  }
}
