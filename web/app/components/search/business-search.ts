import { SEARCH_DEBOUNCE_MS, searchPhrase, type BusinessSearchResult } from '@findable/core/validation/search';
import { SearchFailedError, type SearchFailure } from './search-api.ts';

export interface BusinessSearchState {
  /** The phrase the shown results (or failure) belong to. */
  phrase: string;
  status: 'idle' | 'loading' | 'done' | 'failed';
  results: BusinessSearchResult[];
  failure: SearchFailure | null;
}

export const IDLE: BusinessSearchState = { phrase: '', status: 'idle', results: [], failure: null };

export type Search = (phrase: string, options: { signal: AbortSignal }) => Promise<BusinessSearchResult[]>;

/**
 * The search behind the box (spec §4, §9), without React: each change of the text restarts a 300 ms timer;
 * when it fires, the phrase is searched unless it is the one searched last (typing 'caf', 'cafe', back to
 * 'caf' within the pause searches once). A newer search aborts the older request, and an answer that still
 * arrives for an older phrase is ignored, so a late answer never replaces the newer list.
 */
export class BusinessSearch {
  #state: BusinessSearchState = IDLE;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | null = null;
  #sequence = 0;
  #lastSearched = '';
  readonly #search: Search;
  readonly #onChange: (state: BusinessSearchState) => void;

  constructor(search: Search, onChange: (state: BusinessSearchState) => void) {
    this.#search = search;
    this.#onChange = onChange;
  }

  get state(): BusinessSearchState {
    return this.#state;
  }

  /** The text in the box changed (a bound function: it can be handed around). */
  readonly request = (text: string): void => {
    clearTimeout(this.#timer);
    const phrase = searchPhrase(text);
    if (!phrase) {
      // Nothing to search: drop what is pending or in flight and show nothing.
      this.#sequence++;
      this.#controller?.abort();
      this.#lastSearched = '';
      this.#set(IDLE);
      return;
    }
    this.#timer = setTimeout(() => {
      if (phrase === this.#lastSearched) return;
      this.#lastSearched = phrase;
      void this.#run(phrase);
    }, SEARCH_DEBOUNCE_MS);
  };

  /** The box is gone: nothing pending, nothing in flight. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#controller?.abort();
  }

  async #run(phrase: string): Promise<void> {
    const id = ++this.#sequence;
    this.#controller?.abort();
    const current = new AbortController();
    this.#controller = current;
    this.#set({ ...this.#state, phrase, status: 'loading', failure: null });
    try {
      const results = await this.#search(phrase, { signal: current.signal });
      if (id !== this.#sequence) return;
      this.#set({ phrase, status: 'done', results, failure: null });
    } catch (error) {
      if (id !== this.#sequence || current.signal.aborted) return;
      this.#lastSearched = ''; // the same phrase may be retried
      this.#set({
        phrase,
        status: 'failed',
        results: [],
        failure: error instanceof SearchFailedError ? error.failure : 'network',
      });
    }
  }

  #set(state: BusinessSearchState): void {
    this.#state = state;
    this.#onChange(state);
  }
}
