import { CATALOGS, type Messages } from '@findable/core/locales/messages';
import { VERTICALS, type Vertical } from '@findable/core/routes';
import { VerticalPage } from '../components/vertical/vertical-page.tsx';
import { renderVisuals } from '../components/visuals/render.server.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { siteFactsOf } from '../site/site-facts.ts';
import { loadMessages, localeOf } from '../seo/page-route.ts';
import type { Route } from './+types/vertical';

/** The vertical a URL shows: /{locale}/local-seo-for-{slug} (or its prerendered data, `….data`). */
function verticalOf(pathname: string): Vertical {
  const slug = pathname.split('/local-seo-for-')[1]?.replace(/(\.data|\/)$/, '');
  const vertical = VERTICALS.find((v) => v === slug);
  if (!vertical) throw new Error(`No vertical page at ${pathname}`);
  return vertical;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const vertical = verticalOf(new URL(request.url).pathname);
  const catalog = CATALOGS[locale].verticals as Messages & Record<Vertical | 'shared', Messages>;
  const page = catalog[vertical] as Messages & { hero: Messages & { keyword: string } };
  // The hero's drawing: the map-ranking grid for the search this kind of business lives on.
  const visuals = CATALOGS[locale].visuals;
  const geogrid = { ...visuals.geogrid, keyword: page.hero.keyword };
  // One vertical's copy and the shared labels, under the `verticals` namespace, plus the testimonials.
  return {
    vertical,
    messages: {
      ...loadMessages(params, ['testimonials']).messages,
      verticals: { shared: catalog.shared, page },
    },
    visuals: renderVisuals(locale, { visuals: { ...visuals, geogrid } }, ['geogrid'], ['geogrid']),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ params, loaderData, matches }) =>
  pageMeta({
    locale: localeOf(params),
    site: siteFactsOf(matches),
    path: `local-seo-for-${loaderData?.vertical ?? ''}`,
    messages: loaderData?.messages.verticals.page,
  });

export default function VerticalRoute({ loaderData }: Route.ComponentProps) {
  return <VerticalPage vertical={loaderData.vertical} visuals={loaderData.visuals} />;
}
