import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  reloadsAfter,
  loadReportPage,
  reportAction,
  type ReportActionResult,
} from '../components/report/report-data.ts';
import { ReportPage } from '../components/report/report-page.tsx';
import type { EarlyPage } from '../services/early-requests.ts';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { prepareFormats } from '../i18n/prepare-formats.ts';
import { appPageMeta, loadMessages, localeOf } from '../seo/page-route.ts';
import type { Route } from './+types/auth-report';

/** At build time: the page's texts. */
export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['auth', 'report', 'search', 'billing']);
}

/** In the browser: the texts, and the user's projects and report (the prerendered page shows them loading). */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  prepareFormats(localeOf(params));
  const [page, data] = await Promise.all([serverLoader(), loadReportPage(new URL(request.url), localeOf(params))]);
  return { ...page, data };
}
clientLoader.hydrate = true as const;

export function clientAction({ params, request }: Route.ClientActionArgs) {
  return reportAction(request, localeOf(params));
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (args.actionResult) return reloadsAfter(args.actionResult as ReportActionResult);
  return revalidateOnLocaleChange(args);
}

/** The head asks for the projects, the plan and the report while the page's code loads (early-requests.ts). */
export const handle = { early: 'report' satisfies EarlyPage };

export const meta: Route.MetaFunction = appPageMeta('pages.report.title');

export default function ReportRoute({ loaderData }: Route.ComponentProps) {
  return <ReportPage data={'data' in loaderData ? loaderData.data : null} />;
}
