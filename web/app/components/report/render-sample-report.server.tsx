import type { Locale } from '@findable/core/locales';
import type { MessageBundle } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { sampleReport } from '@findable/core/demo';
import { LOCKED_SECTIONS } from '@findable/core/report';
import { renderToStaticMarkup } from 'react-dom/server';
import { FULL_SECTIONS, OverviewSection, ReportHeader } from './report-sections.tsx';
import { ReportTabs } from './report-tabs.tsx';
import { ReportWindow } from './report-window.tsx';
import type { SampleReportHtml } from './sample-report-html.ts';

/**
 * Renders the sample report (Café Aurora, every section unlocked, read-only) with the same components as the
 * report page — window, tabs and sections — at build time in a page's loader: the page's JavaScript carries none
 * of it, only the delegated handlers that switch its tabs (static/static-tabs.ts).
 */
export function renderSampleReport(
  locale: Locale,
  messages: MessageBundle,
  computedAt = new Date().toISOString(),
): SampleReportHtml {
  const t = createTranslator(locale, messages, 'report');
  const report = sampleReport(computedAt);
  const html = renderToStaticMarkup(
    <ReportWindow
      title={t('frameTitle')}
      chip={t('sampleChip')}
      header={<ReportHeader t={t} locale={locale} report={report} />}
    >
      <ReportTabs
        label={t('tabs.label')}
        lockedLabel={t('tabs.locked')}
        deferHidden={{ loadError: t('sample.loadError') }}
        tabs={[
          { id: 'overview', label: t('tabs.overview') },
          ...LOCKED_SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`) })),
        ]}
        panels={[
          <OverviewSection key="overview" t={t} locale={locale} report={report} />,
          ...LOCKED_SECTIONS.map((id) => {
            const Section = FULL_SECTIONS[id];
            return <Section key={id} t={t} locale={locale} report={report} />;
          }),
        ]}
      />
    </ReportWindow>,
    { identifierPrefix: 'sample-report-' },
  );
  return {
    html,
    labels: {
      note: t('sample.note'),
      ownCta: t('sample.ownCta'),
      openReport: t('common:cta.openReport'),
      startDemo: t('sample.startDemo'),
      privacy: t('sample.privacy'),
      demoFrame: t('sample.frameTitle'),
    },
  };
}
