import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';

/** 32 random bytes, base64url: invoice tokens, reset links, one-use logins, idempotency keys. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * randomToken made by PostgreSQL, for invoices issued set-based (a million rows never cross the
 * wire to get one each): two random UUIDs (32 bytes, 244 random bits) as base64url, the same 43
 * characters. Every invoice token is one of these two, so their shape changes here only.
 */
export const randomTokenSql = sql.raw(`translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`);

/** One-use tokens are kept hashed, so a leaked table does not open accounts. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
