import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@clube/contract';
import { getAllStoreCategories, getAllStoreProducts, getStoreAuthToken, getStoreByUsername, registerStoreClient } from '@clube/contract/store';
import { createAccountThrottle, throttleRules } from '../../platform/account-throttle';
import type { AuthUser } from '../../platform/auth';
import { ok, okPaged, route, type RouteOptions } from '../../platform/route';
import { registerStoreClient as signUp, signUpThrottleKey, storeClientLogin } from './store-clients.service';
import { storeCategories, storeHeader, storeProducts } from './store.service';

/** Open calls carry small bodies: anything larger is refused before it is read. */
const SMALL_BODY = 16 * 1024;

type RateLimit = NonNullable<RouteOptions['rateLimit']>;

/** Per address and e-mail, as the office's login; after parsing (preHandler), when the e-mail is known. */
const perClientAndEmail: RateLimit = (() => {
  const limit = {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest) =>
      `${req.ip}|${String((req.body as { Email?: unknown } | undefined)?.Email ?? '')
        .trim()
        .toLowerCase()}`,
  };
  return limit;
})();

/**
 * /api/store/public (docs/marketplace.md#public-store): a member's public store, open to visitors
 * and limited per address like the registration's calls.
 */
export async function storeRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const throttle = createAccountThrottle({ enabled: app.deps.config.RATE_LIMITS === 'on' });

  /** The caller when he sends a valid session; a visitor (or a stale token) browses as a visitor. */
  async function viewerOf(req: FastifyRequest): Promise<AuthUser | undefined> {
    if (!req.headers.authorization) return undefined;
    try {
      return await app.authenticate(req);
    } catch {
      return undefined;
    }
  }

  route(app, getStoreByUsername, async ({ params }) => ok(await storeHeader(db(), params!.username)), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });

  route(app, getAllStoreCategories, async ({ params }) => ok(await storeCategories(db(), params!.username)), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });

  route(
    app,
    getAllStoreProducts,
    async ({ params, body, req }) => {
      const { data, pagination } = await storeProducts(db(), params!.username, await viewerOf(req), body!);
      return okPaged(data, pagination);
    },
    { rateLimit: { max: 120, timeWindow: '1 minute' }, bodyLimit: SMALL_BODY },
  );

  // Failed sign-ups also count per store, whatever the address; a success gives its attempt back
  // (docs/accounts.md, "Limits per account").
  route(
    app,
    registerStoreClient,
    async ({ params, body }) => {
      const key = signUpThrottleKey(params!.username);
      const attempt = await throttle.take(db(), throttleRules.registration, key);
      const session = await signUp(db(), app.issueAccessToken, params!.username, body!);
      await throttle.giveBack(db(), throttleRules.registration, key, attempt);
      return ok(session, messages.storeClientRegistered);
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' }, bodyLimit: SMALL_BODY },
  );

  route(
    app,
    getStoreAuthToken,
    async ({ body }) => {
      const session = await storeClientLogin(db(), app.issueAccessToken, body!, throttle);
      return ok(session, session.Message);
    },
    {
      rateLimit: perClientAndEmail,
      bodyLimit: SMALL_BODY,
    },
  );
}
