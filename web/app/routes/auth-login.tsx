import { LoginPage } from '../components/auth/login-page.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { appPageMeta, loadMessages } from '../seo/page-route.ts';
import type { Route } from './+types/auth-login';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['auth']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = appPageMeta('pages.login.title');

export default LoginPage;
