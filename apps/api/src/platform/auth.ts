import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { sql } from 'drizzle-orm';
import { UserStatus, UserType, messages } from '@clube/contract';
import type { Database } from '../db/client';
import { AuthCache } from './auth-cache';
import { AUTH_INVALIDATED_CHANNEL, insertSession, prepareSessionLookup, type SessionRow } from './auth-sessions';
import { unauthorized } from './errors';
import type { SecondFactor } from './second-factor';
import { randomToken } from './tokens';

/** What a verified access token carries (docs/security.md, "Access tokens"). */
export interface TokenClaims {
  /** The member's id, an integer. */
  sub: number;
  /** The session's id: the server ends it on logout. */
  sid: string;
  /** The member's UserType when signed in. */
  typ: number;
  /** The member's token version when signed in: bumping it ends every older session. */
  ver: number;
  exp: number;
}

/** The caller, as his live session and current account state say. */
export interface AuthUser {
  id: number;
  type: number;
  status: number;
  rolesIds: number[];
  username: string;
  sessionId: string;
  /** The operator who opened this session with a one-use access token ("entrar como sócio"). */
  impersonatorId: number | null;
  /** His token version then: a session opened from this one (a password change) is his as long. */
  impersonatorTokenVersion?: number | null;
  /** The second factor this session's sign-in passed, null for a password alone (platform/second-factor.ts). */
  secondFactor: SecondFactor | null;
}

/** A signed token and the session row behind it (being written until `saved` settles). */
export interface IssuedAccessToken {
  token: string;
  expiresOn: Date;
  sessionId: string;
  saved: Promise<void>;
}

export interface IssueOptions {
  impersonatorId?: number | null;
  /** The operator's token version when he issued the one-use token (docs/security.md#operator-sessions-end-with-the-operator). */
  impersonatorTokenVersion?: number | null;
  /** The second factor the sign-in passed (docs/security.md#two-factors-totp); none unless said. */
  secondFactor?: SecondFactor | null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenClaims, 'exp'>;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    /** `fresh`: judged on the database, never on the cache (calls that move money). */
    authenticate(req: FastifyRequest, opts?: { fresh?: boolean }): Promise<AuthUser>;
    /**
     * Opens a session: the row is written and the token signed. Callers that hand the token to a
     * client await `saved` first, so another instance already finds the session.
     */
    issueAccessToken(user: { id: number; type: number; tokenVersion: number }, opts?: IssueOptions): IssuedAccessToken;
    /**
     * Resolves once this instance has heard every access change committed before the call, so the
     * caller's next request is judged on it (other instances hear it within moments).
     */
    authSettled(): Promise<void>;
    /** Drops this instance's cached sessions of a member: his next call reads his state afresh. */
    authForget(userId: number): void;
  }
}

/** Short: the trigger notifications evict at once; the time limit only bounds a missed one's effect. */
export const AUTH_CACHE_TTL_MS = 30_000;
const AUTH_CACHE_MAX_ENTRIES = 50_000;
/** A notification not back by then: forget everything rather than wait longer. */
const SETTLE_TIMEOUT_MS = 2_000;
const SYNC_PREFIX = 'sync:';
/** Verified tokens remembered by the JWT verifier (an LRU): one per session active within its TTL. */
const VERIFIED_TOKENS_KEPT = 10_000;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Tokens the server did not shape this way are refused whatever their signature. */
function parseClaims(p: Record<string, unknown>): TokenClaims | undefined {
  if (!isId(p['sub']) || !isInt(p['typ']) || !isInt(p['ver']) || !isInt(p['exp'])) return undefined;
  const sid = p['sid'];
  if (typeof sid !== 'string' || sid.length < 16 || sid.length > 100) return undefined;
  return { sub: p['sub'], sid, typ: p['typ'], ver: p['ver'], exp: p['exp'] };
}

