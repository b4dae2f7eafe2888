import { sampleReport } from '@findable/core/demo';
import { LOCKED_SECTIONS, unlockOffer, type FreeReport, type FullReport, type RankingsReport, type ReportBusiness } from '@findable/core/report';
import { keywordsFor } from '@findable/core/report/keywords';
import type { BusinessSearchResult } from '@findable/core/validation/search';
import { clsx } from 'clsx';
import { Lock, Plus, Settings } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { Fragment, lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import type { Locale } from '@findable/core/locales';
import { useTranslation } from '../../i18n/i18n.tsx';
import { authed } from '../../services/authed-api.ts';
import { loadBillingPlan, type BillingPlan } from '../../services/billing.ts';
import { PlanNotice } from '../billing/plan-notice.tsx';
import { ApiRequestError } from '../../services/http.ts';
import { notify } from '../../services/notifications.ts';
import { useSessionUser } from '../../services/session.ts';
import { useSiteFacts } from '../../site/site-facts.ts';
import { appLink } from '../../site-config.ts';
import { Spinner } from '../forms/fields.tsx';
import type { Project } from '../forms/project-form.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { FULL_SECTIONS, LockedSection, OverviewSection, RankingsSection, ReportHeader, UnlockBox, type UnlockOffer } from './report-sections.tsx';
import { ReportTabs } from './report-tabs.tsx';
import { ReportWindow } from './report-window.tsx';

// The form for a business typed by hand brings the form and validation libraries (~39 KB gzip); most users
// never open it, so it loads when its disclosure opens.
const ProjectForm = lazy(() => import('../forms/project-form.tsx').then((module) => ({ default: module.ProjectForm })));

type ReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: FreeReport | FullReport }
  | { status: 'locked'; message: string; unlock: UnlockOffer }
  | { status: 'noBusiness' | 'unknown' | 'error'; message: string };

/** The project the URL names (`?project=`), else the first one. */
function chosenProject(projects: readonly Project[]): Project | undefined {
  const wanted = new URLSearchParams(window.location.search).get('project');
  return projects.find((project) => project.id === wanted) ?? projects[0];
}

function showInUrl(projectId: string | null) {
  const url = new URL(window.location.href);
  url.search = projectId ? `?project=${projectId}` : '';
  window.history.replaceState(null, '', url);
}

/**
 * The application's report page, where a new user lands after signing up: the free report of their business
 * (the overall score, how it is computed, and the locked sections of the full audit as previews with the plan
 * that unlocks them). Without a business yet, it asks for one with the same search as the landing page.
 */
