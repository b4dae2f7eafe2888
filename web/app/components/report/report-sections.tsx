import type { Locale } from '@findable/core/locales';
import { formatDate, formatNumber, formatPrice, formatRating } from '@findable/core/locales/format';
import type { Translate } from '@findable/core/locales/translate';
import { averageRank, topThreeShare, type FullReport, type LockedSection as LockedSectionId, type Report } from '@findable/core/report';
import { SCORE_WEIGHTS, type ScorePart } from '@findable/core/report/score';
import type { Plan } from '@findable/core/pricing';
import { paths } from '@findable/core/routes';
import { clsx } from 'clsx';
import { Lock, Sparkles } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button.tsx';
import { UpgradeButton } from '../billing/upgrade-button.tsx';
import { Bar, FigureTable, FixRow, Pill, SentimentBar } from '../visuals/frame.tsx';
import { GeoGridSvg, RankLegend } from '../visuals/map-visuals.tsx';
import { BAND_TEXT, ScoreGauge } from './score-gauge.tsx';

/**
 * The parts of a visibility report (docs/report.md), as pure components of `t` (the `report` catalog), the
 * locale and the report. The application's report page renders them in React; the sample report on the
 * marketing pages renders the same components to HTML at build time.
 */
export interface SectionProps {
  t: Translate;
  locale: Locale;
}

const pct = (locale: Locale, value: number) => formatNumber(locale, value / 100, { style: 'percent' });

/** 'cafés', 'Cafés', 'kávézó': a catalog category in words, for sentences about the peers. */
function categoryWords(t: Translate, category: string | null): string {
  const key = `categories.${category ?? 'other'}`;
  const words = t(key);
  return words === key ? t('categories.other') : words;
}

/** The report's heading: the business, its address, when the score was computed and from what. */
export function ReportHeader({ t, locale, report }: SectionProps & { report: Report }) {
  return (
    <div className="min-w-0">
      <h2 className="text-2xl font-bold tracking-tight text-balance text-ink-950" data-testid="report-business">
        {report.business.name}
      </h2>
      <p className="mt-1 text-ink-600">{report.business.formattedAddress}</p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-500">
        <span data-testid="report-date">{t('header.computed', { date: formatDate(locale, report.computedAt) })}</span>
      </p>
      <p
        data-testid="report-source"
        className={clsx(
          'mt-3 rounded-xl px-3 py-2 text-sm',
          report.source === 'demo' || report.source === 'sample' ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' : 'bg-ink-50 text-ink-700',
        )}
      >
        {t(`header.source.${report.source}`)}
      </p>
    </div>
  );
}

