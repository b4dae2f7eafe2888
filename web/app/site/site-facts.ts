import { buildSiteFacts, parseSiteFacts, serializeSiteFacts, type SiteFacts } from '@findable/core/site-facts';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';

/** The route id of the locale layout, whose loader data carries the site facts for every page. */
const LAYOUT_ROUTE = 'routes/locale-layout';

/**
 * The facts this build is made with (SITE_URL at build time, the sample operator), serialized for the locale
 * layout's loader (runs at build time only). The server swaps them for its configuration when it starts.
 */
export function buildSiteFactsData(): string {
  return serializeSiteFacts(buildSiteFacts(import.meta.env.VITE_SITE_URL as string | undefined));
}

const parsed = new Map<string, SiteFacts>();
function parse(text: string): SiteFacts {
  let facts = parsed.get(text);
  if (!facts) {
    facts = parseSiteFacts(text);
    parsed.set(text, facts);
  }
  return facts;
}

/** The site facts of the matched routes, for `meta` functions (which run outside React). */
export function siteFactsOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteFacts {
  const data = matches.find((match) => match?.id === LAYOUT_ROUTE)?.loaderData as { site?: string } | undefined;
  return parse(data?.site ?? buildSiteFactsData());
}

/** The public origin and the operator's facts, as the server serves them (components under the locale layout). */
export function useSiteFacts(): SiteFacts {
  const data = useRouteLoaderData<{ site?: string }>(LAYOUT_ROUTE);
  const text = data?.site ?? buildSiteFactsData();
  return useMemo(() => parse(text), [text]);
}
