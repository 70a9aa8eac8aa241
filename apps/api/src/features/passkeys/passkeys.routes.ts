import type { FastifyInstance } from 'fastify';
import {
  listPasskeys as listPasskeysEndpoint,
  passkeyAuthenticationOptions,
  passkeyLogin as passkeyLoginEndpoint,
  passkeyMessages,
  passkeyRegister,
  passkeyRegistrationOptions,
  removePasskey as removePasskeyEndpoint,
  renamePasskey as renamePasskeyEndpoint,
} from '@clube/contract/passkeys';
import { createAccountThrottle } from '../../platform/account-throttle';
import { auditActorOf } from '../../platform/audit';
import { ok, route } from '../../platform/route';
import { passkeyLogin, startPasskeyLogin } from './passkey-login.service';
import { finishRegistration, listPasskeys, removePasskey, renamePasskey, startRegistration, type PasskeyDeps } from './passkeys.service';
import { relyingPartyOf } from './relying-party';

/** Per address, as the password login's (docs/security.md#passkeys). */
const SIGN_IN_LIMIT = { max: 10, timeWindow: '1 minute' };

export async function passkeysRoutes(app: FastifyInstance) {
  const rp = relyingPartyOf(app.deps.config.PUBLIC_URL);
  const throttle = createAccountThrottle({ enabled: app.deps.config.RATE_LIMITS === 'on' });
  const deps = (log: PasskeyDeps['log']): PasskeyDeps => ({ db: app.deps.database.db, rp, mailer: app.deps.mailer, throttle, log });

  route(app, passkeyRegistrationOptions, async ({ user, body, req }) => ok(await startRegistration(deps(req.log), user, body!.CurrentPassword)));

  route(
    app,
    passkeyRegister,
    async ({ user, body, req }) =>
      ok(await finishRegistration(deps(req.log), user, auditActorOf(user, req), body!, req.headers['user-agent']), passkeyMessages.registered),
    { status: 201 },
  );

  route(app, listPasskeysEndpoint, async ({ user }) => ok(await listPasskeys({ db: app.deps.database.db }, user.id)));

  route(app, renamePasskeyEndpoint, async ({ user, params, body, req }) =>
    ok(await renamePasskey(deps(req.log), user, auditActorOf(user, req), params!.id, body!.Name), passkeyMessages.renamed),
  );

  route(app, removePasskeyEndpoint, async ({ user, params, body, req }) => {
    await removePasskey(deps(req.log), user, auditActorOf(user, req), params!.id, body!.CurrentPassword);
    return ok(null, passkeyMessages.removed);
  });

  route(app, passkeyAuthenticationOptions, async () => ok(await startPasskeyLogin({ db: app.deps.database.db, rp })), { rateLimit: SIGN_IN_LIMIT });

  route(
    app,
    passkeyLoginEndpoint,
    async ({ body, req }) => {
      const result = await passkeyLogin({ db: app.deps.database.db, rp, issue: app.issueAccessToken, log: req.log }, body!);
      return ok(result, result.Message);
    },
    { rateLimit: SIGN_IN_LIMIT },
  );
}
