import type { DbOrTx } from '../../db/client';
import { consumeChallenge, insertChallenge, type ChallengePurpose } from './passkeys.repository';

/** How long a ceremony may take, from the options to the browser's answer. */
export const CHALLENGE_SECONDS = 5 * 60;

export async function rememberChallenge(db: DbOrTx, challenge: string, purpose: ChallengePurpose, userId: number | null, userHandle: string | null) {
  await insertChallenge(db, { challenge, purpose, userId, userHandle, expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000) });
}

/**
 * The verifier's challenge check, backed by the table: the answer's challenge must be one we
 * handed out for this purpose (and this member), unexpired and unused; checking it uses it up.
 * `state.used` tells the caller afterwards whether that is where the verification failed.
 */
export function challengeCheck(db: DbOrTx, purpose: ChallengePurpose, userId: number | null) {
  const state: { used: boolean; userHandle: string | null } = { used: false, userHandle: null };
  const check = async (challenge: string) => {
    const row = await consumeChallenge(db, challenge, purpose, userId);
    if (!row) return false;
    state.used = true;
    state.userHandle = row.userHandle;
    return true;
  };
  return { check, state };
}
