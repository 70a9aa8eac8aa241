/** Who the passkeys belong to, as the browser checks it: the RP ID (a host name) and the page's origin. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]']);

/**
 * Derived from PUBLIC_URL, the address members open (docs/security.md#passkeys). Browsers refuse
 * an IP address as RP ID, so an office published on a loopback address (a developer's machine,
 * the browser journeys) takes its passkeys at http://localhost on the same port, which browsers
 * treat as secure like an https page.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (LOOPBACK_ADDRESSES.has(url.hostname)) url.hostname = 'localhost';
  return { name: 'Clube Office', id: url.hostname, origin: url.origin };
}
