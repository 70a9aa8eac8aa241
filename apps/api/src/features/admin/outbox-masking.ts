import { OUTBOX_SECRET_MASK } from '@clube/contract/admin';

/**
 * The secret of a link that opens an account: the reset link's `token`, the token login's
 * `accessToken` (and any other `...token=` parameter). In HTML the separator may be `&amp;`.
 */
const LINK_SECRET = /(\b(?:token|accessToken|access_token)=)[^&\s"'<>#]+/gi;

/**
 * An outbox e-mail as staff may read it (docs/admin.md#outbox): every link secret replaced by the
 * mask, the rest of the message untouched. Reading a member's reset link would let whoever reads
 * the console sign in as him (or as another administrator), so the console never shows one.
 */
export function maskLinkSecrets(value: string): { value: string; masked: boolean } {
  let masked = false;
  const out = value.replace(LINK_SECRET, (_m, name: string) => {
    masked = true;
    return `${name}${OUTBOX_SECRET_MASK}`;
  });
  return { value: out, masked };
}
