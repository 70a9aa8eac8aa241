import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import { UserStatus, UserType, messages } from '@clube/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { unauthorized } from './errors';

/** What a verified access token carries. */
export interface TokenClaims {
  sub: number;
  typ: number;
  ver: number;
}

/** The caller, read fresh from the database on every call, so revocations apply at once. */
export interface AuthUser {
  id: number;
  type: number;
  status: number;
  rolesIds: number[];
  username: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    authenticate(req: FastifyRequest): Promise<AuthUser>;
    issueAccessToken(user: { id: number; type: number; tokenVersion: number }): { token: string; expiresOn: Date };
  }
}

export const authPlugin = fp(async (app, opts: { db: Db; secret: string; expiresInSeconds: number }) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });

  app.decorate('issueAccessToken', (user: { id: number; type: number; tokenVersion: number }) => {
    const expiresOn = new Date(Date.now() + opts.expiresInSeconds * 1000);
    const token = app.jwt.sign({ sub: user.id, typ: user.type, ver: user.tokenVersion }, { expiresIn: opts.expiresInSeconds });
    return { token, expiresOn };
  });

  app.decorate('authenticate', async (req) => {
    if (req.authUser) return req.authUser;
    let claims: TokenClaims;
    try {
      claims = await req.jwtVerify<TokenClaims>();
    } catch {
      throw unauthorized();
    }
    const [row] = await opts.db
      .select({
        id: users.id,
        type: users.type,
        status: users.status,
        rolesIds: users.rolesIds,
        username: users.username,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, claims.sub))
      .limit(1);
    if (!row || row.tokenVersion !== claims.ver || row.type !== claims.typ) throw unauthorized();
    if (row.status === UserStatus.Bloqueado) throw unauthorized(messages.userBlocked);
    const user: AuthUser = { id: row.id, type: row.type, status: row.status, rolesIds: row.rolesIds, username: row.username };
    req.authUser = user;
    return user;
  });
});

export const isAdmin = (u: AuthUser) => u.type === UserType.Administrator;
