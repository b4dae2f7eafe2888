import { AccountPage } from '../components/auth/account-page.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { appPageMeta, loadMessages } from '../seo/page-route.ts';
import type { Route } from './+types/auth-account';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['auth', 'billing']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = appPageMeta('pages.account.title');

export default AccountPage;