export function ReportPage() {
  const { t, locale } = useTranslation('report');
  const { operator } = useSiteFacts();
  const user = useSessionUser();
  const [projects, setProjects] = useState<Project[] | null>(null);
  const [current, setCurrent] = useState<Project | null>(null);
  const [adding, setAdding] = useState(false);
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  // The free report's selected tab: the overview's locked items open theirs.
  const [tab, setTab] = useState(0);
  // The account's plan, for the notice of a failed payment or a paused audit (docs/billing.md).
  const [billing, setBilling] = useState<BillingPlan | null>(null);
  useEffect(() => {
    void loadBillingPlan(locale)
      .then(setBilling)
      .catch(() => undefined);
    // Back from Stripe Checkout: the plan follows the payment's webhook, a moment later.
    const checkout = new URLSearchParams(window.location.search).get('checkout');
    if (checkout === 'success') notify({ title: t('billing:checkout.success'), status: 'success' });
    if (checkout === 'canceled') notify({ title: t('billing:checkout.canceled'), status: 'info' });
  }, [locale, t]);
  // A business picked in a search elsewhere, waiting for the user to confirm it is the one they meant.
  const [pick, setPick] = useState<BusinessSearchResult | null>(null);

  const toLogin = useCallback(() => window.location.replace(appLink('login', locale)), [locale]);

  const load = useCallback(
    async (project: Project, { quiet = false } = {}) => {
      if (!quiet) setState({ status: 'loading' });
      try {
        setState({ status: 'ready', report: await authed<FreeReport | FullReport>(`/api/projects/${project.id}/report`, { locale }) });
      } catch (error) {
        if (!(error instanceof ApiRequestError)) return setState({ status: 'error', message: String(error) });
        if (error.status === 401) return toLogin();
        if (error.status === 403 && error.body.unlock) return setState({ status: 'locked', message: error.message, unlock: error.body.unlock as UnlockOffer });
        if (error.status === 409) return setState({ status: 'noBusiness', message: error.message });
        if (error.status === 404 && error.body.code === 'api.reportUnknownBusiness') return setState({ status: 'unknown', message: error.message });
        setState({ status: 'error', message: error.message });
      }
    },
    [locale, toLogin],
  );

  // The projects, and a business handed over from a search on the marketing pages (`?place=&name=`).
  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const params = new URLSearchParams(window.location.search);
        const place = params.get('place');
        const list = await authed<Project[]>('/api/projects', { locale });
        if (place) {
          const known = list.find((project) => project.place_id === place);
          // A business picked on the marketing pages is added only once the user has seen which one it is.
          if (known) showInUrl(known.id);
          else if (active) {
            setProjects(list);
            setPick({ place_id: place, name: params.get('name') || place, formatted_address: params.get('address') ?? '' });
            return;
          }
        }
        if (!active) return;
        setProjects(list);
        const chosen = chosenProject(list) ?? null;
        setCurrent(chosen);
        if (chosen) void load(chosen);
        else setAdding(true);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return toLogin();
        if (active) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        if (active) setProjects((list) => list ?? []);
      }
    })();
    return () => {
      active = false;
    };
  }, [locale, toLogin, load]);

  const choose = (project: Project) => {
    setAdding(false);
    setTab(0);
    setCurrent(project);
    showInUrl(project.id);
    void load(project);
  };

  /** Shows a project that was added or changed. */
  const remember = (project: Project) => {
    setProjects((list) =>
      list?.some((item) => item.id === project.id) ? list.map((item) => (item.id === project.id ? project : item)) : [...(list ?? []), project],
    );
    choose(project);
  };
  const saveProject = async (request: Promise<Project>) => {
    try {
      const project = await request;
      remember(project);
      notify({ title: t('page.add.added', { name: project.name }), status: 'success' });
    } catch (error) {
      notify({ title: t('page.add.failed'), text: error instanceof Error ? error.message : String(error), status: 'error' });
    }
  };
  const confirmPick = async (business: BusinessSearchResult) => {
    setPick(null);
    await saveProject(authed<Project>('/api/projects', { method: 'POST', body: { name: business.name, place_id: business.place_id }, locale }));
  };
  const declinePick = () => {
    setPick(null);
    showInUrl(null);
    const chosen = chosenProject(projects ?? []) ?? null;
    setCurrent(chosen);
    if (chosen) void load(chosen);
    else setAdding(true);
  };
  const remove = async (project: Project) => {
    try {
      await authed<void>(`/api/projects/${project.id}`, { method: 'DELETE', locale });
      const rest = (projects ?? []).filter((item) => item.id !== project.id);
      setProjects(rest);
      notify({ title: t('page.removed', { name: project.name }), status: 'success' });
      if (rest[0]) choose(rest[0]);
      else {
        setCurrent(null);
        setAdding(true);
        showInUrl(null);
      }
    } catch (error) {
      notify({ title: t('page.removeFailed'), text: error instanceof Error ? error.message : String(error), status: 'error' });
    }
  };
  const addFromSearch = (business: BusinessSearchResult) =>
    void saveProject(authed<Project>('/api/projects', { method: 'POST', body: { name: business.name, place_id: business.place_id }, locale }));
  const connect = (project: Project) => (business: BusinessSearchResult) =>
    void saveProject(authed<Project>(`/api/projects/${project.id}`, { method: 'PATCH', body: { place_id: business.place_id }, locale }));

  if (!projects) {
    // The project switcher's row (h-9) is held while the projects load, so the report does not jump down under it.
    return (
      <ReportLayout switcher={<div aria-hidden className="h-9" />}>
        <LoadingCard label={t('page.loading')} />
      </ReportLayout>
    );
  }

  const offer: UnlockOffer = unlockOffer(user?.accountType, projects.length);
  return (
    <ReportLayout
      notice={billing ? <PlanNotice plan={billing} /> : null}
      switcher={
        projects.length ? (
          <nav aria-label={t('page.projects')} className="flex flex-wrap items-center gap-2" data-testid="report-projects">
            {projects.map((project) => (
              <button
                key={project.id}
                type="button"
                aria-current={!adding && project.id === current?.id ? 'page' : undefined}
                onClick={() => choose(project)}
                className={clsx(
                  buttonClass('secondary', 'sm'),
                  'max-w-64 aria-[current=page]:bg-ink-950 aria-[current=page]:text-white aria-[current=page]:ring-ink-950',
                )}
              >
                <span className="truncate">{project.name}</span>
                <span className="sr-only"> – {t('page.switchTo', { name: project.name })}</span>
              </button>
            ))}
            <Button variant="ghost" size="sm" onClick={() => setAdding(true)} aria-pressed={adding} data-testid="report-add">
              <Icon node={Plus} aria-hidden className="size-4" />
              {t('page.addAnother')}
            </Button>
          </nav>
        ) : null
      }
    >
      {pick ? (
        <ConfirmPick business={pick} first={!projects.length} onConfirm={() => void confirmPick(pick)} onDecline={declinePick} />
      ) : adding || !current ? (
        <AddBusiness onSelect={addFromSearch} onSaved={remember} />
      ) : state.status === 'loading' ? (
        <LoadingCard label={t('page.loading')} />
      ) : state.status === 'ready' && state.report.access === 'full' ? (
        <FullAudit
          report={state.report}
          project={current}
          onChange={(report) => setState({ status: 'ready', report })}
          onReload={() => void load(current, { quiet: true })}
        />
      ) : state.status === 'ready' ? (
        <ReportWindow title={t('frameTitle')} chip={t('freeChip')} header={<ReportHeader t={t} locale={locale} report={state.report} />}>
          <LockedTabs
            selected={{ active: tab, setActive: setTab }}
            preview={previewOf(state.report.business, state.report.computedAt, locale, t)}
            offer={offer}
            overview={
              <OverviewSection
                t={t}
                locale={locale}
                report={state.report}
                onOpen={(section) => setTab(LOCKED_SECTIONS.indexOf(section) + 1)}
                unlock={<UnlockBox t={t} locale={locale} offer={offer} salesEmail={operator.emails.sales} />}
              />
            }
          />
        </ReportWindow>
      ) : state.status === 'locked' ? (
        <div data-testid="report-locked-project">
          <ReportWindow
            title={t('frameTitle')}
            chip={t('locked.badge')}
            header={
              <div className="min-w-0">
                <h2 className="text-2xl font-bold tracking-tight text-balance text-ink-950">{current.name}</h2>
                <p className="mt-2 text-ink-700" role="status">
                  {state.message}
                </p>
                <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={() => void remove(current)} data-testid="report-remove">
                  {t('page.remove')}
                </Button>
              </div>
            }
          >
            <LockedTabs
              selected={{ active: tab, setActive: setTab }}
              preview={previewOf(
                { placeId: current.place_id ?? current.id, name: current.name, formattedAddress: '', category: null, city: null },
                new Date().toISOString(),
                locale,
                t,
              )}
              offer={state.unlock}
              overview={
                <div className="grid gap-5">
                  <p className="text-ink-700">{t('locked.text')}</p>
                  <UnlockBox t={t} locale={locale} offer={state.unlock} salesEmail={operator.emails.sales} />
                </div>
              }
            />
          </ReportWindow>
        </div>
      ) : state.status === 'noBusiness' || state.status === 'unknown' ? (
        <section className="grid gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8" data-testid="report-connect">
          <h2 className="text-2xl font-bold tracking-tight text-ink-950">{t('page.connect.title', { name: current.name })}</h2>
          <p className="text-ink-700" role="status">
            {state.status === 'unknown' ? t('page.unknown') : t('page.connect.text')}
          </p>
          {state.status === 'noBusiness' ? <SearchBox onSelect={connect(current)} action="none" /> : <SearchBox onSelect={addFromSearch} action="none" />}
          <Button variant="ghost" size="sm" className="w-fit" onClick={() => void remove(current)} data-testid="report-remove">
            {t('page.remove')}
          </Button>
        </section>
      ) : (
        <section className="grid gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8">
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-rose-800">
            {state.message || t('page.failed')}
          </p>
          <Button className="w-fit" onClick={() => void load(current)}>
            {t('page.retry')}
          </Button>
        </section>
      )}
    </ReportLayout>
  );
}

