import { formatNumber, formatRating } from '@findable/core/locales/format';
import { Bot, Check, Clock, Lightbulb, Star } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { AreaChart } from './area-chart.tsx';
import { DEMO, FigureTable, Frame, Pill, SAMPLE, type VisualProps } from './frame.tsx';

/** Sentiment over twelve months and the rating distribution. */
export function SentimentVisual({ t, locale }: VisualProps) {
  const months = [61, 64, 63, 68, 70, 69, 74, 76, 75, 79, 81, 82];
  const stars = [
    { stars: 5, share: 68 },
    { stars: 4, share: 18 },
    { stars: 3, share: 7 },
    { stars: 2, share: 4 },
    { stars: 1, share: 3 },
  ];
  return (
    <Frame title={t('sentiment.title')} chip={t('sentiment.chip')}>
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-4xl font-extrabold tracking-tight text-ink-950 tabular-nums">
            {formatRating(locale, SAMPLE.facts.rating)}
          </p>
          <p className="mt-1 flex gap-0.5">
            {Array.from({ length: 5 }, (_, i) => (
              <Icon node={Star} key={i} className="size-4 fill-amber-400 text-amber-400" />
            ))}
          </p>
          <p className="mt-1 text-xs text-ink-600">
            {t('reviews.count', { count: formatNumber(locale, SAMPLE.facts.reviewCount) })}
          </p>
        </div>
        <ul className="w-40 space-y-1">
          {stars.map((row) => (
            <li key={row.stars} className="flex items-center gap-2 text-xs text-ink-600">
              <span className="w-3 tabular-nums">{row.stars}</span>
              <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-100">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${row.share}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('sentiment.trend')}</p>
      <AreaChart values={months} min={55} span={30} width={300} height={90} className="mt-2 h-auto w-full" />
      <p className="mt-3 text-sm text-ink-700">{t('sentiment.note')}</p>
    </Frame>
  );
}

/** Market gaps: what customers ask for in competitors' reviews that nobody nearby offers well. */
export function GapsVisual({ t, locale }: VisualProps) {
  const gaps = [
    { key: 'g1', mentions: 48, level: 'high' },
    { key: 'g2', mentions: 31, level: 'high' },
    { key: 'g3', mentions: 19, level: 'medium' },
    { key: 'g4', mentions: 12, level: 'low' },
  ] as const;
  const tone = { high: 'good', medium: 'warn', low: 'neutral' } as const;
  return (
    <Frame title={t('gaps.title')} chip={t('gaps.chip')}>
      <ul className="space-y-2">
        {gaps.map((gap) => (
          <li key={gap.key} className="flex items-center gap-3 rounded-xl bg-ink-50 px-3 py-2.5 text-sm">
            <Icon node={Lightbulb} className="size-4 shrink-0 text-amber-600" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink-900">
                <q>{t(`gaps.${gap.key}`)}</q>
              </span>
              <span className="block text-xs text-ink-600">
                {t('gaps.mentions', { count: formatNumber(locale, gap.mentions) })}
              </span>
            </span>
            <Pill tone={tone[gap.level]}>{t(`gaps.${gap.level}`)}</Pill>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-xl bg-accent-100 p-3 text-sm text-accent-700">{t('gaps.idea')}</p>
    </Frame>
  );
}

/** The review inbox: new reviews with AI replies, sent or waiting for approval. */
export function RepliesVisual({ t }: VisualProps) {
  const items = [
    { name: 'Lukas B.', stars: 5, key: 'r1', status: 'sent' },
    { name: 'Maria S.', stars: 4, key: 'r2', status: 'approve' },
    { name: 'Peter H.', stars: 2, key: 'r3', status: 'approve' },
  ] as const;
  return (
    <Frame title={t('replies.title')} chip={t('replies.chip')}>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.key} className="rounded-xl bg-ink-50 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-ink-900">{item.name}</span>
              <span className="flex gap-0.5">
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon
                    node={Star}
                    key={i}
                    className={i < item.stars ? 'size-3.5 fill-amber-400 text-amber-400' : 'size-3.5 text-ink-300'}
                  />
                ))}
              </span>
            </div>
            <p className="mt-1 text-ink-700">
              <q>{t(`replies.${item.key}.review`)}</q>
            </p>
            <div className="mt-2 flex gap-2 rounded-lg bg-white p-2.5 ring-1 ring-ink-900/5">
              <Icon node={Bot} className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <p className="flex-1 text-ink-700">{t(`replies.${item.key}.reply`)}</p>
            </div>
            <p className="mt-2 flex justify-end">
              {item.status === 'sent' ? (
                <Pill tone="good">
                  <Icon node={Check} className="mr-1 size-3" strokeWidth={3} />
                  {t('replies.sent')}
                </Pill>
              ) : (
                <Pill tone="warn">
                  <Icon node={Clock} className="mr-1 size-3" />
                  {t('replies.approve')}
                </Pill>
              )}
            </p>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** Profile attributes side by side with the strongest rival. */
export function ProfileCompareVisual({ t, locale }: VisualProps) {
  const rows = [
    { key: 'photos', you: 24, rival: 138 },
    { key: 'posts', you: 1, rival: 8 },
    { key: 'replies', you: 41, rival: 96, percent: true },
    { key: 'categories', you: 2, rival: 5 },
    { key: 'qa', you: 0, rival: 12 },
  ];
  const value = (v: number, percent?: boolean) =>
    percent ? formatNumber(locale, v / 100, { style: 'percent' }) : formatNumber(locale, v);
  return (
    <Frame title={t('profileCompare.title')} chip={t('profileCompare.chip')}>
      <FigureTable
        head={[t('profileCompare.signal'), t('competitors.you'), DEMO.rivals[0]]}
        rows={rows.map((row) => ({
          key: row.key,
          cells: [
            <span key="signal" className="text-ink-800">
              {t(`profileCompare.${row.key}`)}
            </span>,
            <span key="you" className="text-right font-semibold text-rose-700 tabular-nums">
              {value(row.you, row.percent)}
            </span>,
            <span key="rival" className="text-right font-semibold text-ink-900 tabular-nums">
              {value(row.rival, row.percent)}
            </span>,
          ],
        }))}
      />
      <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">{t('profileCompare.tip')}</p>
    </Frame>
  );
}

/** A prospect audit an agency sends to win a new client. */
export function ProspectVisual({ t, locale }: VisualProps) {
  const issues = ['i1', 'i2', 'i3'];
  return (
    <Frame title={t('prospect.title')} chip={t('prospect.chip')}>
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-ink-950">Bella Napoli Pizzeria</p>
          <p className="text-xs text-ink-600">Chicago, IL</p>
        </div>
        <span className="text-right">
          <span className="block text-3xl font-extrabold text-rose-700 tabular-nums">{formatNumber(locale, 41)}</span>
          <span className="block text-xs text-ink-600">{t('report.score')}</span>
        </span>
      </div>
      <ul className="mt-4 space-y-2">
        {issues.map((issue) => (
          <li key={issue} className="flex items-center justify-between gap-3 rounded-xl bg-ink-50 px-3 py-2 text-sm">
            <span className="text-ink-800">{t(`prospect.${issue}`)}</span>
            <Pill tone="bad">{t('impact.high')}</Pill>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-ink-950 p-3 text-sm text-white">
        <span>{t('prospect.proposal')}</span>
        <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-950">{t('prospect.send')}</span>
      </div>
    </Frame>
  );
}
