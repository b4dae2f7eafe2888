import { SEARCH_DEBOUNCE_MS, searchPhrase, type BusinessSearchResult } from '@findable/core/validation/search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchBusinesses, SearchFailedError, type SearchFailure } from './search-api.ts';

export interface BusinessSearchState {
  /** The phrase the shown results (or failure) belong to. */
  phrase: string;
  status: 'idle' | 'loading' | 'done' | 'failed';
  results: BusinessSearchResult[];
  failure: SearchFailure | null;
}

const IDLE: BusinessSearchState = { phrase: '', status: 'idle', results: [], failure: null };

/**
 * The search behind the box (spec §4, §9): each change of the text restarts a 300 ms timer; when it
 * fires, the phrase is searched unless it is the one searched last (typing 'caf', 'cafe', back to 'caf'
 * within the pause searches once). A newer search aborts the older request, and an answer that still
 * arrives for an older phrase is ignored, so a late answer never replaces the newer list.
 */
export function useBusinessSearch(locale: string): { state: BusinessSearchState; request: (text: string) => void } {
  const [state, setState] = useState<BusinessSearchState>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const lastSearched = useRef('');

  const run = useCallback(
    async (phrase: string) => {
      const id = ++sequence.current;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((previous) => ({ ...previous, phrase, status: 'loading', failure: null }));
      try {
        const results = await searchBusinesses(phrase, { signal: current.signal, locale });
        if (id !== sequence.current) return;
        // The original printed every answer to the console; that stays a development aid only.
        if (import.meta.env.DEV) console.debug('searchBusiness', phrase, results);
        setState({ phrase, status: 'done', results, failure: null });
      } catch (error) {
        if (id !== sequence.current || current.signal.aborted) return;
        lastSearched.current = ''; // the same phrase may be retried
        setState({ phrase, status: 'failed', results: [], failure: error instanceof SearchFailedError ? error.failure : 'network' });
      }
    },
    [locale],
  );

  const request = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const phrase = searchPhrase(text);
      if (!phrase) {
        // Nothing to search: drop what is pending or in flight and show nothing.
        sequence.current++;
        controller.current?.abort();
        lastSearched.current = '';
        setState(IDLE);
        return;
      }
      timer.current = setTimeout(() => {
        if (phrase === lastSearched.current) return;
        lastSearched.current = phrase;
        void run(phrase);
      }, SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return { state, request };
}
