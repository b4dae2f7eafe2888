import type { Insertable, Selectable } from 'kysely';

/** Timestamps are ISO 8601 strings made in code, so both engines store and sort them the same way. */
type Timestamp = string;

export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  password_hash: string | null;
  google_sub: string | null;
  account_type: 'business' | 'agency' | null;
  /** For a user who joined through an agency's invite: that agency's user id. */
  agency_id: string | null;
  terms_version: string | null;
  terms_accepted_at: Timestamp | null;
  privacy_version: string | null;
  privacy_accepted_at: Timestamp | null;
  disclaimer_version: string | null;
  disclaimer_accepted_at: Timestamp | null;
}
export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;

/** One refresh token; tokens of one sign-in form a family, rotated on each use. */
export interface RefreshTokenTable {
  id: string;
  user_id: string;
  family_id: string;
  /** SHA-256 of the token; the token itself is only ever in the browser's cookie. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export type RefreshTokenRow = Selectable<RefreshTokenTable>;

export interface PasswordResetTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface InviteTable {
  id: string;
  agency_id: string;
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
}

export interface ProjectTable {
  id: string;
  user_id: string;
  name: string;
  place_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ProjectRow = Selectable<ProjectTable>;

export interface Database {
  users: UserTable;
  refresh_tokens: RefreshTokenTable;
  password_resets: PasswordResetTable;
  invites: InviteTable;
  projects: ProjectTable;
}

