import { useEffect, useRef } from 'react';
import { usePrefetchDeferred } from '../../hooks/use-prefetch-deferred.ts';
import { useTabs } from '../../hooks/use-tabs.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { StaticHtml } from '../static/static-html.tsx';
import { fillDeferred } from '../static/static-tabs.ts';

/** The landing tabs (spec §2, §4), in order; the first is shown first. */
export const TAB_IDS = ['visibility', 'insights', 'competitors', 'growth'] as const;
export type TabId = (typeof TAB_IDS)[number];

/**
 * The four tabs: one panel at a time. A WAI-ARIA tabs widget with automatic activation — arrow keys, Home
 * and End move between tabs (roving tabindex), Tab moves into the panel. The panels' content is build-time
 * HTML (`heading`, and `panels` in TAB_IDS order); each panel has a button that opens the registration dialog.
 * The drawings of the panels hidden at first are not in the served page (TabPanelBody): they are fetched as
 * the section nears the screen and put in place when their tab is chosen.
 */
export function FeatureTabs({ heading, panels }: { heading: string; panels: readonly string[] }) {
  const { t } = useTranslation('landing');
  const { active, onKeyDown, tabProps } = useTabs(TAB_IDS.length);
  const section = useRef<HTMLElement>(null);
  usePrefetchDeferred(section);
  useEffect(() => {
    const panel = section.current?.querySelector<HTMLElement>(`#panel-${TAB_IDS[active]}`);
    if (panel) fillDeferred(panel);
  }, [active]);

  return (
    <section ref={section} aria-labelledby="tabs-title" className="below-fold bg-ink-50 py-14 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <StaticHtml html={heading} />
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          onKeyDown={onKeyDown}
          className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-1.5 rounded-3xl bg-white p-1.5 shadow-card ring-1 ring-ink-900/5 sm:flex sm:rounded-full"
        >
          {TAB_IDS.map((id, index) => (
            <button
              key={id}
              {...tabProps(index)}
              id={`tab-${id}`}
              aria-controls={`panel-${id}`}
              className="h-11 flex-1 rounded-full px-4 text-sm font-semibold text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 aria-selected:bg-brand-600 aria-selected:text-white aria-selected:shadow-sm sm:text-[0.9375rem]"
            >
              {t(`tabs.${id}.tab`)}
            </button>
          ))}
        </div>
        {TAB_IDS.map((id, index) => (
          <StaticHtml
            key={id}
            html={panels[index]}
            role="tabpanel"
            id={`panel-${id}`}
            aria-labelledby={`tab-${id}`}
            hidden={index !== active}
            tabIndex={0}
            className="mt-6 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-900/5 sm:mt-10 sm:p-10 lg:mt-12"
          />
        ))}
      </div>
    </section>
  );
}
