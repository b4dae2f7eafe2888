import { PAGES } from '@findable/core/routes';
import { BadgesPage } from '../components/badges/badges-page.tsx';
import { SearchBox } from '../components/search/search-box.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { loadMessages, metaFromCatalog } from '../seo/page-route.ts';
import type { Route } from './+types/badges';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['badges', 'search']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = metaFromCatalog('badges', PAGES.badges.path);

export default function Badges() {
  return <BadgesPage picker={(onPick) => <SearchBox onSelect={(business) => onPick(business.place_id)} />} />;
}
