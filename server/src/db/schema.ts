import type { Generated, Insertable, Selectable } from 'kysely';

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
}
export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;

export interface Database {
  users: UserTable;
}

// Generated is re-exported for tables whose ids the engine makes (none yet: ids are made in code).
export type { Generated };
