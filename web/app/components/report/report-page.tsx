import { LOCKED_SECTIONS, unlockOffer, type UnlockOffer } from '@findable/core/report';
import type { Project } from '@findable/core/report/project';
import type { BusinessSearchResult } from '@findable/core/validation/search';
import { clsx } from 'clsx';
import { Plus, Settings } from 'lucide';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useFetcher, useLocation, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.tsx';
import { notify } from '../../services/notifications.ts';
import { useSessionUser } from '../../services/session.ts';
import { useSiteFacts } from '../../site/site-facts.ts';
import { appLink } from '../../site-config.ts';
import { forgetSearchParam, usePlanAfterCheckout } from '../billing/plan-after-stripe.ts';
import { PlanNotice } from '../billing/plan-notice.tsx';
import { Spinner } from '../forms/fields.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { AddBusiness, ConfirmPick } from './add-business.tsx';
import { FullAudit } from './full-audit.tsx';
import { LockedTabs, previewOf } from './locked-report.tsx';
import type { ReportActionResult, ReportIntent, ReportPageData, ReportView } from './report-data.ts';
import { OverviewSection, ReportHeader, UnlockBox } from './report-sections.tsx';
import { ReportWindow } from './report-window.tsx';

/** The address of the report page showing `project` (none: the first, or adding one when there is none). */
const reportSearch = (project: Project | null) => ({ search: project ? `?project=${project.id}` : '' });

/**
 * The application's report page, where a new user lands after signing up: the free report of their business
 * (the overall score, how it is computed, and the locked sections of the full audit as previews with the plan
 * that unlocks them). Without a business yet, it asks for one with the same search as the landing page.
 *
 * The route loads `data` in the browser (routes/auth-report.tsx `clientLoader`, report-data.ts) from the
 * address; the prerendered page, and the page until it has loaded, show it loading (`data` null). Choosing a
 * project changes the address; adding, connecting and removing one, and a new scan, go through the route's
 * `clientAction`.
 */
export function ReportPage({ data }: { data: ReportPageData | null }) {
  const { t, locale } = useTranslation('report');
  const [searchParams] = useSearchParams();
  // Back from Stripe Checkout: the plan follows the payment's webhook, a moment later.
  const checkout = searchParams.get('checkout');
  useEffect(() => {
    if (checkout === 'success') notify({ title: t('billing:checkout.success'), status: 'success' });
    if (checkout === 'canceled') notify({ title: t('billing:checkout.canceled'), status: 'info' });
    // Said once: a reload or a bookmark does not say it again.
    if (checkout) forgetSearchParam('checkout');
  }, [checkout, t]);
  usePlanAfterCheckout(checkout === 'success', data?.billing, locale);

  // The page's frame (its heading and intro) is the same element before and after the data has loaded, so its
  // first paint stays the page's largest one.
  return (
    <ReportLayout>
      {data ? (
        <LoadedReportPage data={data} />
      ) : (
        <>
          {/* The project switcher's row (h-9) is held while the projects load, so the report does not jump. */}
          <div aria-hidden className="h-9" />
          <LoadingCard label={t('page.loading')} />
        </>
      )}
    </ReportLayout>
  );
}

