import { useSearchParams } from 'react-router';
import { useHydrated } from './use-hydrated.ts';

/** The token of a link from an e-mail (`?token=…`), once the page runs in the browser. */
export function useQueryToken(name: string): string | null | undefined {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  return hydrated ? params.get(name) : undefined;
}
