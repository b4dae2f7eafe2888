import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTabs } from '../../hooks/use-tabs.ts';

export interface ReportTab {
  id: string;
  label: string;
  /** The free report does not include it: said to screen readers, and `lockIcon` is shown. */
  locked?: boolean;
}

/**
 * The report's sections as a WAI-ARIA tabs widget (automatic activation, roving tabindex): a side rail on wide
 * screens, a scrolling row on phones. `panels` are in `tabs` order: React elements on the report page, or
 * build-time HTML (StaticHtml) in the sample report, so both show the same markup.
 */
export function ReportTabs({
  tabs,
  panels,
  label,
  lockedLabel,
  lockIcon,
  deferHidden,
  selected,
}: {
  tabs: readonly ReportTab[];
  panels: readonly ReactNode[];
  label: string;
  lockedLabel: string;
  /** The lock's picture (passed in, so the sample report's tabs, which have no lock, do not load it). */
  lockIcon?: ReactNode;
  /**
   * Build-time HTML only: marks the panels hidden at first (`data-defer`), so the build can move their markup
   * out of the page into files the tabs fetch on first use (web/scripts/deferred-panels.ts); `loadError` is
   * what such a panel says when its file cannot be fetched.
   */
  deferHidden?: { loadError: string };
  /** The selected tab, when the page decides it too (the overview's locked items open their tab). */
  selected?: { active: number; setActive: (index: number) => void };
}) {
  const { active, onKeyDown, tabProps } = useTabs(tabs.length, selected);
  const base = useId();

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        data-scrolls
        className="flex gap-1.5 overflow-x-auto pb-1 lg:flex-col lg:self-start lg:overflow-visible"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            {...tabProps(index)}
            id={`${base}tab-${tab.id}`}
            aria-controls={`${base}panel-${tab.id}`}
            data-testid={`report-tab-${tab.id}`}
            className="relative flex h-10 shrink-0 items-center justify-between gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-ink-700 ring-1 ring-ink-200 transition-colors hover:bg-ink-100 hover:text-ink-950 aria-selected:bg-brand-600 aria-selected:text-white aria-selected:ring-brand-600 lg:h-11 lg:rounded-xl lg:ring-0"
          >
            {tab.label}
            {tab.locked ? (
              <>
                {lockIcon}
                <span className="sr-only">({lockedLabel})</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}panel-${tab.id}`}
          aria-labelledby={`${base}tab-${tab.id}`}
          hidden={index !== active}
          tabIndex={0}
          data-testid={`report-panel-${tab.id}`}
          data-defer={deferHidden && index !== active ? '' : undefined}
          data-load-error={deferHidden && index !== active ? deferHidden.loadError : undefined}
          className={clsx(
            'min-w-0 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500',
          )}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
