import { ForgotPasswordPage } from '../components/auth/forgot-password-page.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { appPageMeta, loadMessages } from '../seo/page-route.ts';
import type { Route } from './+types/auth-forgot-password';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['auth']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = appPageMeta('pages.forgot.title');

export default ForgotPasswordPage;
