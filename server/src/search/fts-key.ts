/**
 * The rowid of a business in SQLite's FTS5 tables (docs/search.md): a *prominence key*, fewer reviews → larger
 * key, with the business id in the low digits to keep keys unique. A MATCH read in rowid order then meets the
 * most prominent businesses first. The migration that creates the tables writes keys with SQLITE_FTS_KEY and
 * the search decodes them with SQLITE_FTS_ID_MODULUS; changing either needs a new migration that rebuilds them.
 */
export const SQLITE_FTS_KEY = (row: string) => `((1000000 - min(${row}.review_count, 999999)) * 1000000000 + ${row}.id)`;
/** The id part of an FTS5 rowid. */
export const SQLITE_FTS_ID_MODULUS = 1_000_000_000;
