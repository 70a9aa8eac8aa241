import type { z } from 'zod';
import type { PermissionId } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: its method and path (Fastify style, `:param`), its input schemas and its
 * response schema. The API registers routes from these; the web types its calls with them.
 * `auth: false` opens a route to visitors; otherwise `permission` is the role id required
 * (-1, SIDE_HOME, means any authenticated user).
 */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  auth: boolean;
  permission?: PermissionId;
  /** Administrators only (UserType 1), on top of the permission. */
  adminOnly?: boolean;
  /**
   * Moves or routes money (payments, transfers, withdrawals, the bank accounts withdrawals go to):
   * refused in an operator's "entrar como sócio" session.
   */
  movesMoney?: true;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
}

export function defineEndpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<B, Q, P, R>): Endpoint<B, Q, P, R> {
  return e;
}

export type BodyOf<E> = E extends Endpoint<infer B, any, any, any> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type QueryOf<E> = E extends Endpoint<any, infer Q, any, any> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
export type ParamsOf<E> = E extends Endpoint<any, any, infer P, any> ? (P extends z.ZodType ? z.input<P> : undefined) : never;
export type ResponseOf<E> = E extends Endpoint<any, any, any, infer R> ? z.output<R> : never;

/**
 * An endpoint's method and path alone, in a module without schemas: a screen that must not wait
 * for zod (the login, docs/performance.md "Web") calls through it, typed by the endpoint with
 * `import type`. The endpoint spreads it, so its path is written once.
 */
export interface EndpointAddress {
  readonly method: HttpMethod;
  readonly path: string;
}
