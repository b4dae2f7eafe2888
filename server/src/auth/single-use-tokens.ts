/* eslint-disable @typescript-eslint/no-unnecessary-type-assertion -- the rule misreads the generic `table: T`: without these casts Kysely's overloads do not resolve and tsc fails. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Single-use secrets: refresh tokens, password-reset links and invites. One way for all three: 32 random
 * bytes handed out once (base64url), only their SHA-256 stored, an expiry, and a claim that marks the row used
 * in one conditional update, so two concurrent uses, on one process or several, cannot both succeed.
 */

/** The tables that hold single-use secrets; each has id, token_hash, created_at, expires_at and used_at. */
export type TokenTable = 'refresh_tokens' | 'password_resets' | 'invites';
export type TokenRow<T extends TokenTable> = Selectable<Database[T]>;
/** What a caller supplies for a new token: the table's own columns. */
export type TokenFields<T extends TokenTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'token_hash' | 'created_at' | 'expires_at' | 'used_at'
>;

/** The columns the three tables share, which is all this module reads and writes besides the caller's fields. */
interface SingleUseColumns {
  id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
/** The database seen through those shared columns. */
// Cast stays: Kysely cannot see columns shared by a union of tables, so the three tables are viewed through those columns.
const common = (db: Kysely<Database>) => db as unknown as Kysely<Record<TokenTable, SingleUseColumns>>;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table grants nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stores a new token valid for `ttlMs` and returns it: the only time the token itself exists on the server.
 * `token` lets a caller choose it (a refresh token's successor is derived, see refresh-tokens.ts).
 */
export async function issueToken<T extends TokenTable>(
  db: Kysely<Database>,
  table: T,
  fields: TokenFields<T>,
  { ttlMs, token = newToken(), now = new Date() }: { ttlMs: number; token?: string; now?: Date },
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const row = {
    ...fields,
    id,
    token_hash: tokenHash(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    used_at: null,
  };
  await common(db)
    .insertInto(table as TokenTable)
    .values(row as SingleUseColumns)
    .execute();
  return { id, token };
}

/** The stored row of a token, whatever its state (for telling why a claim failed). */
export function findToken<T extends TokenTable>(
  db: Kysely<Database>,
  table: T,
  token: string,
): Promise<TokenRow<T> | undefined> {
  return common(db)
    .selectFrom(table as TokenTable)
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst() as Promise<TokenRow<T> | undefined>;
}

/**
 * The row of a token that a claim would still accept (unused, unexpired), without using it: a link is checked
 * before the slow password hashing, and claimed after it.
 */
export async function findUsableToken<T extends TokenTable>(
  db: Kysely<Database>,
  table: T,
  token: string,
  now: Date = new Date(),
): Promise<TokenRow<T> | undefined> {
  const row = await findToken(db, table, token);
  const state = row as SingleUseColumns | undefined;
  return state && !state.used_at && state.expires_at > now.toISOString() ? row : undefined;
}

/**
 * Uses a token: marks it used if it is unused and unexpired, in one conditional update, and returns its row;
 * undefined when it is unknown, used, revoked (revoking marks a token used) or expired.
 */
export function claimToken<T extends TokenTable>(
  db: Kysely<Database>,
  table: T,
  token: string,
  now: Date = new Date(),
): Promise<TokenRow<T> | undefined> {
  const at = now.toISOString();
  return common(db)
    .updateTable(table as TokenTable)
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returningAll()
    .executeTakeFirst() as Promise<TokenRow<T> | undefined>;
}

/** Makes every still unused token of one owner unusable (older reset links once a new one is sent or used). */
export async function retireTokens<T extends TokenTable>(
  db: Kysely<Database>,
  table: T,
  owner: { column: 'user_id' | 'family_id' | 'agency_id'; value: string },
  now: Date = new Date(),
): Promise<number> {
  // Cast stays: as in `common`, plus the owner column the caller names (one of three, all text).
  const result = await (
    db as unknown as Kysely<Record<TokenTable, SingleUseColumns & Record<typeof owner.column, string>>>
  )
    .updateTable(table as TokenTable)
    .set({ used_at: now.toISOString() })
    .where(owner.column, '=', owner.value)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
