import { LOCKED_SECTIONS, type FullReport, type RankingsReport } from '@findable/core/report';
import type { Project } from '@findable/core/report/project';
import { useEffect, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/i18n.tsx';
import { scanProgress } from '../../services/api-client.ts';
import { Spinner } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { FULL_SECTIONS, OverviewSection, RankingsSection, ReportHeader } from './report-sections.tsx';
import { ReportTabs } from './report-tabs.tsx';
import { ReportWindow } from './report-window.tsx';

/** How often the page asks for a running Google scan's progress. */
const POLL_MS = 1000;

/**
 * A running scan's report with the progress polled since it was loaded (Google answers point by point); the
 * finished scan comes with the reloaded report.
 */
function withProgress(report: FullReport, progress: RankingsReport | null): FullReport {
  const rankings = report.rankings;
  if (!rankings || rankings.status !== 'running' || progress?.scanId !== rankings.scanId) return report;
  return {
    ...report,
    rankings: { ...rankings, ranks: progress.ranks, done: progress.done, figures: progress.figures },
  };
}

/** The full audit of a project the plan covers: every section open, the map scan with its search and progress. */
export function FullAudit({
  report: loaded,
  project,
  scanning,
  onScan,
}: {
  report: FullReport;
  project: Project;
  /** A new scan was asked for and has not answered yet. */
  scanning: boolean;
  onScan: (keyword: string) => void;
}) {
  const { t, locale } = useTranslation('report');
  const { revalidate } = useRevalidator();
  const [progress, setProgress] = useState<RankingsReport | null>(null);
  const report = withProgress(loaded, progress);
  const rankings = report.rankings;
  const running = rankings?.status === 'running' ? rankings.scanId : null;

  // A running scan: follow its progress, then reload the report with the finished scan. One question at a time:
  // a slow answer is not asked again on top of itself, and the ticks wait for the reload rather than restart it
  // every second. A reload that shows the finished scan ends this; one that failed (offline a moment) is tried again.
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let asking = false;
    const tick = async () => {
      const next = await scanProgress(project.id, running, locale);
      if (stopped) return;
      if (next.status === 'running') return setProgress(next);
      await revalidate();
    };
    const timer = window.setInterval(() => {
      if (asking) return;
      asking = true;
      void tick()
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [running, project.id, locale, revalidate]);

  const controls = rankings?.keywords.length ? (
    <ScanControls rankings={rankings} busy={Boolean(running) || scanning} onScan={onScan} />
  ) : null;
  return (
    <ReportWindow
      title={t('frameTitle')}
      chip={t('fullChip')}
      header={<ReportHeader t={t} locale={locale} report={report} />}
    >
      <ReportTabs
        label={t('tabs.label')}
        lockedLabel={t('tabs.locked')}
        tabs={[
          { id: 'overview', label: t('tabs.overview') },
          ...LOCKED_SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`) })),
        ]}
        panels={[
          <OverviewSection key="overview" t={t} locale={locale} report={report} />,
          ...LOCKED_SECTIONS.map((id) => {
            if (id === 'rankings')
              return <RankingsSection key={id} t={t} locale={locale} report={report} controls={controls} />;
            const Section = FULL_SECTIONS[id];
            return <Section key={id} t={t} locale={locale} report={report} />;
          }),
        ]}
      />
    </ReportWindow>
  );
}

/** Another search of the category, and a new scan. */
function ScanControls({
  rankings,
  busy,
  onScan,
}: {
  rankings: RankingsReport;
  busy: boolean;
  onScan: (keyword: string) => void;
}) {
  const { t } = useTranslation('report');
  const [keyword, setKeyword] = useState(rankings.keywordId || rankings.keywords[0]!.id);
  const id = useId();
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      data-testid="report-scan-form"
      onSubmit={(event) => {
        event.preventDefault();
        onScan(keyword);
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
      <SubmitButton size="sm" disabled={busy}>
        {busy ? <Spinner className="size-4" /> : null}
        {t('rankings.scan')}
      </SubmitButton>
    </form>
  );
}
