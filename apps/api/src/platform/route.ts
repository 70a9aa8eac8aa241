import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, hasPermission, messages, type Endpoint, type PermissionId } from '@clube/contract';
import { twoFactorMessages } from '@clube/contract/accounts';
import type { AuthUser } from './auth';
import { isAdmin, isOperatorSession } from './auth';
import { forbidden } from './errors';
import { BEARER_SCHEME } from './api-document';
import { hasSecondFactor } from './second-factor';

type In<S> = S extends z.ZodType ? z.output<S> : undefined;
type Out<R> = R extends z.ZodType ? z.output<R> : never;
type BodyIn<E> = E extends Endpoint<infer B, any, any, any> ? In<B> : never;
type QueryIn<E> = E extends Endpoint<any, infer Q, any, any> ? In<Q> : never;
type ParamsIn<E> = E extends Endpoint<any, any, infer P, any> ? In<P> : never;

export interface Ctx<E extends Endpoint<any, any, any, any>, Authed extends boolean> {
  body: BodyIn<E>;
  query: QueryIn<E>;
  params: ParamsIn<E>;
  user: Authed extends true ? AuthUser : AuthUser | undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Per-route rate limit (requests per window), applied when rate limits are on. */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (req: FastifyRequest) => string };
  xsrf?: boolean;
  /** A smaller body limit than the app's, in bytes (open endpoints such as webhooks). */
  bodyLimit?: number;
  /** HTTP status of a success, 200 unless said. */
  status?: number;
  /**
   * The call ends sessions or changes access (logout, password change or reset): it answers only
   * once this instance's auth cache has taken the change in (docs/security.md, "The auth cache").
   */
  revokesAccess?: true;
}

/**
 * Registers one contract endpoint: its schemas validate the input and serialize the output, and
 * the endpoint's `auth`, `permission`, `adminOnly` and `movesMoney` are enforced before the handler
 * runs (and before the input is validated).
 */
export function route<E extends Endpoint<any, any, any, any>>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: Ctx<E, E['auth'] extends false ? false : true>) => Promise<Out<E['response']>>,
  options: RouteOptions = {},
) {
  const status = options.status ?? 200;
  const config: Record<string, unknown> = {};
  if (options.rateLimit) config['rateLimit'] = options.rateLimit;
  if (options.xsrf === false) config['xsrf'] = false;
  const schema: RouteShorthandOptions['schema'] & Record<string, unknown> = {
    summary: endpoint.summary,
    tags: endpoint.tags,
    response: { [status]: endpoint.response, '4xx': ErrorEnvelope },
  };
  if (endpoint.body) schema['body'] = endpoint.body;
  if (endpoint.query) schema['querystring'] = endpoint.query;
  if (endpoint.params) schema['params'] = endpoint.params;
  // An open route says so (`security: []`): a client generator then sends no token (docs/api-wire.md).
  schema['security'] = endpoint.auth ? [{ [BEARER_SCHEME]: [] }] : [];

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Authentication runs before validation so that an anonymous caller learns nothing of the shapes.
    onRequest: endpoint.auth
      ? async (req) => {
          // Money moves are judged on the database itself, not on the auth cache.
          const user = await app.authenticate(req, { fresh: endpoint.movesMoney === true });
          if (endpoint.adminOnly && !isAdmin(user)) throw forbidden();
          // Staff use the console only from a session that passed a second factor (docs/security.md#two-factors-totp).
          if (endpoint.adminOnly && !hasSecondFactor(user)) throw forbidden(twoFactorMessages.staffRequired);
          if (endpoint.permission !== undefined && !hasPermission(user.rolesIds, endpoint.permission as PermissionId)) {
            throw forbidden();
          }
          // The one place operator sessions are kept away from money (docs/security.md).
          if (endpoint.movesMoney && isOperatorSession(user)) throw forbidden(messages.operatorSessionNoMoney);
        }
      : undefined,
    handler: async (req, reply) => {
      const result = await handler({
        body: req.body as never,
        query: req.query as never,
        params: req.params as never,
        user: req.authUser as never,
        req,
        reply,
      });
      if (options.revokesAccess) await app.authSettled();
      // A money move may change the caller's own status (an invoice paid activates him): his next
      // call must not be judged on the state cached before it (docs/security.md, "The auth cache").
      else if (endpoint.movesMoney && req.authUser) app.authForget(req.authUser.id);
      return reply.status(status).send(result);
    },
  });
}

/**
 * The schema of a route that is not a contract endpoint (probes, stored files, the boleto page): open to anyone, its success told in words, its failures in the envelope. Only the
 * API document reads the success entry: files, HTML and redirects leave as they are.
 */
export function plainRouteSchema(doc: { summary: string; tags: string[]; success: string }) {
  return {
    summary: doc.summary,
    tags: doc.tags,
    security: [],
    response: { 200: z.unknown().describe(doc.success), '4xx': ErrorEnvelope },
  };
}

/** A success envelope. */
export function ok<T>(Data: T, Message: string | null = null) {
  return { IsSuccess: true as const, Message, Data };
}

export function okPaged<T>(
  Data: T,
  PaginationSettings: { Page: number; TotalPages: number; TotalRows: number; AllPages: number[] },
  Message: string | null = null,
) {
  return { IsSuccess: true as const, Message, Data, PaginationSettings };
}
