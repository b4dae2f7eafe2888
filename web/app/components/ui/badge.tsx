import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

type Tone = 'brand' | 'accent' | 'neutral' | 'inverse';
const TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  accent: 'bg-accent-100 text-accent-700 ring-accent-400/40',
  neutral: 'bg-ink-100 text-ink-700 ring-ink-200',
  inverse: 'bg-white/10 text-white ring-white/20',
};

/** A small pill label ('Selected', 'Agency', 'New'). */
export function Badge({ tone = 'brand', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