function LoadingCard({ label }: { label: string }) {
  return (
    <div className="grid min-h-96 place-items-center rounded-card bg-white text-brand-600 shadow-card" role="status" aria-label={label}>
      <Spinner className="size-8" />
    </div>
  );
}

function ReportLayout({ switcher, notice, children }: { switcher?: ReactNode; notice?: ReactNode; children: ReactNode }) {
  const { t, locale } = useTranslation('report');
  return (
    <section className="min-h-svh bg-gradient-to-b from-brand-50 to-ink-50 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">{t('page.title')}</h1>
          <a href={appLink('account', locale)} className={buttonClass('secondary', 'sm')}>
            <Icon node={Settings} aria-hidden className="size-4" />
            {t('page.account')}
          </a>
        </div>
        {notice}
        {switcher}
        {children}
      </div>
    </section>
  );
}

/** Adding a business: the landing page's search box, or a name typed by hand (the project form). */
function AddBusiness({ onSelect, onSaved }: { onSelect: (business: BusinessSearchResult) => void; onSaved: (project: Project) => void }) {
  const { t } = useTranslation('report');
  const [manual, setManual] = useState(false);
  return (
    <section className="grid gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-10" data-testid="report-add-business">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-ink-950">{t('page.add.title')}</h2>
        <p className="mt-2 max-w-2xl text-ink-700">{t('page.add.text')}</p>
      </div>
      <SearchBox onSelect={onSelect} action="none" />
      <details className="group max-w-2xl rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-900/5" onToggle={(event) => event.currentTarget.open && setManual(true)}>
        <summary className="cursor-pointer font-semibold text-brand-700">{t('page.add.manual')}</summary>
        <p className="mt-2 text-sm text-ink-600">{t('page.add.manualText')}</p>
        <div className="mt-3">
          {manual ? (
            <Suspense fallback={<Spinner className="size-6 text-brand-600" />}>
              <ProjectForm onSaved={onSaved} details />
            </Suspense>
          ) : null}
        </div>
      </details>
    </section>
  );
}

