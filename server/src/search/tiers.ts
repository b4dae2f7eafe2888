import { SEARCH_MAX_RESULTS, type BusinessSearchResult } from '@findable/core/validation/search';
import type { SearchTerms } from './normalize.ts';
import { MAX_RANKED_REVIEWS } from './prominence-key.ts';

/**
 * The ranking rule both engines' planners follow (docs/search.md, 'Ranking'), and what they share of it:
 *   tier 0 — the name starts with the phrase ('cafe cen' → 'Café Central');
 *   tier 1 — every word of the phrase starts a word of the name ('central cafe' → 'Café Central');
 *   tier 2 — every word starts a word of the name or the address ('pizza brooklyn').
 * Within a tier the business with more reviews comes first, then the older entry. Every word is taken as a prefix,
 * since the visitor may still be typing it.
 *
 * Each tier asks for its best SEARCH_MAX_RESULTS only, in prominence order, and the next tier is asked only while
 * fewer than that are found. This is exact because each tier's matches include the better tiers' matches.
 */

/** A business a tier found, with what the rule orders by. */
export interface Candidate {
  place_id: string;
  name: string;
  formatted_address: string;
  review_count: number;
  id: number;
  tier: number;
}

/** One engine's plan of the tiers (./sqlite/, ./postgres/): the best businesses for a phrase with at least one word. */
export type EngineSearch = (terms: SearchTerms) => Promise<BusinessSearchResult[]>;

/** The rule applied to what the tiers found: each business in its best tier, then reviews (capped), then id. */
function rankCandidates(candidates: readonly Candidate[]): BusinessSearchResult[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const seen = best.get(candidate.place_id);
    if (!seen || candidate.tier < seen.tier) best.set(candidate.place_id, candidate);
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Math.min(b.review_count, MAX_RANKED_REVIEWS) - Math.min(a.review_count, MAX_RANKED_REVIEWS) ||
        a.id - b.id,
    )
    .slice(0, SEARCH_MAX_RESULTS)
    .map(({ name, formatted_address, place_id }) => ({ name, formatted_address, place_id }));
}

/** Runs the tiers in order until enough distinct businesses are found. */
export async function collectTiers(tiers: ReadonlyArray<() => Promise<Candidate[]>>): Promise<BusinessSearchResult[]> {
  const found: Candidate[] = [];
  const distinct = new Set<string>();
  for (const tier of tiers) {
    for (const candidate of await tier()) {
      found.push(candidate);
      distinct.add(candidate.place_id);
    }
    if (distinct.size >= SEARCH_MAX_RESULTS) break;
  }
  return rankCandidates(found);
}
