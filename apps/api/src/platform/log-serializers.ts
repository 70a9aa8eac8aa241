import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold (docs/api-wire.md, "Logs"): no query strings, no path values, no SQL
 * text or parameters, no database row details. These serializers are the logger's own, so every
 * `{ req }` and `{ err }` logged anywhere goes through them.
 */

/**
 * The request as logged: method and route pattern (`/recoveryPassword/:value`, not the e-mail).
 * A path no route matched may hold anything (an e-mail sent with the wrong method): only its first
 * two segments are kept.
 */
export function serializeRequest(req: FastifyRequest) {
  const route = req.routeOptions?.url;
  return {
    method: req.method,
    url: route ?? unmatchedPath(req.url),
    remoteAddress: req.ip,
  };
}

function unmatchedPath(url: string) {
  const segments = url.split('?')[0]!.split('/').slice(1);
  return `/${segments.slice(0, 2).join('/')}${segments.length > 2 ? '/…' : ''}`;
}

// Fields of PostgreSQL (pg and PGlite) errors that name things, never values. `detail`
// ("Key (email)=(...)", "Failing row contains (...)"), `where` and `internalQuery` are left out.
const SAFE_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'schema', 'dataType', 'severity', 'routine'] as const;
const MAX_CAUSES = 4;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

function safeMessage(e: Record<string, unknown>): string {
  const message = typeof e['message'] === 'string' ? e['message'] : String(e['message'] ?? '');
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" (values are the user's data).
  const failedQuery = message.indexOf('Failed query');
  if (failedQuery >= 0) return `${message.slice(0, failedQuery)}Failed query (SQL and parameters not logged)`;
  // Data exceptions (class 22) quote the offending value after a colon: 'invalid input syntax for type integer: "..."'.
  if (isSqlState(e['code']) && String(e['code']).startsWith('22')) return message.replace(/:\s[\s\S]*$/, '');
  return message;
}

/** The error as logged: type, a message without values, the stack frames and safe fields, causes too. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (err === null || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as Record<string, unknown>;
  const type = (err as object).constructor?.name ?? 'Error';
  const message = safeMessage(e);
  const frames = typeof e['stack'] === 'string' ? e['stack'].split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_FIELDS) {
    const v = e[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  if (e['cause'] !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e['cause'], depth + 1);
  return out;
}

/**
 * One line for a console message (a start-up refusal, a command's failure): the innermost safe
 * message, e.g. the database's reason behind drizzle's "Failed query", never the query's values.
 */
export function safeErrorReason(err: unknown): string {
  let logged = serializeError(err);
  while (logged.cause) logged = logged.cause;
  return logged.message;
}

/** Zod issues of a response that broke its contract: where and what, never the value. */
export function serializeIssues(issues: unknown) {
  if (!Array.isArray(issues)) return undefined;
  return issues.map((i: { code?: unknown; path?: unknown; message?: unknown }) => ({ code: i.code, path: i.path, message: i.message }));
}

export const logSerializers = { req: serializeRequest, err: (err: unknown) => serializeError(err) };