/**
 * A locked section's preview: the sample report's figures, with the user's business at the centre and its
 * category's main search, the rivals unnamed (the figures are sample figures, and the preview says so).
 */
function previewOf(
  business: ReportBusiness,
  computedAt: string,
  locale: Locale,
  t: (key: string, values?: Record<string, string | number>) => string,
): FullReport {
  const sample = sampleReport(computedAt, locale);
  const keyword = keywordsFor(business.category)[0];
  return {
    ...sample,
    business,
    rankings: sample.rankings && { ...sample.rankings, keyword: keyword?.text[locale] ?? t('locked.yourSearch'), keywords: [] },
    competitors: sample.competitors.map((row, index) =>
      row.you ? { ...row, name: business.name } : { ...row, name: t('locked.rival', { letter: 'ABCDEFGHIJ'[index - 1] ?? '' }) },
    ),
  };
}

/** How often the page asks for a running Google scan's progress. */
const POLL_MS = 1000;

/** The full audit of a project the plan covers: every section open, the map scan with its search and progress. */
function FullAudit({
  report,
  project,
  onChange,
  onReload,
}: {
  report: FullReport;
  project: Project;
  onChange: (report: FullReport) => void;
  onReload: () => void;
}) {
  const { t, locale } = useTranslation('report');
  const rankings = report.rankings;
  const running = rankings?.status === 'running' ? rankings.scanId : null;

  // A running scan (Google answers point by point): follow its progress, then show the finished report.
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      void authed<RankingsReport>(`/api/projects/${project.id}/scans/${running}`, { locale })
        .then((progress) => {
          if (stopped) return;
          if (progress.status === 'running')
            onChange({ ...report, rankings: { ...report.rankings!, ranks: progress.ranks, done: progress.done, figures: progress.figures } });
          else onReload();
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [running, project.id, locale, report, onChange, onReload]);

  const scan = async (keyword: string) => {
    try {
      const started = await authed<RankingsReport>(`/api/projects/${project.id}/scans`, { method: 'POST', body: { keyword }, locale });
      if (started.status === 'running') onChange({ ...report, rankings: started });
      else onReload();
    } catch (error) {
      notify({ title: t('rankings.scanFailed'), text: error instanceof Error ? error.message : String(error), status: 'error' });
    }
  };

  const controls = rankings?.keywords.length ? <ScanControls rankings={rankings} busy={Boolean(running)} onScan={scan} /> : null;
  return (
    <ReportWindow title={t('frameTitle')} chip={t('fullChip')} header={<ReportHeader t={t} locale={locale} report={report} />}>
      <ReportTabs
        label={t('tabs.label')}
        lockedLabel={t('tabs.locked')}
        tabs={[{ id: 'overview', label: t('tabs.overview') }, ...LOCKED_SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`) }))]}
        panels={[
          <OverviewSection key="overview" t={t} locale={locale} report={report} />,
          ...LOCKED_SECTIONS.map((id) => {
            if (id === 'rankings') return <RankingsSection key={id} t={t} locale={locale} report={report} controls={controls} />;
            const Section = FULL_SECTIONS[id];
            return <Section key={id} t={t} locale={locale} report={report} />;
          }),
        ]}
      />
    </ReportWindow>
  );
}

/** Another search of the category, and a new scan. */
function ScanControls({ rankings, busy, onScan }: { rankings: RankingsReport; busy: boolean; onScan: (keyword: string) => Promise<void> }) {
  const { t } = useTranslation('report');
  const [keyword, setKeyword] = useState(rankings.keywordId || rankings.keywords[0]!.id);
  const [sending, setSending] = useState(false);
  const id = useId();
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      data-testid="report-scan-form"
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        void onScan(keyword).finally(() => setSending(false));
      }}
    >
      <label htmlFor={id} className="grid gap-1 text-sm font-semibold text-ink-800">
        {t('rankings.choose')}
        <select
          id={id}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          className="h-10 rounded-xl bg-white px-3 font-normal text-ink-950 ring-1 ring-ink-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          {rankings.keywords.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.text}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" disabled={busy || sending}>
        {busy || sending ? <Spinner className="size-4" /> : null}
        {t('rankings.scan')}
      </Button>
    </form>
  );
}

/** Which business a search elsewhere picked, with its address, before it is added (and may spend the free report). */
function ConfirmPick({
  business,
  first,
  onConfirm,
  onDecline,
}: {
  business: BusinessSearchResult;
  first: boolean;
  onConfirm: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('report');
  return (
    <section className="grid gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8" data-testid="report-confirm-pick">
      <h2 className="text-2xl font-bold tracking-tight text-ink-950">{t('page.confirm.title')}</h2>
      <p className="text-lg font-semibold text-ink-900">
        {business.formatted_address ? t('page.confirm.text', { name: business.name, address: business.formatted_address }) : business.name}
      </p>
      {first ? <p className="text-ink-700">{t('page.confirm.free')}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onConfirm}>{t('page.confirm.yes')}</Button>
        <Button variant="secondary" onClick={onDecline}>
          {t('page.confirm.no')}
        </Button>
      </div>
    </section>
  );
}

/** The tabs of a report the account has not unlocked: its overview, then each locked section's preview and offer. */
function LockedTabs({
  selected,
  preview,
  offer,
  overview,
}: {
  selected: { active: number; setActive: (index: number) => void };
  preview: FullReport;
  offer: UnlockOffer;
  overview: ReactNode;
}) {
  const { t, locale } = useTranslation('report');
  const { operator } = useSiteFacts();
  return (
    <ReportTabs
      label={t('tabs.label')}
      lockedLabel={t('tabs.locked')}
      lockIcon={<Icon node={Lock} aria-hidden className="size-3.5 opacity-70" />}
      selected={selected}
      tabs={[{ id: 'overview', label: t('tabs.overview') }, ...LOCKED_SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`), locked: true }))]}
      panels={[
        <Fragment key="overview">{overview}</Fragment>,
        ...LOCKED_SECTIONS.map((id) => (
          <LockedSection key={id} t={t} locale={locale} section={id} preview={preview} offer={offer} salesEmail={operator.emails.sales} />
        )),
      ]}
    />
  );
}
