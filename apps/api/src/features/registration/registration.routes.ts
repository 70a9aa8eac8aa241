import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { registerUser, verifySponsorByUsername } from '@clube/contract/registration';
import { createAccountThrottle, throttleRules } from '../../platform/account-throttle';
import { ok, route } from '../../platform/route';
import { mailLinkRequest } from '../network';
import { consentContextOf } from '../privacy';
import { registerMember, verifySponsor } from './registration.service';

export async function registrationRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  // Open and answering a member's contact data: limited per IP against scraping.
  route(app, verifySponsorByUsername, async ({ params }) => ok(await verifySponsor(db, params!.username)), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });

  // Failed registrations also count per sponsor, whatever the address; a success gives its
  // attempt back, so a sponsor's recruits are never held up by each other (docs/accounts.md).
  const throttle = createAccountThrottle({ enabled: app.deps.config.RATE_LIMITS === 'on' });
  route(
    app,
    registerUser,
    async ({ body, req }) => {
      const attempt = await throttle.take(db, throttleRules.registration, body!.SponsorUsername);
      const { registered, linkRequest } = await registerMember(db, body!, new Date(), consentContextOf(req));
      await throttle.giveBack(db, throttleRules.registration, body!.SponsorUsername, attempt);
      // Not awaited: the answer must not wait longer when the CPF/CNPJ is already in use.
      if (linkRequest) mailLinkRequest({ mailer: app.deps.mailer, publicUrl: app.deps.config.PUBLIC_URL, log: req.log }, linkRequest);
      return ok(registered, messages.registrationSuccess);
    },
    {
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
  );
}
