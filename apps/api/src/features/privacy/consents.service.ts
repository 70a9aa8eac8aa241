import type { MarketingChannel, MyPrivacy } from '@clube/contract/privacy';
import type { DbOrTx, Tx } from '../../db/client';
import { currentContract, keepContractVersion } from '../configurations';
import { consentsOf, insertConsent, latestConsent, type ConsentKind, type ConsentRow } from './consents.repository';

/** Where a consent was given: the request's address and browser. */
export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 500;
const trimmedAgent = (ua: string | null) => (ua ? ua.slice(0, USER_AGENT_MAX) : null);

/**
 * 'Li e aceito o contrato' at registration (docs/privacy.md#consents): the version in force, the
 * SHA-256 of its text, the time, IP and user agent; the text is kept by version.
 */
export async function recordContractAcceptance(tx: Tx, userId: number, ctx: ConsentContext, at: Date = new Date()): Promise<void> {
  const contract = await currentContract(tx);
  await keepContractVersion(tx, contract.Version, contract.Text);
  await insertConsent(tx, {
    userId,
    kind: 'contract',
    granted: true,
    version: contract.Version,
    textHash: contract.Hash,
    ip: ctx.ip,
    userAgent: trimmedAgent(ctx.userAgent),
    createdAt: at,
  });
}

/**
 * What a channel means with no row yet (docs/privacy.md#consents): push follows the device's own
 * subscription (the browser asked the member) until he revokes it here; e-mail and WhatsApp
 * marketing wait for an explicit opt-in.
 */
const DEFAULT_GRANTED: Record<MarketingChannel, boolean> = { push: true, email: false, whatsapp: false };

export async function marketingState(db: DbOrTx, userId: number): Promise<MyPrivacy['Marketing']> {
  const state = async (c: MarketingChannel) => (await latestConsent(db, userId, c))?.granted ?? DEFAULT_GRANTED[c];
  return { Push: await state('push'), Email: await state('email'), WhatsApp: await state('whatsapp') };
}

/** Gives or revokes a channel; the first choice and every change write a row of history, a repeat writes nothing. */
export async function setMarketing(tx: Tx, userId: number, channel: MarketingChannel, granted: boolean, ctx: ConsentContext): Promise<boolean> {
  const latest = await latestConsent(tx, userId, channel);
  if (latest && latest.granted === granted) return false;
  await insertConsent(tx, { userId, kind: channel, granted, ip: ctx.ip, userAgent: trimmedAgent(ctx.userAgent) });
  return true;
}

export const consentView = (r: ConsentRow) => ({
  Id: r.id,
  Kind: r.kind as ConsentKind,
  Granted: r.granted,
  Version: r.version,
  TextHash: r.textHash,
  CreatedOn: r.createdAt.toISOString(),
});

export const consentHistory = async (db: DbOrTx, userId: number) => (await consentsOf(db, userId)).map(consentView);
