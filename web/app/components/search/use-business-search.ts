import { useEffect, useMemo, useState } from 'react';
import { BusinessSearch, IDLE, type BusinessSearchState } from './business-search.ts';
import { searchBusinesses } from './search-api.ts';

export type { BusinessSearchState } from './business-search.ts';

/** The search box's state (business-search.ts) in the page's language; searches go to the API. */
export function useBusinessSearch(locale: string): { state: BusinessSearchState; request: (text: string) => void } {
  const [state, setState] = useState<BusinessSearchState>(IDLE);
  const search = useMemo(
    () =>
      new BusinessSearch(async (phrase, { signal }) => {
        const results = await searchBusinesses(phrase, { signal, locale });
        // The original printed every answer to the console; that stays a development aid only.
        if (import.meta.env.DEV) console.debug('searchBusiness', phrase, results);
        return results;
      }, setState),
    [locale],
  );
  useEffect(() => () => search.dispose(), [search]);
  return { state, request: search.request };
}
