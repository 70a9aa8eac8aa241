import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { createNewUserAdresses, updateUser, updateUserAdresses } from '@clube/contract/profile';
import { createAccountThrottle } from '../../platform/account-throttle';
import { ok, route } from '../../platform/route';
import { createAddress, updateAddress } from './addresses.service';
import { updateProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const throttle = createAccountThrottle({ enabled: app.deps.config.RATE_LIMITS === 'on' });

  route(
    app,
    updateUser,
    async ({ user, body, req }) => {
      // The fresh session after a password change stays an operator's one if this was, and keeps the
      // second factor this one passed (docs/security.md).
      const issue: typeof app.issueAccessToken = (u, o) =>
        app.issueAccessToken(u, {
          impersonatorId: user.impersonatorId,
          impersonatorTokenVersion: user.impersonatorTokenVersion ?? null,
          secondFactor: user.secondFactor,
          ...o,
        });
      const deps = { db: db(), issue, mailer: app.deps.mailer, log: req.log, throttle };
      return ok(await updateProfile(deps, user.id, body!), messages.dataUpdated);
    },
    { revokesAccess: true },
  );

  route(app, createNewUserAdresses, async ({ user, body }) => ok(await createAddress(db(), user.id, body!), messages.addressAdded));

  route(app, updateUserAdresses, async ({ user, body }) => {
    const { Id, ...address } = body!;
    return ok(await updateAddress(db(), user.id, Id, address), messages.addressUpdated);
  });
}
