import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorEnvelope, hasPermission, type Endpoint, type PermissionId } from '@clube/contract';
import type { AuthUser } from './auth';
import { isAdmin } from './auth';
import { forbidden } from './errors';

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
  /** HTTP status of a success, 200 unless said. */
  status?: number;
}

/**
 * Registers one contract endpoint: its schemas validate the input and serialize the output, and
 * the endpoint's `auth`, `permission` and `adminOnly` are enforced before the handler runs.
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
  if (endpoint.auth) schema['security'] = [{ bearerAuth: [] }];

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config,
    // Authentication runs before validation so that an anonymous caller learns nothing of the shapes.
    onRequest: endpoint.auth
      ? async (req) => {
          const user = await app.authenticate(req);
          if (endpoint.adminOnly && !isAdmin(user)) throw forbidden();
          if (endpoint.permission !== undefined && !hasPermission(user.rolesIds, endpoint.permission as PermissionId)) {
            throw forbidden();
          }
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
      return reply.status(status).send(result);
    },
  });
}

/** A success envelope. */
export function ok<T>(Data: T, Message: string | null = null) {
  return { IsSuccess: true as const, Message, Data };
}

export function okPaged<T>(Data: T, PaginationSettings: { Page: number; TotalPages: number; TotalRows: number; AllPages: number[] }, Message: string | null = null) {
  return { IsSuccess: true as const, Message, Data, PaginationSettings };
}
