import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: for refresh, reset and invite tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table grants nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
