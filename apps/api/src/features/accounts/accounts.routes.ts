import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@clube/contract';
import {
  getAuthToken,
  getAuthUserData,
  issueAccessToken,
  recoveryPassword,
  resetPassword,
  updateUserReloginData,
  verifyIfUserNeedsRelogin,
} from '@clube/contract/accounts';
import { ok, route, type RouteOptions } from '../../platform/route';
import { issueMemberAccessToken } from './access-token.service';
import { getAuthUserData as loadAuthUserData } from './auth-user.service';
import { login } from './login.service';
import { requestPasswordRecovery, resetPasswordWithToken } from './passwords.service';
import { reloginState, updateReloginFlag } from './session.service';

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
    keyGenerator: (req: FastifyRequest) => `${req.ip}|${String(account(req) ?? '').trim().toLowerCase()}`,
  };
  return limit;
}

export async function accountsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAuthToken, async ({ body }) => {
    const result = await login(db(), app.issueAccessToken, body!);
    return ok(result, result.Message);
  }, {
    rateLimit: perClientAndAccount(10, (req) => {
      const b = req.body as { Username?: string; Email?: string } | undefined;
      return b?.Username ?? b?.Email;
    }),
  });

  route(app, verifyIfUserNeedsRelogin, async ({ user }) => ok(await reloginState(db(), user.id)));

  route(app, updateUserReloginData, async ({ user, params }) => ok(await updateReloginFlag(db(), user.id, params!.value === 'true')));

  route(app, getAuthUserData, async ({ user }) => ok(await loadAuthUserData(db(), user.id)));

  route(app, recoveryPassword, async ({ params, req }) => {
    await requestPasswordRecovery({ db: db(), mailer: app.deps.mailer, publicUrl: app.deps.config.PUBLIC_URL, log: req.log }, params!.value);
    return ok(null, messages.recoverySent);
  }, { rateLimit: perClientAndAccount(5, (req) => (req.params as { value?: string }).value) });

  route(app, resetPassword, async ({ body }) => {
    await resetPasswordWithToken(db(), body!.Token, body!.Password);
    return ok(null, messages.passwordChanged);
  }, { rateLimit: { max: 10, timeWindow: '1 minute' } });

  route(app, issueAccessToken, async ({ user, params }) =>
    ok(await issueMemberAccessToken(db(), app.deps.config.PUBLIC_URL, user.id, params!.userId)),
  );
}