export const authPlugin = fp(async (app, opts: { database: Database; secret: string; expiresInSeconds: number }) => {
  const db = opts.database.db;
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256' },
    // A token's signature and claims are checked once, then remembered (keyed by its hash, never past
    // its exp): the session behind it is still judged on every call (docs/performance.md).
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid', 'typ', 'ver'], cache: VERIFIED_TOKENS_KEPT },
  });

  const lookupSession = prepareSessionLookup(db);
  const cache = new AuthCache<SessionRow>({ ttlMs: AUTH_CACHE_TTL_MS, maxEntries: AUTH_CACHE_MAX_ENTRIES });
  const syncWaiters = new Map<string, () => void>();
  const stopListening = await opts.database.listen(AUTH_INVALIDATED_CHANNEL, {
    onNotify: (payload) => {
      if (payload.startsWith(SYNC_PREFIX)) return syncWaiters.get(payload)?.();
      const userId = Number(payload);
      if (isId(userId)) cache.evictUser(userId);
      else cache.clear();
    },
    onStatus: (up) => {
      cache.setListening(up);
      if (!up) app.log.warn('auth cache off: the database notification channel is down, reconnecting');
    },
  });
  app.addHook('onClose', () => stopListening());

  app.decorate('authForget', (userId: number) => cache.evictUser(userId));

  // Notifications reach a listener in commit order: once our own marker, sent after the change
  // committed, comes back, the change's notification has been applied to the cache.
  app.decorate('authSettled', async () => {
    // Nothing is cached while the channel is down: nothing to wait for.
    if (!cache.active) return;
    const marker = `${SYNC_PREFIX}${randomToken()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      syncWaiters.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await db.execute(sql`SELECT pg_notify(${AUTH_INVALIDATED_CHANNEL}, ${marker})`);
      if (!(await heard)) cache.clear();
    } finally {
      clearTimeout(timer);
      syncWaiters.delete(marker);
    }
  });

  // Sessions whose row this process is still writing: a call carrying one waits for it.
  const pendingSessions = new Map<string, Promise<void>>();

  app.decorate('issueAccessToken', (user: { id: number; type: number; tokenVersion: number }, issue: IssueOptions = {}) => {
    const sessionId = randomToken();
    const expiresOn = new Date(Date.now() + opts.expiresInSeconds * 1000);
    const token = app.jwt.sign({ sub: user.id, sid: sessionId, typ: user.type, ver: user.tokenVersion }, { expiresIn: opts.expiresInSeconds });
    const saved = insertSession(db, {
      id: sessionId,
      userId: user.id,
      impersonatorId: issue.impersonatorId ?? null,
      impersonatorTokenVersion: issue.impersonatorTokenVersion ?? null,
      secondFactor: issue.secondFactor ?? null,
      expiresAt: expiresOn,
    }).finally(() => pendingSessions.delete(sessionId));
    // Handled here so that a caller who never awaits it does not crash the process; the session is
    // then simply missing and its token refused.
    saved.catch((err: Error) => app.log.error({ err: { message: err.message } }, 'session row not written'));
    pendingSessions.set(sessionId, saved);
    return { token, expiresOn, sessionId, saved };
  });

  async function liveSession(claims: TokenClaims, fresh: boolean): Promise<SessionRow | undefined> {
    const cached = fresh ? undefined : cache.get(claims.sid);
    if (cached) return cached;
    await pendingSessions.get(claims.sid)?.catch(() => undefined);
    const ticket = cache.ticket();
    const row = await lookupSession(claims.sid);
    // An operator's session is also forgotten when the operator's own access changes.
    if (row && row.status !== UserStatus.Bloqueado) cache.store(ticket, claims.sid, row.userId, row, row.impersonatorId);
    return row;
  }

  app.decorate('authenticate', async (req: FastifyRequest, check: { fresh?: boolean } = {}) => {
    if (req.authUser) return req.authUser;
    let claims: TokenClaims | undefined;
    try {
      claims = parseClaims((await req.jwtVerify<TokenClaims>()) as unknown as Record<string, unknown>);
    } catch {
      throw unauthorized();
    }
    if (!claims) throw unauthorized();
    const row = await liveSession(claims, check.fresh === true);
    if (!row || row.userId !== claims.sub || row.tokenVersion !== claims.ver || row.type !== claims.typ) throw unauthorized();
    if (row.status === UserStatus.Bloqueado) throw unauthorized(messages.userBlocked);
    const user: AuthUser = {
      id: row.userId,
      type: row.type,
      status: row.status,
      rolesIds: row.rolesIds,
      username: row.username,
      sessionId: claims.sid,
      impersonatorId: row.impersonatorId,
      impersonatorTokenVersion: row.impersonatorTokenVersion,
      secondFactor: row.secondFactor as SecondFactor | null,
    };
    req.authUser = user;
    return user;
  });
});

/** Type optional: the ownership gate's caller named by id alone (platform/access.ts) is never an Administrator. */
export const isAdmin = (u: Pick<Partial<AuthUser>, 'type'>) => u.type === UserType.Administrator;

/** An operator's "entrar como sócio" session: it reads, it never moves money (docs/security.md). */
export const isOperatorSession = (u: AuthUser) => u.impersonatorId !== null;