function LoadedReportPage({ data: { projects, current, report, pick, billing } }: { data: ReportPageData }) {
  const { t } = useTranslation('report');
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<ReportActionResult>();
  // 'Add another business' holds until the page's address changes (another project shown, one added).
  const [addingAt, setAddingAt] = useState<string | null>(null);
  const adding = addingAt === location.key;

  const show = (project: Project | null) =>
    void navigate(reportSearch(project), { replace: true, preventScrollReset: true });
  const act = (intent: ReportIntent) => void fetcher.submit(intent, { method: 'post', encType: 'application/json' });

  // What a change answered: say so, and show the project it added or connected (or another, once one is removed).
  const onResult = useEffectEvent((result: ReportActionResult) => {
    if (!result.ok) return notify({ title: t(FAILED[result.intent]), text: result.message, status: 'error' });
    if (result.intent === 'scan') return;
    if (result.intent === 'remove') notify({ title: t('page.removed', { name: result.name }), status: 'success' });
    else notify({ title: t('page.add.added', { name: result.project.name }), status: 'success' });
    show(result.intent === 'remove' ? null : result.project);
  });
  useEffect(() => {
    if (fetcher.data) onResult(fetcher.data);
  }, [fetcher.data]);

  // While another project of this page loads, its button is the current one and the report area shows it loading.
  const switching = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const shownId = switching ? new URLSearchParams(navigation.location.search).get('project') : current?.id;
  const pending = fetcher.state !== 'idle' ? (fetcher.json as ReportIntent | undefined) : undefined;
  const offer: UnlockOffer = unlockOffer(user?.accountType, projects.length);

  const addFromSearch = (business: BusinessSearchResult) =>
    act({ intent: 'add', name: business.name, place_id: business.place_id });
  let content: ReactNode;
  if (pick) {
    content = (
      <ConfirmPick
        business={pick}
        first={!projects.length}
        busy={pending?.intent === 'add'}
        onConfirm={() => addFromSearch(pick)}
        onDecline={() => show(null)}
      />
    );
  } else if (adding || !current)
    content = <AddBusiness first={!projects.length} onSelect={addFromSearch} onSaved={show} />;
  else if (switching || !report) content = <LoadingCard label={t('page.loading')} />;
  else
    content = (
      <ProjectReport
        key={location.key}
        project={current}
        view={report}
        offer={offer}
        scanning={pending?.intent === 'scan'}
        act={act}
        onSearchAgain={addFromSearch}
      />
    );

  return (
    <>
      {billing ? <PlanNotice plan={billing} /> : null}
      {projects.length ? (
        <nav
          aria-label={t('page.projects')}
          className="flex flex-wrap items-center gap-2"
          data-testid="report-projects"
        >
          {projects.map((project) => (
            <button
              key={project.id}
              type="button"
              aria-current={!adding && project.id === shownId ? 'page' : undefined}
              onClick={() => show(project)}
              className={clsx(
                buttonClass('secondary', 'sm'),
                'max-w-64 aria-[current=page]:bg-ink-950 aria-[current=page]:text-white aria-[current=page]:ring-ink-950',
              )}
            >
              <span className="truncate">{project.name}</span>
              <span className="sr-only"> – {t('page.switchTo', { name: project.name })}</span>
            </button>
          ))}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setAddingAt(location.key)}
            aria-pressed={adding}
            data-testid="report-add"
          >
            <Icon node={Plus} aria-hidden className="size-4" />
            {t('page.addAnother')}
          </Button>
        </nav>
      ) : null}
      {content}
    </>
  );
}

/** The title of the notification of a change the server refused. */
const FAILED: Record<ReportIntent['intent'], string> = {
  add: 'page.add.failed',
  connect: 'page.add.failed',
  remove: 'page.removeFailed',
  scan: 'rankings.scanFailed',
};

/**
 * The chosen project's report, or why there is none: locked by the plan, not connected to its business, failed.
 * Made anew for each address the page shows, so the free report opens on its overview.
 */
