import { passkeyMessages } from '@clube/contract/passkeys';
import { ApiError } from '../../../lib/api';

/**
 * Runs the browser's part of a passkey ceremony (@simplewebauthn/browser, fetched only when a
 * member uses one). A refusal or a timeout of the device becomes an ApiError with its pt-BR
 * message, so the one error toast of the app shows it.
 */
export async function inBrowser<T>(ceremony: (lib: typeof import('@simplewebauthn/browser')) => Promise<T>): Promise<T> {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new ApiError(0, passkeyMessages.browserUnsupported, null);
  try {
    return await ceremony(lib);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // The device already holds one of the member's passkeys (the options exclude them).
    if ((err as Error)?.name === 'InvalidStateError') throw new ApiError(0, passkeyMessages.alreadyRegistered, null);
    throw new ApiError(0, passkeyMessages.browserCancelled, null);
  }
}
