import type { Locale } from '@findable/core/locales';
import type { Report, UnlockOffer } from '@findable/core/report';
import type { BillingPlan } from '@findable/core/report/plan';
import type { Project } from '@findable/core/report/project';
import type { BusinessSearchResult } from '@findable/core/validation/search';
import { replace } from 'react-router';
import {
  addProject,
  billingPlan,
  listProjects,
  lockedReport,
  projectReport,
  removeProject,
  startScan,
  updateProject,
} from '../../services/api-client.ts';
import { ApiRequestError } from '../../services/http.ts';
import { toLogin } from '../../services/session.ts';

/** The report of the chosen project, or why there is none. */
export type ReportView =
  | { status: 'ready'; report: Report }
  | { status: 'locked'; message: string; unlock: UnlockOffer }
  | { status: 'noBusiness' | 'unknown' | 'error'; message: string };

/** What the report page shows, worked out from its address (`?project=`, or `?place=&name=&address=`). */
export interface ReportPageData {
  projects: Project[];
  /** The project the address names (`?project=`), else the first; null: the user adds a business. */
  current: Project | null;
  report: ReportView | null;
  /** A business picked in a search elsewhere, waiting for the user to confirm it is the one they meant. */
  pick: BusinessSearchResult | null;
  /** The account's plan, for the notice of a failed payment or a paused audit (docs/billing.md); null if unknown. */
  billing: BillingPlan | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Without a session the page sends the visitor to the login page. */
function toLoginIfSignedOut(error: unknown, locale: Locale): void {
  if (error instanceof ApiRequestError && error.status === 401) throw toLogin(locale);
}

async function reportView(project: Project, locale: Locale): Promise<ReportView> {
  try {
    return { status: 'ready', report: await projectReport(project.id, locale) };
  } catch (error) {
    toLoginIfSignedOut(error, locale);
    if (!(error instanceof ApiRequestError)) return { status: 'error', message: String(error) };
    const locked = lockedReport(error);
    if (locked) return { status: 'locked', message: locked.message, unlock: locked.unlock };
    if (error.status === 409) return { status: 'noBusiness', message: error.message };
    if (error.status === 404 && error.body.code === 'api.reportUnknownBusiness')
      return { status: 'unknown', message: error.message };
    return { status: 'error', message: error.message };
  }
}

/** The report page's data: the route's `clientLoader` (routes/auth-report.tsx). */
export async function loadReportPage(url: URL, locale: Locale): Promise<ReportPageData> {
  const billing = billingPlan(locale).catch(() => null);
  let projects: Project[];
  try {
    projects = await listProjects(locale);
  } catch (error) {
    toLoginIfSignedOut(error, locale);
    return {
      projects: [],
      current: null,
      report: { status: 'error', message: messageOf(error) },
      pick: null,
      billing: await billing,
    };
  }
  // A business handed over from a search on the marketing pages is added only once the user has seen which
  // one it is; one that is a project already is shown.
  const place = url.searchParams.get('place');
  if (place) {
    const known = projects.find((project) => project.place_id === place);
    if (known) throw replace(`${url.pathname}?project=${known.id}`);
    const pick = {
      place_id: place,
      name: url.searchParams.get('name') || place,
      formatted_address: url.searchParams.get('address') ?? '',
    };
    return { projects, current: null, report: null, pick, billing: await billing };
  }
  const wanted = url.searchParams.get('project');
  const current = projects.find((project) => project.id === wanted) ?? projects[0] ?? null;
  const [report, plan] = await Promise.all([current ? reportView(current, locale) : null, billing]);
  return { projects, current, report, pick: null, billing: plan };
}

/** What the report page asks its `clientAction` to do (sent as JSON). */
export type ReportIntent =
  | { intent: 'add'; name: string; place_id: string }
  | { intent: 'connect'; projectId: string; place_id: string }
  | { intent: 'remove'; projectId: string; name: string }
  | { intent: 'scan'; projectId: string; keyword: string };

export type ReportActionResult =
  | { intent: 'add' | 'connect'; ok: true; project: Project }
  | { intent: 'remove'; ok: true; name: string }
  | { intent: 'scan'; ok: true }
  | { intent: ReportIntent['intent']; ok: false; message: string };

/**
 * The report page's changes: the route's `clientAction`. A project added, connected or removed leads the page
 * to its new address, which loads it, and a refused change changed nothing, so only a scan reloads the page's
 * data after the action (`reloadsAfter`): the report then shows the scan running.
 */
export async function reportAction(request: Request, locale: Locale): Promise<ReportActionResult> {
  const input = (await request.json()) as ReportIntent;
  try {
    switch (input.intent) {
      case 'add':
        return {
          intent: 'add',
          ok: true,
          project: await addProject({ name: input.name, place_id: input.place_id }, locale),
        };
      case 'connect':
        return {
          intent: 'connect',
          ok: true,
          project: await updateProject(input.projectId, { place_id: input.place_id }, locale),
        };
      case 'remove':
        await removeProject(input.projectId, locale);
        return { intent: 'remove', ok: true, name: input.name };
      case 'scan':
        await startScan(input.projectId, input.keyword, locale);
        return { intent: 'scan', ok: true };
    }
  } catch (error) {
    toLoginIfSignedOut(error, locale);
    return { intent: input.intent, ok: false, message: messageOf(error) };
  }
}

/** Whether React Router reloads the page's data after an action's `result` (the route's `shouldRevalidate`). */
export function reloadsAfter(result: ReportActionResult): boolean {
  return result.intent === 'scan';
}
