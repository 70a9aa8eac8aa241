import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { registerUser, verifySponsorByUsername } from '@clube/contract/registration';
import { ok, route } from '../../platform/route';
import { registerMember, verifySponsor } from './registration.service';

export async function registrationRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  // Open and answering a member's contact data: limited per IP against scraping.
  route(app, verifySponsorByUsername, async ({ params }) => ok(await verifySponsor(db, params!.username)), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });

  route(app, registerUser, async ({ body }) => ok(await registerMember(db, body!), messages.registrationSuccess), {
    rateLimit: { max: 10, timeWindow: '1 minute' },
  });
}