function ProjectReport({
  project,
  view,
  offer,
  scanning,
  act,
  onSearchAgain,
}: {
  project: Project;
  view: ReportView;
  offer: UnlockOffer;
  scanning: boolean;
  act: (intent: ReportIntent) => void;
  onSearchAgain: (business: BusinessSearchResult) => void;
}) {
  const { t, locale } = useTranslation('report');
  const { operator } = useSiteFacts();
  const { revalidate } = useRevalidator();
  // The free report's selected tab: the overview's locked items open theirs.
  const [active, setActive] = useState(0);
  const tab = { active, setActive };
  const remove = () => act({ intent: 'remove', projectId: project.id, name: project.name });
  const removeButton = (className: string) => (
    <Button variant="ghost" size="sm" className={className} onClick={remove} data-testid="report-remove">
      {t('page.remove')}
    </Button>
  );

  if (view.status === 'ready' && view.report.access === 'full') {
    return (
      <FullAudit
        report={view.report}
        project={project}
        scanning={scanning}
        onScan={(keyword) => act({ intent: 'scan', projectId: project.id, keyword })}
      />
    );
  }
  if (view.status === 'ready') {
    const report = view.report;
    return (
      <ReportWindow
        title={t('frameTitle')}
        chip={t('freeChip')}
        header={<ReportHeader t={t} locale={locale} report={report} />}
      >
        <LockedTabs
          selected={tab}
          preview={previewOf(report.business, report.computedAt, locale, t)}
          offer={offer}
          overview={
            <OverviewSection
              t={t}
              locale={locale}
              report={report}
              onOpen={(section) => tab.setActive(LOCKED_SECTIONS.indexOf(section) + 1)}
              unlock={<UnlockBox t={t} locale={locale} offer={offer} salesEmail={operator.emails.sales} />}
            />
          }
        />
      </ReportWindow>
    );
  }
  if (view.status === 'locked') {
    return (
      <div data-testid="report-locked-project">
        <ReportWindow
          title={t('frameTitle')}
          chip={t('locked.badge')}
          header={
            <div className="min-w-0">
              <h2 className="text-2xl font-bold tracking-tight text-balance text-ink-950">{project.name}</h2>
              <p className="mt-2 text-ink-700" role="status">
                {view.message}
              </p>
              {removeButton('mt-2 -ml-3')}
            </div>
          }
        >
          <LockedTabs
            selected={tab}
            preview={previewOf(
              {
                placeId: project.place_id ?? project.id,
                name: project.name,
                formattedAddress: '',
                category: null,
                city: null,
              },
              new Date().toISOString(),
              locale,
              t,
            )}
            offer={view.unlock}
            overview={
              <div className="grid gap-5">
                <p className="text-ink-700">{t('locked.text')}</p>
                <UnlockBox t={t} locale={locale} offer={view.unlock} salesEmail={operator.emails.sales} />
              </div>
            }
          />
        </ReportWindow>
      </div>
    );
  }
  if (view.status === 'noBusiness' || view.status === 'unknown') {
    return (
      <section
        className="grid gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8"
        data-testid="report-connect"
      >
        <h2 className="text-2xl font-bold tracking-tight text-ink-950">
          {t('page.connect.title', { name: project.name })}
        </h2>
        <p className="text-ink-700" role="status">
          {view.status === 'unknown' ? t('page.unknown') : t('page.connect.text')}
        </p>
        {view.status === 'noBusiness' ? (
          <SearchBox
            onSelect={(business) => act({ intent: 'connect', projectId: project.id, place_id: business.place_id })}
            action="none"
          />
        ) : (
          <SearchBox onSelect={onSearchAgain} action="none" />
        )}
        {removeButton('w-fit')}
      </section>
    );
  }
  return (
    <section className="grid gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8">
      <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-rose-800">
        {view.message || t('page.failed')}
      </p>
      <Button className="w-fit" onClick={() => void revalidate()}>
        {t('page.retry')}
      </Button>
    </section>
  );
}

function LoadingCard({ label }: { label: string }) {
  return (
    <div
      className="grid min-h-96 place-items-center rounded-card bg-white text-brand-600 shadow-card"
      role="status"
      aria-label={label}
    >
      <Spinner className="size-8" />
    </div>
  );
}

/** The page's frame: its heading, intro and account link, then `children` (notice, project switcher, report). */
function ReportLayout({ children }: { children: ReactNode }) {
  const { t, locale } = useTranslation('report');
  return (
    <section className="min-h-svh bg-gradient-to-b from-brand-50 to-ink-50 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid max-w-3xl gap-3">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">{t('page.title')}</h1>
            {/* In the prerendered page too: what the page is, before its data has loaded (its largest paint). */}
            <p className="text-lg text-pretty text-ink-700">{t('page.intro')}</p>
          </div>
          <a href={appLink('account', locale)} className={buttonClass('secondary', 'sm')}>
            <Icon node={Settings} aria-hidden className="size-4" />
            {t('page.account')}
          </a>
        </div>
        {children}
      </div>
    </section>
  );
}
