import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenKey, signAccessToken, verifyAccessToken } from '../auth/access-tokens.ts';
import { createRefreshToken, REFRESH_TOKEN_DAYS } from '../auth/refresh-tokens.ts';
import type { UserRow } from '../db/schema.ts';
import { apiError } from '../http/api-error.ts';

export const REFRESH_COOKIE = 'findable_refresh';

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      /** Starts (or, with a family, continues) a session: sets the refresh cookie, returns an access token. */
      startSession(reply: FastifyReply, user: UserRow): Promise<string>;
      setRefreshCookie(reply: FastifyReply, token: string): void;
      clearRefreshCookie(reply: FastifyReply): void;
      accessToken(user: UserRow): Promise<string>;
      /** The user of the request's bearer token; a 401 ApiError otherwise. */
      requireUser(request: FastifyRequest): Promise<UserRow>;
    };
  }
}

/**
 * Sessions (design 'Auth and session'): a 15-minute access token the browser keeps, and an opaque refresh token
 * in an httpOnly, SameSite=Lax cookie scoped to /api/auth (Secure outside plain-http localhost), stored hashed
 * and rotated on every use.
 */
export default fp<{ secret: string; secure: boolean }>(
  async (app, { secret, secure }) => {
    await app.register(cookie, { secret });
    const key = accessTokenKey(secret);
    const cookieOptions = { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure } as const;

    const auth: typeof app.auth = {
      accessToken: (user) => signAccessToken(key, user),
      setRefreshCookie(reply, token) {
        reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: REFRESH_TOKEN_DAYS * 86_400 });
      },
      clearRefreshCookie(reply) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      },
      async startSession(reply, user) {
        auth.setRefreshCookie(reply, await createRefreshToken(app.db, user.id));
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
        const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
        if (!user) throw apiError(request, 401, 'api.sessionEnded');
        return user;
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['database'] },
);
