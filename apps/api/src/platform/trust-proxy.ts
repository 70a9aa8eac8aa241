import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's `trustProxy` from TRUST_PROXY (docs/accounts.md, "Client addresses"). Fastify 5 reads
 * a bare hop count as "trust nobody", so a count becomes Express's rule: the first N hops from this
 * server are proxies. That is only safe when nothing reaches the server but through them; a list
 * of the proxies' addresses is the safer setting.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
