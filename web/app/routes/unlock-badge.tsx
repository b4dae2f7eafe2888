import { PAGES } from '@findable/core/routes';
import { UnlockBadge } from '../components/badges/unlock-badge.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { loadMessages, metaFromCatalog } from '../seo/page-route.ts';
import type { Route } from './+types/unlock-badge';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['badges', 'testimonials']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = metaFromCatalog('badges', PAGES.unlockBadge.path);

export default UnlockBadge;
