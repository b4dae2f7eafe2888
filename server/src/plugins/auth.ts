import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenKey, signAccessToken, verifyAccessToken } from '../auth/access-tokens.ts';
import { findSessionUser, REFRESH_TOKEN_DAYS, rotateRefreshToken, startRefreshFamily, type RotateResult } from '../auth/refresh-tokens.ts';
import type { UserRow } from '../db/schema.ts';
import { apiError } from '../http/api-error.ts';

export const REFRESH_COOKIE = 'findable_refresh';
/** Marks a browser an account has signed in on (docs/decisions/007-login-throttling.md). */
export const DEVICE_COOKIE = 'findable_device';
const DEVICE_DAYS = 180;

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      /** Starts a session: a new refresh-token family in the cookie, and an access token. */
      startSession(reply: FastifyReply, user: UserRow): Promise<string>;
      /** Exchanges a refresh token for its successor (refresh-tokens.ts). */
      rotate(refreshToken: string): Promise<RotateResult>;
      setRefreshCookie(reply: FastifyReply, token: string): void;
      clearRefreshCookie(reply: FastifyReply): void;
      /** An access token for a user in one of their sessions. */
      accessToken(user: UserRow, sessionId: string): Promise<string>;
      /** The user and session of the request's bearer token, while the session lives; a 401 ApiError otherwise. */
      requireSession(request: FastifyRequest): Promise<{ user: UserRow; sessionId: string }>;
      /** The user of the request's bearer token (requireSession without the session). */
      requireUser(request: FastifyRequest): Promise<UserRow>;
      /** Remembers, in a signed cookie, that this browser signed in to the account with this e-mail. */
      trustDevice(reply: FastifyReply, email: string): void;
      /** Whether this browser has signed in to the account with this e-mail before. */
      isTrustedDevice(request: FastifyRequest, email: string): boolean;
    };
  }
}

export interface AuthPluginOptions {
  secret: string;
  secure: boolean;
  /** How long a used refresh token still gets the same successor (two tabs refreshing at once). */
  refreshGraceMs: number;
}

const deviceMark = (email: string) => createHash('sha256').update(`device\u0000${email.toLowerCase()}`).digest('base64url').slice(0, 32);

/**
 * Sessions (design 'Auth and session'): a 15-minute access token the browser keeps, and an opaque refresh token
 * in an httpOnly, SameSite=Lax cookie scoped to /api/auth (Secure outside plain-http localhost), stored hashed
 * and rotated on every use. An access token names its session; once the session ends (logout, a new password,
 * detected reuse) the token is refused even before it expires.
 */
export default fp<AuthPluginOptions>(
  async (app, { secret, secure, refreshGraceMs }) => {
    await app.register(cookie, { secret });
    const key = accessTokenKey(secret);
    const cookieOptions = { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure } as const;

    const auth: typeof app.auth = {
      accessToken: (user, sessionId) => signAccessToken(key, user, sessionId),
      rotate: (refreshToken) => rotateRefreshToken(app.db, key, refreshToken, { graceMs: refreshGraceMs }),
      setRefreshCookie(reply, token) {
        reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: REFRESH_TOKEN_DAYS * 86_400 });
      },
      clearRefreshCookie(reply) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      },
      async startSession(reply, user) {
        const { token, familyId } = await startRefreshFamily(app.db, user.id);
        auth.setRefreshCookie(reply, token);
        return signAccessToken(key, user, familyId);
      },
      async requireSession(request) {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
        if (!token) throw apiError(request, 401, 'api.unauthorized');
        let claims: { userId: string; sessionId: string };
        try {
          claims = await verifyAccessToken(key, token);
        } catch {
          throw apiError(request, 401, 'api.sessionEnded');
        }
        const user = await findSessionUser(app.db, claims.userId, claims.sessionId);
        if (!user) throw apiError(request, 401, 'api.sessionEnded');
        return { user, sessionId: claims.sessionId };
      },
      requireUser: async (request) => (await auth.requireSession(request)).user,
      trustDevice(reply, email) {
        reply.setCookie(DEVICE_COOKIE, deviceMark(email), { ...cookieOptions, signed: true, maxAge: DEVICE_DAYS * 86_400 });
      },
      isTrustedDevice(request, email) {
        const raw = request.cookies[DEVICE_COOKIE];
        const unsigned = raw ? request.unsignCookie(raw) : undefined;
        return Boolean(unsigned?.valid && unsigned.value === deviceMark(email));
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['database'] },
);
