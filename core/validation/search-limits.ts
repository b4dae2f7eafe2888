/**
 * The business search's fixed numbers (spec §9, DESIGN 'Business search'), without zod, so the page code
 * that renders the search box before anyone uses it can import them without pulling the schema library.
 */

/** Longest phrase the API accepts; anything longer is a 400, not a silent cut. */
export const SEARCH_MAX_LENGTH = 200;
/** The most results the API answers. */
export const SEARCH_MAX_RESULTS = 8;
/** Spec §9: the box waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec §9: the mobile 'Get my report' bar appears after the page has scrolled more than this. */
export const MOBILE_BAR_SCROLL_PX = 200;

/** The phrase a search is made for: trimmed, inner runs of white space as one space. */
export function searchPhrase(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}
