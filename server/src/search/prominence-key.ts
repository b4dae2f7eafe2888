/**
 * The *prominence key* of a business (docs/search.md): `(1,000,000 − min(review_count, 999,999)) × 10⁹ + id`, so
 * fewer reviews → larger key, with the business id in the low digits to keep keys unique. It is the rowid of
 * SQLite's FTS5 tables and the `key` of PostgreSQL's posting and pair tables, so a read in key order meets the most
 * prominent businesses first. The migrations that write keys (0100, 0301, 0303) each hold the formula frozen; the
 * search only decodes a key, with these two numbers. Changing the formula needs a new migration that rebuilds the
 * tables, and these numbers changed with it (server/test/search-reference.test.ts checks that they agree).
 */

/** The id part of a prominence key: `key % PROMINENCE_ID_MODULUS`. */
export const PROMINENCE_ID_MODULUS = 1_000_000_000;
/** Reviews beyond this do not raise a business further: the key's review part caps them so. */
export const MAX_RANKED_REVIEWS = 999_999;
