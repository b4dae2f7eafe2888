import { sampleReport } from '@findable/core/demo';
import { SAMPLE_BUSINESS, SAMPLE_RIVALS } from '@findable/core/demo/business';
import type { Locale } from '@findable/core/locales';
import type { Translate } from '@findable/core/locales/translate';
import { clsx } from 'clsx';
import { Check, Circle } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import type { ReactNode } from 'react';

/** What every drawn visual gets: the translator over the `visuals` catalog and the locale (for numbers). */
export interface VisualProps {
  t: Translate;
  locale: Locale;
  /**
   * The visual is below the first screen: its large map drawing (geo-grid, hexagon map) becomes an image file
   * of its own, loaded as it nears the screen (web/scripts/drawings-as-images.ts). Not for a page's hero: there
   * the drawing stays inline and paints with the page.
   */
  belowTheFold?: boolean;
}

/** A product window: title bar with window dots, an optional chip, and the content. */
export function Frame({
  title,
  chip,
  children,
  className,
  dark,
}: {
  title: ReactNode;
  chip?: ReactNode;
  children: ReactNode;
  className?: string;
  dark?: boolean;
}) {
  return (
    <div
      data-frame
      className={clsx(
        'overflow-hidden rounded-card text-left shadow-float ring-1',
        dark ? 'bg-ink-950 text-white ring-white/10' : 'bg-white text-ink-900 ring-ink-900/5',
        className,
      )}
    >
      {/* The title keeps at least 12rem: where the chip does not fit beside it, the chip moves to a line of its own. */}
      <div
        className={clsx(
          'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b px-4 py-3',
          dark ? 'border-white/10' : 'border-ink-100',
        )}
      >
        <div className="flex min-w-0 flex-[1_1_12rem] items-center gap-3">
          <span className="flex shrink-0 gap-1.5">
            <span className="size-2.5 rounded-full bg-rose-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-accent-500" />
          </span>
          <span className={clsx('min-w-0 text-sm leading-snug font-semibold', dark ? 'text-white' : 'text-ink-900')}>
            {title}
          </span>
        </div>
        {chip ? (
          <span
            className={clsx(
              'max-w-full truncate rounded-full px-2.5 py-0.5 text-xs font-semibold',
              dark ? 'bg-white/10 text-white' : 'bg-brand-50 text-brand-700',
            )}
          >
            {chip}
          </span>
        ) : null}
      </div>
      {/* A size container, so a visual can lay itself out for the width of its window, not of the screen. */}
      <div className="@container p-4 sm:p-5">{children}</div>
    </div>
  );
}

/** A score ring (conic gradient) with the value in the middle. */
export function ScoreRing({
  value,
  size = 'md',
  tone = 'accent',
}: {
  value: number;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'accent' | 'brand';
}) {
  const outer = { sm: 'size-12', md: 'size-16', lg: 'size-24' }[size];
  const inner = { sm: 'size-9 text-sm', md: 'size-12 text-lg', lg: 'size-18 text-2xl' }[size];
  const color = tone === 'accent' ? 'var(--color-accent-500)' : 'var(--color-brand-500)';
  return (
    <span
      className={clsx('grid shrink-0 place-items-center rounded-full', outer)}
      style={{ background: `conic-gradient(${color} 0 ${value}%, var(--color-ink-100) ${value}% 100%)` }}
    >
      <span
        className={clsx('grid place-items-center rounded-full bg-white font-bold text-ink-950 tabular-nums', inner)}
      >
        {value}
      </span>
    </span>
  );
}

/** A horizontal bar (0–100). */
export function Bar({ value, className = 'bg-brand-500' }: { value: number; className?: string }) {
  return (
    <span className="block h-2 w-full overflow-hidden rounded-full bg-ink-100">
      <span className={clsx('block h-full rounded-full', className)} style={{ width: `${value}%` }} />
    </span>
  );
}

