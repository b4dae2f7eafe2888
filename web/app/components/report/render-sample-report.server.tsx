import type { Locale } from '@findable/core/locales';
import type { MessageBundle } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { sampleReport } from '@findable/core/demo';
import { LOCKED_SECTIONS } from '@findable/core/report';
import { renderToStaticMarkup } from 'react-dom/server';
import { FULL_SECTIONS, OverviewSection, ReportHeader } from './report-sections.tsx';
import type { SampleReportHtml } from './sample-report-html.ts';

/**
 * Renders the sample report (Café Aurora, every section unlocked, read-only) with the same section components
 * as the report page, at build time in a page's loader: the page's JavaScript carries only the tabs.
 */
export function renderSampleReport(locale: Locale, messages: MessageBundle, computedAt = new Date().toISOString()): SampleReportHtml {
  const t = createTranslator(locale, messages, 'report');
  const report = sampleReport(computedAt);
  return {
    header: renderToStaticMarkup(<ReportHeader t={t} locale={locale} report={report} />),
    tabs: [{ id: 'overview', label: t('tabs.overview') }, ...LOCKED_SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`) }))],
    panels: [
      renderToStaticMarkup(<OverviewSection t={t} locale={locale} report={report} />),
      ...LOCKED_SECTIONS.map((id) => {
        const Section = FULL_SECTIONS[id];
        return renderToStaticMarkup(<Section t={t} locale={locale} report={report} />);
      }),
    ],
    labels: {
      frameTitle: t('frameTitle'),
      chip: t('sampleChip'),
      tabs: t('tabs.label'),
      locked: t('tabs.locked'),
      note: t('sample.note'),
      ownCta: t('sample.ownCta'),
      openReport: t('common:cta.openReport'),
      startDemo: t('sample.startDemo'),
      privacy: t('sample.privacy'),
      demoFrame: t('sample.frameTitle'),
    },
  };
}
