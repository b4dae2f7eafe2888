import type { Locale } from '@findable/core/locales';
import { formatNumber, formatRating } from '@findable/core/locales/format';
import type { Translate } from '@findable/core/locales/translate';
import type { SamplePreview } from './sample-preview.server.ts';

function rankColor(rank: number): string {
  if (rank <= 3) return 'bg-accent-700 text-white';
  if (rank <= 10) return 'bg-amber-400 text-ink-950';
  return 'bg-rose-600 text-white';
}

/**
 * A drawn preview of the report: visibility score and the geo-grid of map rankings (the sample report's
 * figures). Pure: the landing page's loader renders it to HTML at build time (`t` over the `landing` catalog).
 */
export function ReportPreview({ t, locale, figures }: { t: Translate; locale: Locale; figures: SamplePreview }) {
  return (
    <figure className="relative mx-auto w-full max-w-lg" aria-label={t('preview.label', { score: figures.score })}>
      <div className="rounded-card bg-white p-5 pb-14 shadow-float ring-1 ring-ink-900/5 sm:p-6 sm:pb-16">
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('preview.business')}</p>
            <p className="mt-1 font-semibold text-ink-950">
              {figures.name} · {figures.city}
            </p>
          </div>
          <div
            className="grid size-16 place-items-center rounded-full"
            style={{
              background: `conic-gradient(var(--color-accent-500) 0 ${figures.score}%, var(--color-ink-100) ${figures.score}% 100%)`,
            }}
          >
            <div className="grid size-12 place-items-center rounded-full bg-white text-lg font-bold text-ink-950">
              {figures.score}
            </div>
          </div>
        </div>
        <div className="mx-auto mt-5 grid max-w-xs grid-cols-5 gap-2 rounded-2xl bg-ink-50 p-3" aria-hidden>
          {figures.grid.map((rank, index) => (
            <span
              key={index}
              className={`grid aspect-square place-items-center rounded-full text-xs font-bold ${rankColor(rank)}`}
            >
              {rank}
            </span>
          ))}
        </div>
        <ul className="mt-5 space-y-2.5 text-sm">
          <li className="flex items-center justify-between gap-3">
            <span className="text-ink-600">{t('preview.mapsRank')}</span>
            <span className="font-semibold text-accent-700">{formatNumber(locale, figures.mapRank)}</span>
          </li>
          <li className="flex items-center justify-between gap-3">
            <span className="text-ink-600">{t('preview.reviews')}</span>
            <span className="font-semibold text-ink-900">
              {formatRating(locale, figures.rating)} ★ · {formatNumber(locale, figures.reviews)}
            </span>
          </li>
          <li className="flex items-center justify-between gap-3">
            <span className="text-ink-600">{t('preview.fixes')}</span>
            <span className="font-semibold text-brand-700">{figures.openFixes}</span>
          </li>
        </ul>
      </div>
      <figcaption className="absolute right-4 -bottom-5 rounded-2xl bg-ink-950 px-4 py-3 text-sm text-white shadow-float sm:right-auto sm:-left-8">
        <span className="block text-xs text-ink-300">{t('preview.trendLabel')}</span>
        <span className="font-semibold">{t('preview.trend')}</span>
      </figcaption>
    </figure>
  );
}
