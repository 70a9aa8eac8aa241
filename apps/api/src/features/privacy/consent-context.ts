import type { FastifyRequest } from 'fastify';
import type { ConsentContext } from './consents.service';

/** Where a consent is given: the request's address (behind the trusted proxies) and its browser. */
export const consentContextOf = (req: FastifyRequest): ConsentContext => ({
  ip: req.ip ?? null,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
});
