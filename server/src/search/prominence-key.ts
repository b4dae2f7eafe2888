/**
 * The *prominence key* of a business (docs/search.md): fewer reviews → larger key, with the business id in
 * the low digits to keep keys unique. It is the rowid of SQLite's FTS5 tables and the `key` of PostgreSQL's
 * posting tables, so a read in key order meets the most prominent businesses first. The migrations write keys
 * with these formulas and the search decodes them with PROMINENCE_ID_MODULUS; changing either needs a new
 * migration that rebuilds the tables.
 */
export const SQLITE_PROMINENCE_KEY = (row: string) => `((1000000 - min(${row}.review_count, 999999)) * 1000000000 + ${row}.id)`;
export const POSTGRES_PROMINENCE_KEY = (row: string) => `((1000000 - least(${row}.review_count, 999999))::bigint * 1000000000 + ${row}.id)`;
/** The id part of a prominence key. */
export const PROMINENCE_ID_MODULUS = 1_000_000_000;
