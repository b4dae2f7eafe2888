import { sampleReport } from '@findable/core/demo';
import type { Locale } from '@findable/core/locales';
import { LOCKED_SECTIONS, type FullReport, type ReportBusiness, type UnlockOffer } from '@findable/core/report';
import { keywordsFor } from '@findable/core/report/keywords';
import { Lock } from 'lucide';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { useSiteFacts } from '../../site/site-facts.ts';
import { Icon } from '../ui/icon.tsx';
import { LockedSection } from './report-sections.tsx';
import { ReportTabs } from './report-tabs.tsx';

/**
 * A locked section's preview: the sample report's figures, with the user's business at the centre and its
 * category's main search, the rivals unnamed (the figures are sample figures, and the preview says so).
 */
export function previewOf(
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
    rankings: sample.rankings && {
      ...sample.rankings,
      keyword: keyword?.text[locale] ?? t('locked.yourSearch'),
      keywords: [],
    },
    competitors: sample.competitors.map((row, index) =>
      row.you
        ? { ...row, name: business.name }
        : { ...row, name: t('locked.rival', { letter: 'ABCDEFGHIJ'[index - 1] ?? '' }) },
    ),
  };
}

/** The tabs of a report the account has not unlocked: its overview, then each locked section's preview and offer. */
export function LockedTabs({
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
      tabs={[
        { id: 'overview', label: t('tabs.overview') },
        ...LOCKED_SECTIONS.map((id) => ({ id, label: t(`tabs.${id}`), locked: true })),
      ]}
      panels={[
        <Fragment key="overview">{overview}</Fragment>,
        ...LOCKED_SECTIONS.map((id) => (
          <LockedSection
            key={id}
            t={t}
            locale={locale}
            section={id}
            preview={preview}
            offer={offer}
            salesEmail={operator.emails.sales}
          />
        )),
      ]}
    />
  );
}
