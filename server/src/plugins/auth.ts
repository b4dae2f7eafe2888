import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenKey, signAccessToken, verifyAccessToken } from '../auth/access-tokens.ts';
import {
  findSessionUser,
  REFRESH_TOKEN_DAYS,
  rotateRefreshToken,
  startRefreshFamily,
  type RotateResult,
} from '../auth/refresh-tokens.ts';
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
      /**
       * Remembers, in a signed cookie, that this browser signed in to the account: a random id of the browser
       * (its own login allowance) bound to the account's current credential, so a new password retires it.
       */
      trustDevice(reply: FastifyReply, user: UserRow): void;
      /** The id of this browser if it signed in to the account since the account's password was last set. */
      trustedDevice(request: FastifyRequest, user: UserRow | undefined): string | undefined;
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
 * What binds a device cookie to an account as it is now: its e-mail and its credential (the password's hash,
 * which every new password changes, or the Google subject). The issue 31 re-probe found the mark depended on
 * the e-mail alone, so a browser that once signed in with a stolen password stayed 'known' after the owner's
 * reset and could use up the owner's allowance.
 */
const deviceMark = (deviceId: string, user: UserRow) =>
  createHash('sha256')
    .update(
      `device\u0000${deviceId}\u0000${user.email.toLowerCase()}\u0000${user.password_hash ?? user.google_sub ?? ''}`,
    )
    .digest('base64url')
    .slice(0, 32);

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
      trustDevice(reply, user) {
        const deviceId = randomBytes(12).toString('base64url');
        reply.setCookie(DEVICE_COOKIE, `${deviceId}.${deviceMark(deviceId, user)}`, {
          ...cookieOptions,
          signed: true,
          maxAge: DEVICE_DAYS * 86_400,
        });
      },
      trustedDevice(request, user) {
        const raw = request.cookies[DEVICE_COOKIE];
        const unsigned = raw && user ? request.unsignCookie(raw) : undefined;
        if (!user || !unsigned?.valid || !unsigned.value) return undefined;
        const [deviceId = '', mark] = unsigned.value.split('.');
        return deviceId && mark === deviceMark(deviceId, user) ? deviceId : undefined;
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['database'] },
);
