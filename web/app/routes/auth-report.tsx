import { ReportPage } from '../components/report/report-page.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { appPageMeta, loadMessages } from '../seo/page-route.ts';
import type { Route } from './+types/auth-report';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['auth', 'report', 'search', 'billing']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = appPageMeta('pages.report.title');

export default ReportPage;
