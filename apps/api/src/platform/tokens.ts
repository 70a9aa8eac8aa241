import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: invoice tokens, reset links, one-use logins, idempotency keys. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** One-use tokens are kept hashed, so a leaked table does not open accounts. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
