import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenKey, signAccessToken, verifyAccessToken } from '../auth/access-tokens.ts';
import { REFRESH_TOKEN_DAYS, rotateRefreshToken, startRefreshFamily, type RotateResult } from '../auth/refresh-tokens.ts';
import type { UserRow } from '../db/schema.ts';
import { findUserById } from '../db/users-repository.ts';
import { apiError } from '../http/api-error.ts';

export const REFRESH_COOKIE = 'findable_refresh';

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      /** Starts a session: a new refresh-token family in the cookie, and an access token. */
      startSession(reply: FastifyReply, user: UserRow): Promise<string>;
      /** Exchanges a refresh token for its successor (refresh-tokens.ts). */
      rotate(refreshToken: string): Promise<RotateResult>;
      setRefreshCookie(reply: FastifyReply, token: string): void;
      clearRefreshCookie(reply: FastifyReply): void;
      accessToken(user: UserRow): Promise<string>;
      /** The user of the request's bearer token; a 401 ApiError otherwise. */
      requireUser(request: FastifyRequest): Promise<UserRow>;
    };
  }
}

export interface AuthPluginOptions {
  secret: string;
  secure: boolean;
  /** How long a used refresh token still gets the same successor (two tabs refreshing at once). */
  refreshGraceMs: number;
}

/**
 * Sessions (design 'Auth and session'): a 15-minute access token the browser keeps, and an opaque refresh token
 * in an httpOnly, SameSite=Lax cookie scoped to /api/auth (Secure outside plain-http localhost), stored hashed
 * and rotated on every use.
 */
export default fp<AuthPluginOptions>(
  async (app, { secret, secure, refreshGraceMs }) => {
    await app.register(cookie, { secret });
    const key = accessTokenKey(secret);
    const cookieOptions = { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure } as const;

    const auth: typeof app.auth = {
      accessToken: (user) => signAccessToken(key, user),
      rotate: (refreshToken) => rotateRefreshToken(app.db, key, refreshToken, { graceMs: refreshGraceMs }),
      setRefreshCookie(reply, token) {
        reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: REFRESH_TOKEN_DAYS * 86_400 });
      },
      clearRefreshCookie(reply) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      },
      async startSession(reply, user) {
        const { token } = await startRefreshFamily(app.db, user.id);
        auth.setRefreshCookie(reply, token);
        return signAccessToken(key, user);
      },
      async requireUser(request) {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
        if (!token) throw apiError(request, 401, 'api.unauthorized');
        let userId: string;
        try {
          userId = await verifyAccessToken(key, token);
        } catch {
          throw apiError(request, 401, 'api.sessionEnded');
        }
        const user = await findUserById(app.db, userId);
        if (!user) throw apiError(request, 401, 'api.sessionEnded');
        return user;
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['database'] },
);
