import type { ReactNode } from 'react';

/**
 * The report as a product window, drawn like the site's product visuals: a title bar with window dots and a
 * chip, the business heading, then the sections. Used by the report page and the sample report alike.
 */
export function ReportWindow({
  title,
  chip,
  header,
  aside,
  children,
}: {
  title: string;
  chip: string;
  header: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      data-testid="report"
      data-frame
      className="overflow-hidden rounded-card bg-white text-left shadow-float ring-1 ring-ink-900/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-ink-100 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="flex shrink-0 gap-1.5">
            <span className="size-2.5 rounded-full bg-rose-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-accent-500" />
          </span>
          <span className="min-w-0 text-sm leading-snug font-semibold text-ink-900">{title}</span>
        </div>
        <span
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700"
          data-testid="report-chip"
        >
          {chip}
        </span>
      </div>
      <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          {header}
          {aside}
        </div>
        {children}
      </div>
    </div>
  );
}
