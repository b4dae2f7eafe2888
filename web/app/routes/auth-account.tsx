import { AccountPage } from '../components/auth/account-page.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { appPageMeta, loadMessages, localeOf } from '../seo/page-route.ts';
import { billingPlan, listProjects } from '../services/api-client.ts';
import type { EarlyPage } from '../services/early-requests.ts';
import { toLogin } from '../services/session.ts';
import type { Route } from './+types/auth-account';

/** At build time: the page's texts. */
export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['auth', 'billing']);
}

/** In the browser: the texts, and the user's projects and plan (the prerendered page shows them loading). */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const locale = localeOf(params);
  const plan = billingPlan(locale).catch(() => null);
  // Projects that cannot be listed (no session, or none the server accepts) send the visitor to the login page.
  const projects = listProjects(locale).catch(() => {
    throw toLogin(locale);
  });
  const [page, list] = await Promise.all([serverLoader(), projects]);
  return { ...page, data: { projects: list, plan: await plan } };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = revalidateOnLocaleChange;

/** The head asks for the projects and the plan while the page's code loads (early-requests.ts). */
export const handle = { early: 'account' satisfies EarlyPage };

export const meta: Route.MetaFunction = appPageMeta('pages.account.title');

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountPage data={'data' in loaderData ? loaderData.data : null} />;
}