/** Shares of positive, neutral and negative reviews as one bar, with the three labels under it. */
export function SentimentBar({
  sentiment,
  labels,
  className,
}: {
  sentiment: { positive: number; neutral: number; negative: number };
  labels: [string, string, string];
  className?: string;
}) {
  return (
    <>
      <div className="mt-2 flex h-3 overflow-hidden rounded-full" aria-hidden="true">
        <span className="bg-accent-500" style={{ width: `${sentiment.positive}%` }} />
        <span className="bg-amber-400" style={{ width: `${sentiment.neutral}%` }} />
        <span className="bg-rose-500" style={{ width: `${sentiment.negative}%` }} />
      </div>
      <p className={clsx('mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-700', className)}>
        {labels.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </p>
    </>
  );
}

/** One fix of an action plan: done (ticked, struck through) or open, its text, and a pill for its impact. */
export function FixRow({
  done,
  children,
  pill,
  doneLabel,
}: {
  done: boolean;
  children: ReactNode;
  pill: ReactNode;
  doneLabel?: string;
}) {
  return (
    // In a narrow frame the impact pill moves under the task rather than squeezing it.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-xl bg-ink-50 px-3 py-2.5 text-sm">
      {done ? (
        <span className="grid size-5 shrink-0 place-items-center rounded-full bg-accent-700 text-white">
          <Icon node={Check} aria-hidden className="size-3.5" strokeWidth={3} />
          {doneLabel ? <span className="sr-only">{doneLabel}</span> : null}
        </span>
      ) : (
        <Icon node={Circle} aria-hidden className="size-5 shrink-0 text-ink-300" />
      )}
      <span className={clsx('min-w-0 flex-[1_1_9rem]', done ? 'text-ink-500 line-through' : 'text-ink-800')}>
        {children}
      </span>
      <span className="ml-auto">{pill}</span>
    </li>
  );
}

/** A small status pill. */
export function Pill({ tone, children }: { tone: 'good' | 'warn' | 'bad' | 'brand' | 'neutral'; children: ReactNode }) {
  const tones = {
    good: 'bg-accent-100 text-accent-700',
    warn: 'bg-amber-100 text-amber-800',
    bad: 'bg-rose-100 text-rose-700',
    brand: 'bg-brand-50 text-brand-700',
    neutral: 'bg-ink-100 text-ink-700',
  };
  return (
    <span
      className={clsx('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone])}
    >
      {children}
    </span>
  );
}

/** Map-rank colours shared by the grid visuals: top 3 green, 4–10 amber, beyond red. */
export function rankFill(rank: number): { fill: string; text: string } {
  if (rank <= 3) return { fill: 'var(--color-accent-700)', text: 'white' };
  if (rank <= 10) return { fill: 'oklch(0.83 0.16 85)', text: 'var(--color-ink-950)' };
  return { fill: 'oklch(0.58 0.21 20)', text: 'white' };
}

/** Fictional businesses the mock-ups show (proper names, the same in every language): core's one demo data set. */
export const DEMO = {
  business: SAMPLE_BUSINESS.name,
  city: SAMPLE_BUSINESS.city,
  rivals: SAMPLE_RIVALS,
} as const;

/** The sample report (core/demo): every drawing of Café Aurora takes its figures from it. */
export const SAMPLE = sampleReport('2026-01-01T00:00:00.000Z');

/**
 * A table of one label column and figure columns. Head and rows share one grid (the rows are subgrids), so the
 * figure columns take only the width their longest cell needs, in every language, and the labels get the rest.
 */
export function FigureTable({
  head,
  rows,
}: {
  head: ReactNode[];
  rows: Array<{ key: string; cells: ReactNode[]; className?: string }>;
}) {
  return (
    <div className="grid gap-x-3" style={{ gridTemplateColumns: `minmax(0, 1fr) repeat(${head.length - 1}, auto)` }}>
      <div className="col-span-full grid grid-cols-subgrid border-b border-ink-100 pb-2 text-xs font-semibold text-ink-500">
        {head.map((cell, index) => (
          <span key={index} className={index ? 'text-right' : undefined}>
            {cell}
          </span>
        ))}
      </div>
      <ul className="col-span-full grid grid-cols-subgrid">
        {rows.map((row) => (
          <li
            key={row.key}
            className={clsx(
              'col-span-full grid grid-cols-subgrid items-center border-b border-ink-100 py-2.5 text-sm last:border-0',
              row.className,
            )}
          >
            {row.cells}
          </li>
        ))}
      </ul>
    </div>
  );
}
