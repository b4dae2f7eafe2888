import type { ScoreBand } from '@findable/core/report/score';
import { clsx } from 'clsx';

/** The colour of a score band on the gauge: red, amber, green, deep green (the map-rank colours of the visuals). */
const BAND_COLOR: Record<ScoreBand, string> = {
  low: 'oklch(0.58 0.21 20)',
  fair: 'oklch(0.76 0.16 70)',
  good: 'var(--color-accent-500)',
  excellent: 'var(--color-accent-700)',
};

/** The band's word in text: the same hues, dark enough to read on white (WCAG AA). */
export const BAND_TEXT: Record<ScoreBand, string> = {
  low: 'text-rose-700',
  fair: 'text-amber-700',
  good: 'text-accent-700',
  excellent: 'text-accent-700',
};

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The gauge is an open ring: three quarters of a circle, opening at the bottom. */
const ARC = 0.75;

/**
 * The overall score as a gauge: a three-quarter ring filled to the score in the band's colour, the number in
 * the middle. Drawn in SVG, so it renders the same as static HTML and in React, and prints.
 */
export function ScoreGauge({
  score,
  band,
  label,
  outOf,
  className,
}: {
  score: number;
  band: ScoreBand;
  label: string;
  outOf: string;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, score));
  const track = CIRCUMFERENCE * ARC;
  return (
    <div
      role="img"
      aria-label={`${label}: ${value} ${outOf}`}
      className={clsx('relative aspect-square w-40 shrink-0', className)}
    >
      {/* Turned inside the SVG (not with a CSS transform, which would widen the box): the ring opens at the bottom. */}
      <svg viewBox="0 0 120 120" className="size-full" aria-hidden="true">
        <g transform="rotate(135 60 60)">
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke="var(--color-ink-100)"
            strokeWidth="11"
            strokeLinecap="round"
            strokeDasharray={`${track} ${CIRCUMFERENCE}`}
          />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke={BAND_COLOR[band]}
            strokeWidth="11"
            strokeLinecap="round"
            strokeDasharray={`${(track * value) / 100} ${CIRCUMFERENCE}`}
          />
        </g>
      </svg>
      <div aria-hidden="true" className="absolute inset-0 grid place-content-center text-center">
        <span className="text-5xl font-extrabold tracking-tight text-ink-950 tabular-nums" data-testid="report-score">
          {value}
        </span>
        <span className="mt-0.5 text-xs font-medium text-ink-500">{outOf}</span>
      </div>
    </div>
  );
}