/** 'How we compute this': the published method in plain words, with the weight of each part. */
export function ScoreMethod({ t }: { t: Translate }) {
  return (
    <details className="group rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-900/5 sm:p-5" data-testid="report-method">
      <summary className="cursor-pointer list-none font-semibold text-ink-900 marker:hidden">
        <span className="flex items-center justify-between gap-3">
          {t('method.title')}
          <span aria-hidden className="text-brand-600 transition-transform group-open:rotate-45">
            +
          </span>
        </span>
      </summary>
      <p className="mt-3 text-sm text-ink-700">{t('method.intro')}</p>
      <ul className="mt-3 space-y-2 text-sm text-ink-700">
        {(Object.keys(SCORE_WEIGHTS) as ScorePart[]).map((part) => (
          <li key={part} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            <span>{t(`method.${part}`, { max: SCORE_WEIGHTS[part] })}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The score with its band, and (in the full report) its parts; the free report lists what the audit adds. */
export function OverviewSection({ t, locale, report }: SectionProps & { report: Report }) {
  const full = report.access === 'full' ? report : null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center sm:gap-7">
        <ScoreGauge score={report.score} band={report.band} label={t('score.label')} outOf={t('score.outOf')} />
        <div className="min-w-0 text-center sm:text-left">
          <p className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{t('score.label')}</p>
          <p className={clsx('mt-1 text-2xl font-bold', BAND_TEXT[report.band])} data-testid="report-band">
            {t(`score.band.${report.band}`)}
          </p>
          <p className="mt-2 max-w-md text-pretty text-ink-700">{t(`${full ? 'score.bandTextFull' : 'score.bandText'}.${report.band}`)}</p>
          {full?.rank && full.peers ? (
            <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {t(full.business.city ? 'score.rank' : 'score.rankNoCity', {
                rank: full.rank,
                total: full.peers,
                category: categoryWords(t, full.business.category),
                city: full.business.city ?? '',
              })}
            </p>
          ) : null}
        </div>
      </div>
      {full ? <ScoreParts t={t} locale={locale} report={full} /> : <AuditTeaser t={t} />}
      <ScoreMethod t={t} />
    </div>
  );
}

function ScoreParts({ t, locale, report }: SectionProps & { report: FullReport }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{t('parts.title')}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {(Object.keys(SCORE_WEIGHTS) as ScorePart[]).map((part) => (
          <li key={part} className="rounded-xl p-3 ring-1 ring-ink-200">
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink-900">{t(`parts.${part}`)}</span>
              <span className="text-ink-600 tabular-nums">
                {t('parts.points', { points: formatNumber(locale, report.parts[part]), max: SCORE_WEIGHTS[part] })}
              </span>
            </p>
            <span className="mt-2 block">
              <Bar value={(report.parts[part] / SCORE_WEIGHTS[part]) * 100} />
            </span>
          </li>
        ))}
      </ul>
      {report.missing.length ? (
        <p className="mt-3 text-sm text-ink-600">{t('parts.missing', { fields: report.missing.map((field) => t(`fields.${field}`)).join(', ') })}</p>
      ) : null}
    </div>
  );
}

/** What the full audit adds, for the free report's overview. */
function AuditTeaser({ t }: { t: Translate }) {
  return (
    <div className="rounded-2xl p-4 ring-1 ring-ink-200 sm:p-5">
      <h3 className="font-semibold text-ink-900">{t('teaser.title')}</h3>
      <ul className="mt-3 space-y-2 text-sm text-ink-700">
        {(['rankings', 'competitors', 'reviews', 'fixes'] as const).map((section) => (
          <li key={section} className="flex gap-2.5">
            <Icon node={Lock} aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-500" />
            <span>
              <span className="block font-semibold text-ink-900">{t(`tabs.${section}`)}</span>
              <span className="block">{t(`teaser.${section}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Map ranks on a grid around the business for one search, with the average and the top-3 share. */
export function RankingsSection({ t, locale, report }: SectionProps & { report: FullReport }) {
  const { ranks, size, keyword } = report.rankings;
  const average = formatNumber(locale, averageRank(ranks));
  const top3 = ranks.filter((rank) => rank <= 3).length;
  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
      <div role="img" aria-label={t('rankings.gridLabel', { top3, rank: average })}>
        <GeoGridSvg ranks={ranks} size={size} className="mx-auto h-auto w-full max-w-80" />
      </div>
      <div>
        <h3 className="text-lg font-semibold text-ink-950">{t('rankings.title')}</h3>
        <p className="mt-1 text-ink-700">{t('rankings.text')}</p>
        <p className="mt-4 text-sm text-ink-500">
          {t('rankings.keyword')}: <q className="font-semibold text-ink-900">{t(`rankings.keywords.${keyword}`)}</q>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-ink-50 p-3">
            <dt className="text-xs text-ink-600">{t('rankings.averageLabel')}</dt>
            <dd className="text-2xl font-bold text-ink-950 tabular-nums">{average}</dd>
          </div>
          <div className="rounded-xl bg-ink-50 p-3">
            <dt className="text-xs text-ink-600">{t('rankings.topThreeLabel')}</dt>
            <dd className="text-2xl font-bold text-ink-950 tabular-nums">{pct(locale, topThreeShare(ranks))}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-ink-700">
          <RankLegend labels={[t('rankings.top3'), t('rankings.top10'), t('rankings.beyond')]} />
        </p>
      </div>
    </div>
  );
}

/** The business against the rivals for the same search: map rank, rating, reviews. */
export function CompetitorsSection({ t, locale, report }: SectionProps & { report: FullReport }) {
  const rivals = report.competitors.filter((row) => !row.you);
  const ahead = rivals.filter((row) => row.averageRank < (report.competitors.find((c) => c.you)?.averageRank ?? Infinity));
  const strongest = [...ahead].sort((a, b) => a.averageRank - b.averageRank)[0];
  const rows = [...report.competitors].sort((a, b) => a.averageRank - b.averageRank);
  const figures = (row: (typeof rows)[number]) => [
    { key: 'rank', label: t('competitors.rank'), value: formatNumber(locale, row.averageRank) },
    { key: 'rating', label: t('competitors.rating'), value: `${formatRating(locale, row.rating)} ★` },
    { key: 'reviews', label: t('competitors.reviews'), value: formatNumber(locale, row.reviews) },
  ];
  const name = (row: (typeof rows)[number]) => (
    <span className="flex min-w-0 items-center gap-2 text-ink-900">
      <span className="truncate">{row.name}</span>
      {row.you ? <Pill tone="brand">{t('competitors.you')}</Pill> : null}
    </span>
  );
  return (
    <div className="@container">
      <h3 className="text-lg font-semibold text-ink-950">{t('competitors.title')}</h3>
      <p className="mt-1 text-ink-700">{t('competitors.text')}</p>
      {/* A table where it fits; in a narrow panel, a card per business with its three figures. */}
      <div className="mt-4 hidden @xl:block">
        <FigureTable
          head={[t('competitors.business'), ...figures(rows[0]!).map((figure) => figure.label)]}
          rows={rows.map((row) => ({
            key: row.name,
            className: row.you ? 'bg-brand-50/70 font-semibold' : undefined,
            cells: [
              <span key="name">{name(row)}</span>,
              ...figures(row).map((figure) => (
                <span key={figure.key} className="text-right text-ink-900 tabular-nums">
                  {figure.value}
                </span>
              )),
            ],
          }))}
        />
      </div>
      <ul className="mt-4 grid gap-2 @xl:hidden">
        {rows.map((row) => (
          <li key={row.name} className={clsx('rounded-xl p-3 ring-1', row.you ? 'bg-brand-50/70 ring-brand-200' : 'ring-ink-200')}>
            <p className="font-semibold">{name(row)}</p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              {figures(row).map((figure) => (
                <div key={figure.key}>
                  <dt className="text-xs leading-tight text-ink-500">{figure.label}</dt>
                  <dd className="font-semibold text-ink-900 tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {strongest ? <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('competitors.insight', { rival: strongest.name })}</p> : null}
    </div>
  );
}

/** Sentiment, the topics customers mention, and the replies still owed. */
export function ReviewsSection({ t, locale, report }: SectionProps & { report: FullReport }) {
  const { sentiment, topics, unanswered, replyRate } = report.reviews;
  return (
    <div>
      <h3 className="text-lg font-semibold text-ink-950">{t('reviews.title')}</h3>
      <p className="mt-1 text-ink-700">{t('reviews.rating', { rating: formatRating(locale, report.rating), count: report.reviewCount })}</p>
      <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('reviews.sentiment')}</p>
      <SentimentBar
        sentiment={sentiment}
        className="text-sm"
        labels={[
          t('reviews.positive', { value: pct(locale, sentiment.positive) }),
          t('reviews.neutral', { value: pct(locale, sentiment.neutral) }),
          t('reviews.negative', { value: pct(locale, sentiment.negative) }),
        ]}
      />
      <h4 className="mt-6 text-sm font-semibold text-ink-900">{t('reviews.topicsTitle')}</h4>
      <ul className="mt-3 space-y-2.5">
        {topics.map((topic) => (
          <li key={topic.key} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="leading-snug text-ink-800">{t(`reviews.topics.${topic.key}`)}</span>
            <Bar value={topic.share} className={topic.positive ? 'bg-accent-500' : 'bg-rose-500'} />
            <Pill tone={topic.positive ? 'good' : 'bad'}>{topic.positive ? t('reviews.praised') : t('reviews.criticised')}</Pill>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <p className="rounded-xl bg-rose-50 px-3 py-2.5 text-sm font-medium text-rose-800">{t('reviews.unanswered', { count: unanswered })}</p>
        <p className="rounded-xl bg-ink-50 px-3 py-2.5 text-sm text-ink-700">{t('reviews.replyRate', { value: pct(locale, replyRate) })}</p>
      </div>
    </div>
  );
}

/** The list of fixes, open ones first by impact, with progress. */
export function FixesSection({ t, report }: SectionProps & { report: FullReport }) {
  const order = { high: 0, medium: 1, low: 2 } as const;
  const fixes = [...report.fixes].sort((a, b) => Number(a.done) - Number(b.done) || order[a.impact] - order[b.impact]);
  const done = fixes.filter((fix) => fix.done).length;
  const tone = { high: 'bad', medium: 'warn', low: 'neutral' } as const;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink-950">{t('fixes.title')}</h3>
        <p className="text-sm font-semibold text-ink-600">{t('fixes.progress', { done, total: fixes.length })}</p>
      </div>
      <span className="mt-3 block h-2 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
        <span className="block h-full rounded-full bg-accent-500" style={{ width: `${(done / fixes.length) * 100}%` }} />
      </span>
      <ul className="mt-4 space-y-2">
        {fixes.map((fix) => (
          <FixRow
            key={fix.key}
            done={fix.done}
            doneLabel={t('fixes.done')}
            pill={<Pill tone={fix.done ? 'good' : tone[fix.impact]}>{fix.done ? t('fixes.done') : t(`fixes.impact.${fix.impact}`)}</Pill>}
          >
            {t(`fixes.items.${fix.key}`)}
          </FixRow>
        ))}
      </ul>
    </div>
  );
}

/** The sections of a full report by id (the overview is rendered on its own). */
export const FULL_SECTIONS: Record<LockedSectionId, (props: SectionProps & { report: FullReport }) => ReactNode> = {
  rankings: RankingsSection,
  competitors: CompetitorsSection,
  reviews: ReviewsSection,
  fixes: FixesSection,
};

export interface UnlockOffer {
  plan: Plan;
  places: number;
  monthlyUsd: number;
}

/** The plan name as the pricing page writes it. */
const PLAN_NAMES: Record<Plan, string> = { basic: 'Basic', pro: 'Pro', agency: 'Agency' };

/** The way to unlock the full audit: the plan and price for the account's businesses, and how to get it. */
export function UnlockBox({ t, locale, offer, salesEmail }: SectionProps & { offer: UnlockOffer; salesEmail: string }) {
  const plan = PLAN_NAMES[offer.plan];
  const subject = t('locked.upgradeSubject', { plan, count: offer.places });
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-5 text-white shadow-float sm:p-6" data-testid="report-unlock">
      <p className="flex items-center gap-2 text-lg font-bold">
        <Icon node={Sparkles} aria-hidden className="size-5 text-accent-400" />
        {t('locked.title')}
      </p>
      <p className="mt-2 text-sm text-brand-100">{t('locked.text')}</p>
      <p className="mt-4 text-xl font-bold" data-testid="report-offer">
        {t('locked.offer', { plan, price: formatPrice(locale, offer.monthlyUsd), count: offer.places })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <UpgradeButton plan={offer.plan} locations={offer.places} sales={{ email: salesEmail, subject }} className={buttonClass('inverse', 'md')}>
          {t('locked.upgrade', { plan })}
        </UpgradeButton>
        <a href={`${paths.page('pricing', locale)}?places=${offer.places}`} className={buttonClass('outline-inverse', 'md')}>
          {t('locked.compare')}
        </a>
      </div>
      <p className="mt-3 text-xs text-brand-200">{t('locked.note')}</p>
    </div>
  );
}

/**
 * A section the free report does not include: what it would show, a preview drawn from the sample report (no
 * data of the user's travels for it), and the way to unlock it.
 */
export function LockedSection({
  t,
  locale,
  section,
  preview,
  offer,
  salesEmail,
}: SectionProps & { section: LockedSectionId; preview: FullReport; offer: UnlockOffer; salesEmail: string }) {
  const Section = FULL_SECTIONS[section];
  return (
    <div className="grid gap-6" data-testid={`report-locked-${section}`}>
      <div>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink-700">
          <Icon node={Lock} aria-hidden className="size-3.5" />
          {t('locked.badge')}
        </p>
        <h3 className="mt-3 text-lg font-semibold text-ink-950">{t(`tabs.${section}`)}</h3>
        <p className="mt-1 text-ink-700">{t(`teaser.${section}`)}</p>
      </div>
      <div className="relative overflow-hidden rounded-2xl ring-1 ring-ink-200">
        <p className="absolute top-3 left-3 z-10 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-700 shadow-card">{t('locked.preview')}</p>
        {/* The sample's drawing, faded and out of reach: it shows the kind of insight, not the user's figures. */}
        <div aria-hidden="true" inert className="pointer-events-none max-h-80 overflow-hidden p-5 pt-12 opacity-40 grayscale-[40%] select-none">
          <Section t={t} locale={locale} report={preview} />
        </div>
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-white to-transparent" />
      </div>
      <UnlockBox t={t} locale={locale} offer={offer} salesEmail={salesEmail} />
    </div>
  );
}
