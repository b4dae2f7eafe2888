/** What the browser knows of the signed-in user: the access token's payload (spec §3 'Session'). */
export interface SessionUser {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  accountType: 'business' | 'agency';
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

function base64UrlDecode(part: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new InvalidTokenError('bad base64');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new InvalidTokenError('bad base64');
  }
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * Decodes (does not verify) a JWT's payload, as the browser does to show the user. Throws InvalidTokenError
 * when the token is not a string, lacks a part, or holds bad base64 or bad JSON (spec §8).
 */
export function decodeAccessToken(token: unknown): SessionUser {
  if (typeof token !== 'string') throw new InvalidTokenError('not a string');
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !part)) throw new InvalidTokenError('missing part');
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]!));
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    throw new InvalidTokenError('bad JSON');
  }
  if (typeof payload !== 'object' || payload === null || typeof (payload as { exp?: unknown }).exp !== 'number') {
    throw new InvalidTokenError('bad payload');
  }
  return payload as SessionUser;
}

/** Seconds before expiry at which a token counts as 'expiring soon' (spec §9). */
export const EXPIRY_BUFFER_SECONDS = 60;

/** True when under 60 s remain, or when the token is missing or undecodable (spec §4). */
export function isExpiringSoon(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return true;
  try {
    return decodeAccessToken(token).exp - nowMs / 1000 < EXPIRY_BUFFER_SECONDS;
  } catch {
    return true;
  }
}
