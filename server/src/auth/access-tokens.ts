import type { SessionUser } from '@findable/core/auth/access-token';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../db/schema.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'findable';

export function accessTokenKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * A 15-minute HS256 JWT whose payload is the browser's view of the user (spec §3 'Session'), and `sid`: the
 * session (refresh-token family) it belongs to, so ending the session ends its access tokens too.
 */
export function signAccessToken(key: Uint8Array, user: UserRow, sessionId: string): Promise<string> {
  const payload: Omit<SessionUser, 'exp' | 'sub'> & { sid: string } = {
    sid: sessionId,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    locale: user.locale,
    accountType: user.account_type ?? 'business',
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key);
}

/** The user and session of a valid, unexpired token; throws otherwise. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
): Promise<{ userId: string; sessionId: string }> {
  const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
  if (!payload.sub || typeof payload.sid !== 'string') throw new Error('token without subject or session');
  return { userId: payload.sub, sessionId: payload.sid };
}
