import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@clube/contract';
import {
  getAuthToken,
  getAuthUserData,
  issueAccessToken,
  logout,
  logoutAllDevices,
  recoveryPassword,
  resetPassword,
  updateUserReloginData,
  verifyIfUserNeedsRelogin,
} from '@clube/contract/accounts';
import { createAccountThrottle } from '../../platform/account-throttle';
import { auditActorOf } from '../../platform/audit';
import { ok, route, type RouteOptions } from '../../platform/route';
import { issueMemberAccessToken } from './access-token.service';
import { getAuthUserData as loadAuthUserData } from './auth-user.service';
import { login } from './login.service';
import { requestPasswordRecovery, resetPasswordWithToken } from './passwords.service';
import { endAllSessions, endSession, reloginState, updateReloginFlag } from './session.service';
import { twoFactorRoutes } from './two-factor.routes';

type RateLimit = NonNullable<RouteOptions['rateLimit']>;

/**
 * Keyed by client and account, so one address cannot hammer an account and a shared office network
 * does not lock everyone out. Runs after body parsing (preHandler), when the account name is known.
 */
function perClientAndAccount(max: number, account: (req: FastifyRequest) => unknown): RateLimit {
  const limit = {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest) =>
      `${req.ip}|${String(account(req) ?? '')
        .trim()
        .toLowerCase()}`,
  };
  return limit;
}

export async function accountsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const throttle = createAccountThrottle({ enabled: app.deps.config.RATE_LIMITS === 'on' });

  route(
    app,
    getAuthToken,
    async ({ body }) => {
      const result = await login(db(), app.issueAccessToken, body!, throttle);
      return ok(result, result.Message);
    },
    {
      rateLimit: perClientAndAccount(10, (req) => {
        // The same name the login uses: Email when given, else Username.
        const b = req.body as { Username?: string | null; Email?: string | null } | undefined;
        return b?.Email || b?.Username;
      }),
    },
  );

  route(app, verifyIfUserNeedsRelogin, async ({ user }) => ok(await reloginState(db(), user.id)));

  route(app, updateUserReloginData, async ({ user, params }) => ok(await updateReloginFlag(db(), user.id, params!.value === 'true')));

  route(app, getAuthUserData, async ({ user }) => ok(await loadAuthUserData(db(), user.id)));

  route(
    app,
    logout,
    async ({ user }) => {
      await endSession(db(), user.id, user.sessionId);
      return ok(null, messages.loggedOut);
    },
    { revokesAccess: true },
  );

  route(
    app,
    logoutAllDevices,
    async ({ user }) => {
      await endAllSessions(db(), user.id);
      return ok(null, messages.loggedOutAllDevices);
    },
    { revokesAccess: true },
  );

  route(
    app,
    recoveryPassword,
    async ({ params, req }) => {
      await requestPasswordRecovery({ db: db(), mailer: app.deps.mailer, publicUrl: app.deps.config.PUBLIC_URL, log: req.log, throttle }, params!.value);
      return ok(null, messages.recoverySent);
    },
    { rateLimit: perClientAndAccount(5, (req) => (req.params as { value?: string }).value) },
  );

  route(
    app,
    resetPassword,
    async ({ body }) => {
      await resetPasswordWithToken(db(), throttle, body!.Token, body!.Password);
      return ok(null, messages.passwordChanged);
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' }, revokesAccess: true },
  );

  route(app, issueAccessToken, async ({ user, params, req }) =>
    ok(await issueMemberAccessToken(db(), app.deps.config.PUBLIC_URL, auditActorOf(user, req), params!.userId)),
  );

  twoFactorRoutes(app, throttle);
}
