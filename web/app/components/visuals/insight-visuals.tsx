import { SAMPLE_REVIEW_INSIGHTS } from '@findable/core/demo';
import { formatNumber, formatRating } from '@findable/core/locales/format';
import { Sparkles, Star, TrendingUp } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { Bar, DEMO, FigureTable, Frame, Pill, SAMPLE, SentimentBar, type VisualProps } from './frame.tsx';

const pct = (locale: VisualProps['locale'], value: number) => formatNumber(locale, value / 100, { style: 'percent' });

function Stars({ count }: { count: number }) {
  return (
    <span className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Icon
          node={Star}
          key={i}
          className={i < count ? 'size-3.5 fill-amber-400 text-amber-400' : 'size-3.5 text-ink-300'}
        />
      ))}
    </span>
  );
}

/** Review insights: sentiment, the topics customers mention, and an AI reply draft. */
export function ReviewsVisual({ t, locale }: VisualProps) {
  const { sentiment } = SAMPLE_REVIEW_INSIGHTS;
  const topics = SAMPLE_REVIEW_INSIGHTS.topics.map((topic) => ({
    key: topic.key,
    value: topic.share,
    good: topic.positive,
  }));
  return (
    <Frame
      title={t('reviews.title')}
      chip={t('reviews.count', { count: formatNumber(locale, SAMPLE.facts.reviewCount) })}
    >
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('reviews.sentiment')}</p>
      <SentimentBar
        sentiment={sentiment}
        className="text-xs"
        labels={[
          t('reviews.positive', { value: pct(locale, sentiment.positive) }),
          t('reviews.neutral', { value: pct(locale, sentiment.neutral) }),
          t('reviews.negative', { value: pct(locale, sentiment.negative) }),
        ]}
      />
      <ul className="mt-4 space-y-2.5">
        {topics.map((topic) => (
          <li key={topic.key} className="grid grid-cols-[minmax(0,9.5rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="leading-snug text-ink-800">{t(`reviews.topics.${topic.key}`)}</span>
            <Bar value={topic.value} className={topic.good ? 'bg-accent-500' : 'bg-rose-500'} />
            <Pill tone={topic.good ? 'good' : 'bad'}>{topic.good ? '+' : '–'}</Pill>
          </li>
        ))}
      </ul>
      <div className="mt-5 rounded-xl bg-ink-50 p-3.5 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold text-ink-900">Anna K.</span>
          <Stars count={4} />
        </div>
        <p className="mt-1 text-ink-700">
          <q>{t('reviews.review')}</q>
        </p>
        <div className="mt-3 rounded-lg bg-white p-3 ring-1 ring-brand-200">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-brand-700">
            <Icon node={Sparkles} className="size-3.5" />
            {t('reviews.draft')}
          </p>
          <p className="mt-1 text-ink-700">{t('reviews.reply')}</p>
        </div>
      </div>
    </Frame>
  );
}

/** Competitor comparison: the business against three rivals for one keyword. */
export function CompetitorsVisual({ t, locale }: VisualProps) {
  // The bar: how close each business comes to the best average map rank (the sample report's competitors).
  const best = Math.min(...SAMPLE.competitors.map((row) => row.averageRank));
  const rows = SAMPLE.competitors.map((row) => ({
    ...row,
    rank: row.averageRank,
    share: Math.round((best / row.averageRank) * 100),
  }));
  return (
    <Frame title={t('competitors.title')} chip={<q>{t('geogrid.keyword')}</q>}>
      <FigureTable
        head={[t('competitors.business'), t('competitors.rank'), t('competitors.rating'), t('competitors.reviews')]}
        rows={rows.map((row) => ({
          key: row.name,
          className: row.you ? 'font-semibold' : undefined,
          cells: [
            <span key="business" className="min-w-0">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 leading-snug text-ink-900">
                <span>{row.name}</span>
                {row.you ? <Pill tone="brand">{t('competitors.you')}</Pill> : null}
              </span>
              <span className="mt-1.5 block">
                <Bar value={row.share} className={row.you ? 'bg-brand-500' : 'bg-ink-400'} />
              </span>
            </span>,
            <span key="rank" className="text-right text-ink-900 tabular-nums">
              {formatNumber(locale, row.rank)}
            </span>,
            <span key="rating" className="text-right text-ink-900 tabular-nums">
              {formatRating(locale, row.rating)}
            </span>,
            <span key="reviews" className="text-right text-ink-900 tabular-nums">
              {formatNumber(locale, row.reviews)}
            </span>,
          ],
        }))}
      />
      <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        <Icon node={Sparkles} className="mt-0.5 size-4 shrink-0" />
        {t('competitors.insight', { rival: DEMO.rivals[0] })}
      </p>
    </Frame>
  );
}

/** Growth: profile views, calls and direction requests over six months. */
export function GrowthVisual({ t, locale }: VisualProps) {
  const points = [22, 26, 25, 33, 38, 37, 45, 52, 50, 60, 68, 76];
  const w = 320;
  const h = 120;
  const path = points
    .map((p, i) => `${i ? 'L' : 'M'}${((i / (points.length - 1)) * w).toFixed(1)} ${(h - (p / 80) * h).toFixed(1)}`)
    .join(' ');
  const stats = [
    { key: 'views', value: 38 },
    { key: 'calls', value: 21 },
    { key: 'directions', value: 17 },
  ];
  return (
    <Frame title={t('growth.title')} chip={t('growth.period')}>
      <div className="grid grid-cols-3 gap-2">
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-xl bg-ink-50 p-3">
            <p className="flex items-center gap-1 text-lg font-bold text-accent-700 tabular-nums">
              <Icon node={TrendingUp} className="size-4" />
              {formatNumber(locale, stat.value / 100, { style: 'percent', signDisplay: 'always' })}
            </p>
            <p className="text-xs leading-snug text-ink-600">{t(`growth.${stat.key}`)}</p>
          </div>
        ))}
      </div>
      <svg viewBox={`0 -8 ${w} ${h + 16}`} width={w} height={h + 16} className="mt-4 h-auto w-full" aria-hidden="true">
        {[0, 0.5, 1].map((f) => (
          <line key={f} x1="0" x2={w} y1={h * f} y2={h * f} stroke="var(--color-ink-100)" strokeWidth="1" />
        ))}
        <path d={`${path} L${w} ${h} L0 ${h} Z`} fill="var(--color-brand-100)" opacity="0.7" />
        <path
          d={path}
          fill="none"
          stroke="var(--color-brand-600)"
          strokeWidth="3"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={w} cy={h - (76 / 80) * h} r="5" fill="var(--color-brand-600)" stroke="white" strokeWidth="2" />
      </svg>
      <p className="mt-3 text-sm text-ink-700">{t('growth.note')}</p>
    </Frame>
  );
}
