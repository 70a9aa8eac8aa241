import type { FastifyInstance } from 'fastify';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorMessages as m,
  verifyTwoFactorCode,
} from '@clube/contract/accounts';
import type { AccountThrottle } from '../../platform/account-throttle';
import { auditActorOf } from '../../platform/audit';
import { ok, route } from '../../platform/route';
import type { TotpFactor } from '../../platform/second-factor';
import { startSession } from './login.service';
import { confirmSetup, disable, renewCodes, startSetup, twoFactorStatus, verifyChallenge, type TwoFactorDeps } from './two-factor.service';

/** Two factors with TOTP (docs/accounts.md#two-factor-sign-in). */
export function twoFactorRoutes(app: FastifyInstance, throttle: AccountThrottle) {
  const db = () => app.deps.database.db;
  const deps = (log: TwoFactorDeps['log']): TwoFactorDeps => ({ db: db(), mailer: app.deps.mailer, log, throttle });

  route(
    app,
    verifyTwoFactorCode,
    async ({ body, req }) => {
      const start = (userId: number, secondFactor: TotpFactor) => startSession(db(), app.issueAccessToken, userId, { secondFactor });
      const result = await verifyChallenge(deps(req.log), start, req.ip, body!.TwoFactorToken, body!.Code);
      return ok(result, result.Message);
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );

  route(app, getTwoFactorStatus, async ({ user }) => ok(await twoFactorStatus(db(), user.id)));

  route(app, startTwoFactorSetup, async ({ user }) => ok(await startSetup(db(), user), m.setupStarted));

  // The session's mark changes: answered once this instance's auth cache has it (the console opens at once).
  route(
    app,
    confirmTwoFactorSetup,
    async ({ user, body, req }) => ok(await confirmSetup(deps(req.log), user, auditActorOf(user, req), body!.Code), m.enabled),
    {
      revokesAccess: true,
    },
  );

  route(app, renewRecoveryCodes, async ({ user, body, req }) =>
    ok(await renewCodes(deps(req.log), user, auditActorOf(user, req), body!.Code), m.recoveryCodesRenewed),
  );

  route(
    app,
    disableTwoFactor,
    async ({ user, body, req }) => {
      await disable(deps(req.log), user, auditActorOf(user, req), body!.Password, body!.Code);
      return ok(null, m.disabled);
    },
    { revokesAccess: true },
  );
}
