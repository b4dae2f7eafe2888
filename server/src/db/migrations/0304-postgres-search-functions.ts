import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * PostgreSQL only: the two statements of the search whose shape does not depend on the typed words, as functions
 * whose plans are kept (docs/search.md). Sent as statements, PostgreSQL parsed and planned them anew for every
 * search, which cost more than running them (docs/performance-history.md, 'Business search', the fourth step). A
 * PL/pgSQL function keeps the plans of its queries for the session; `plan_cache_mode` makes them the generic plans
 * from the first call, which are as good here as plans for the given words: every condition is an index range or a
 * filter. The name range is written with the `text_pattern_ops` operators of its index, since a `LIKE` with a
 * parameter cannot become a range in a generic plan.
 *
 * The constants stay in the search (server/src/search/tuning.ts and ./vocabulary.ts) and come as arguments:
 * `after_words` is the text that sorts after every folded word, `best` how many businesses a search returns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  // The first step of every search: the typed words' ranges of the vocabulary (at most `per_word` words each),
  // each range's size (its first `range_words` words: how many, and their businesses, names and addresses or
  // names only), how many names start with the phrase (counted up to `name_range`), and the best of those names.
  await sql`
    create function search_vocabulary_and_names(phrase text, words text[], per_word int, range_words int, name_range int, best int, after_words text)
      returns table (vocabulary json, ranges json, names json, name_count int)
      language plpgsql stable set plan_cache_mode = force_generic_plan set search_path from current
    as $$
    begin
      return query
        with range as (
            select b.id, b.review_count from businesses b
            where b.search_name ~>=~ phrase and b.search_name ~<~ (phrase || after_words) limit name_range),
          top as (select r.id from range r order by r.review_count desc, r.id limit best)
        select
          (select json_agg(json_build_object('word', w.word, 'term', t.term, 'docs', t.docs, 'name_docs', t.name_docs) order by w.position, t.term)
            from unnest(words) with ordinality as w(word, position)
            cross join lateral (
              select s.term, s.docs, s.name_docs from search_terms s
              where s.term >= w.word and s.term < w.word || after_words order by s.term limit per_word) t),
          (select json_agg(json_build_object('word', w.word, 'words', r.words, 'docs', r.docs, 'name_docs', r.name_docs))
            from unnest(words) as w(word)
            cross join lateral (
              select count(*) as words, coalesce(sum(s.docs), 0) as docs, coalesce(sum(s.name_docs), 0) as name_docs
              from (select s.docs, s.name_docs from search_terms s
                where s.term >= w.word and s.term < w.word || after_words order by s.term limit range_words) s) r),
          (select json_agg(c) from (
            select b.place_id, b.name, b.formatted_address, b.review_count, b.id, 0 as tier
            from businesses b where b.id in (select top.id from top)) c),
          (select count(*) from range)::int;
    end $$`.execute(db);
  // Tier 1 through the name-word pairs (migration 0303): the names with one of the lead's exact words and a word
  // starting with `other_word`, counted up to `pair_range`. When there are no more, their best `best` whose names
  // pass every check (`' ' || search_name LIKE '% word%'` for each typed word), in prominence order.
  await sql`
    create function search_name_pairs(lead_terms text[], other_word text, name_checks text[], pair_range int, best int, id_modulus bigint, after_words text)
      returns table (found json, pair_count int)
      language plpgsql stable set plan_cache_mode = force_generic_plan set search_path from current
    as $$
    begin
      return query
        with pairs as materialized (
          select p.key from business_name_pairs p
          where p.term = any(lead_terms) and p.other >= other_word and p.other < other_word || after_words limit pair_range + 1)
        select
          (select json_agg(c) from (
            select b.place_id, b.name, b.formatted_address, b.review_count, b.id, 1 as tier
            from (select distinct pairs.key from pairs order by pairs.key) d
            cross join lateral (
              select * from businesses b where b.id = d.key % id_modulus and ' ' || b.search_name like all(name_checks) offset 0) b
            where (select count(*) from pairs) <= pair_range
            order by d.key limit best) c),
          (select count(*) from pairs)::int;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop function search_vocabulary_and_names; drop function search_name_pairs`.execute(db);
}
