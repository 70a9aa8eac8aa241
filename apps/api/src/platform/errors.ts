import { messages } from '@clube/contract';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** What existed and ended (an export's link after its 24 hours, docs/privacy.md#export). */
  GONE: 410,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  /** The database could not answer in time (a statement timeout): try again later, nothing changed. */
  SERVICE_UNAVAILABLE: 503,
};

/** A failure the member can read: a code (-> HTTP status) and a pt-BR message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

export const badRequest = (msg: string = messages.badRequest, errors?: Record<string, string[]>) => new AppError('BAD_REQUEST', msg, errors);
export const unauthorized = (msg: string = messages.unauthorized) => new AppError('UNAUTHORIZED', msg);
export const forbidden = (msg: string = messages.forbidden) => new AppError('FORBIDDEN', msg);
export const notFound = (msg: string = messages.notFound) => new AppError('NOT_FOUND', msg);
export const gone = (msg: string) => new AppError('GONE', msg);
export const conflict = (msg: string) => new AppError('CONFLICT', msg);
export const unprocessable = (msg: string, errors?: Record<string, string[]>) => new AppError('UNPROCESSABLE', msg, errors);

/** PostgreSQL unique violation on the given constraint/index name. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint || String(e.message).includes(constraint));
}

export function findPgError(err: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let cur: any = err;
  for (let i = 0; cur && i < 5; i++) {
    if (typeof cur.code === 'string' && /^[0-9A-Z]{5}$/.test(cur.code)) return cur;
    cur = cur.cause;
  }
  return undefined;
}

/**
 * PostgreSQL's answers that mean "this transaction lost a race, run it again": a deadlock (40P01)
 * or a serialization failure (40001). Nothing the transaction did was kept (db/conflict-retry.ts).
 */
export function isLockConflict(err: unknown): boolean {
  const code = findPgError(err)?.code;
  return code === '40P01' || code === '40001';
}
