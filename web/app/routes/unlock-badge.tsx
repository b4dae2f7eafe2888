import { PAGES } from '@findable/core/routes';
import { UnlockBadge } from '../components/badges/unlock-badge.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { loadMessages, metaFromCatalog } from '../seo/page-route.ts';
import type { Route } from './+types/unlock-badge';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['badges', 'testimonials']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

/** Without `t` and `c` the page sends visitors home: its own title, and kept out of the index and the sitemap. */
export const meta: Route.MetaFunction = metaFromCatalog('badges', PAGES.unlockBadge.path, {
  metaKey: 'unlockMeta',
  noindex: true,
});

export default UnlockBadge;
