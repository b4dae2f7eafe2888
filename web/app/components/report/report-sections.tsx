import type { Locale } from '@findable/core/locales';
import { formatDate, formatNumber, formatPrice, formatRating } from '@findable/core/locales/format';
import type { Translate } from '@findable/core/locales/translate';
import type {
  Competitor,
  Fix,
  FullReport,
  LockedSection as LockedSectionId,
  Report,
  UnlockOffer,
} from '@findable/core/report';
import { SCORE_WEIGHTS, type ScorePart } from '@findable/core/report/score';
import type { Plan } from '@findable/core/pricing';
import { paths } from '@findable/core/routes';
import { clsx } from 'clsx';
import { Lock, Sparkles } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button.tsx';
import { UpgradeButton } from '../billing/upgrade-button.tsx';
import { useRuntimeConfig } from '../../services/runtime-config.ts';
import { Bar, FigureTable, FixRow, Pill } from '../visuals/frame.tsx';
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
          report.source === 'demo' || report.source === 'sample'
            ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'
            : 'bg-ink-50 text-ink-700',
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

/**
 * The score with its band and the public figures; the full report adds its parts and the biggest gains. On the
 * free report page, `unlock` is the offer that opens the audit and `onOpen` opens a locked section's tab.
 */
export function OverviewSection({
  t,
  locale,
  report,
  unlock,
  onOpen,
}: SectionProps & { report: Report; unlock?: ReactNode; onOpen?: (section: LockedSectionId) => void }) {
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
          <p className="mt-2 max-w-md text-pretty text-ink-700">
            {t(`${full ? 'score.bandTextFull' : 'score.bandText'}.${report.band}`)}
          </p>
        </div>
      </div>
      {report.source === 'typed' ? <NotListed t={t} /> : null}
      <ReportFactsList t={t} locale={locale} report={report} />
      {full ? <ScoreParts t={t} locale={locale} report={full} /> : <AuditTeaser t={t} onOpen={onOpen} />}
      {unlock}
      <ScoreMethod t={t} />
    </div>
  );
}

/** Where the search found nothing: not being on the map is the finding, and getting listed the first step. */
function NotListed({ t }: { t: Translate }) {
  return (
    <div className="rounded-2xl bg-rose-50 p-4 ring-1 ring-rose-200 sm:p-5" data-testid="report-not-listed">
      <h3 className="font-semibold text-rose-900">{t('notListed.title')}</h3>
      <p className="mt-1 text-sm text-rose-900">{t('notListed.text')}</p>
      <p className="mt-3 text-xs font-semibold tracking-wide text-rose-800 uppercase">{t('notListed.stepsTitle')}</p>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-ink-800">
        <li>
          {t('notListed.listed')}{' '}
          <a
            href="https://www.google.com/business/"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('notListed.listedLink')}
          </a>
        </li>
        <li>{t('notListed.connect')}</li>
      </ol>
    </div>
  );
}

/** Rating, reviews, the place by rating among the peers, the percentile, the badges, and a note when the data is thin. */
function ReportFactsList({ t, locale, report }: SectionProps & { report: Report }) {
  const { facts, business } = report;
  const category = categoryWords(t, business.category);
  return (
    <div className="grid gap-3" data-testid="report-facts">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label={t('facts.rating')}
          value={facts.rating === null ? '–' : `${formatRating(locale, facts.rating)} ★`}
        />
        <Figure label={t('facts.reviews')} value={formatNumber(locale, facts.reviewCount)} />
        <Figure
          label={t('facts.rank')}
          value={
            facts.rank !== null && facts.peers !== null
              ? t('facts.rankValue', {
                  rank: formatNumber(locale, facts.rank),
                  total: formatNumber(locale, facts.peers),
                })
              : '–'
          }
        />
        <Figure label={t('facts.badges')} value={formatNumber(locale, facts.badges.length)} />
      </dl>
      {facts.rank !== null && facts.peers !== null ? (
        <p className="text-sm text-ink-700">
          {t(business.city ? 'facts.rankText' : 'facts.rankTextNoCity', {
            rank: formatNumber(locale, facts.rank),
            total: formatNumber(locale, facts.peers),
            category,
            city: business.city ?? '',
          })}{' '}
          {facts.percentile !== null ? t('facts.percentile', { value: pct(locale, facts.percentile) }) : null}
        </p>
      ) : (
        <p className="text-sm text-ink-700">{t('facts.noPeers')}</p>
      )}
      {facts.badges.length ? (
        <p className="flex flex-wrap gap-2" data-testid="report-badges">
          {facts.badges.map((badge) => (
            <Pill key={badge} tone="good">
              {t(`facts.badgeNames.${badge}`)}
            </Pill>
          ))}
        </p>
      ) : null}
      {facts.lowConfidence ? (
        <p
          className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="report-low-confidence"
        >
          {t('facts.lowConfidence')}
        </p>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-ink-50 p-3">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-ink-950 tabular-nums">{value}</dd>
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
        <p className="mt-3 text-sm text-ink-600">
          {t('parts.missing', { fields: report.missing.map((field) => t(`fields.${field}`)).join(', ') })}
        </p>
      ) : null}
      {report.fixes[0] ? (
        <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('parts.topFix', { fix: fixText(t, locale, report.fixes[0]), gain: gainText(t, locale, report.fixes[0]) })}
        </p>
      ) : null}
    </div>
  );
}

/** What the full audit adds, for the free report's overview; with `onOpen`, each item opens its locked tab. */
function AuditTeaser({ t, onOpen }: { t: Translate; onOpen?: ((section: LockedSectionId) => void) | undefined }) {
  return (
    <div className="rounded-2xl p-4 ring-1 ring-ink-200 sm:p-5" data-testid="report-teaser">
      <h3 className="font-semibold text-ink-900">{t('teaser.title')}</h3>
      <ul className="mt-3 space-y-2 text-sm text-ink-700">
        {LOCKED_SECTION_IDS.map((section) => {
          const body = (
            <>
              <Icon node={Lock} aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-500" />
              <span>
                <span
                  className={clsx(
                    'block font-semibold',
                    onOpen ? 'text-brand-700 underline-offset-2 group-hover:underline' : 'text-ink-900',
                  )}
                >
                  {t(`tabs.${section}`)}
                </span>
                <span className="block">{t(`teaser.${section}`)}</span>
              </span>
            </>
          );
          return (
            <li key={section}>
              {onOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen(section)}
                  className="group flex w-full gap-2.5 rounded-lg text-left"
                >
                  {body}
                </button>
              ) : (
                <span className="flex gap-2.5">{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const LOCKED_SECTION_IDS = ['rankings', 'competitors', 'reviews', 'fixes'] as const;

/** What a figure means, in plain words, under its value. */
function Defined({
  label,
  value,
  definition,
  testId,
}: {
  label: string;
  value: string;
  definition: string;
  testId?: string;
}) {
  return (
    <div className="rounded-xl bg-ink-50 p-3" data-testid={testId}>
      <dt className="text-xs font-semibold break-words hyphens-auto text-ink-700">{label}</dt>
      <dd className="text-2xl font-bold text-ink-950 tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs leading-snug break-words hyphens-auto text-ink-600">{definition}</dd>
    </div>
  );
}

/** Map ranks on a grid around the business for one search: ARP, ATRP and the share of top-3 points, defined. */
export function RankingsSection({
  t,
  locale,
  report,
  controls,
}: SectionProps & { report: FullReport; controls?: ReactNode }) {
  const rankings = report.rankings;
  if (!rankings) {
    return (
      <div>
        <h3 className="text-lg font-semibold text-ink-950">{t('rankings.title')}</h3>
        <p className="mt-2 text-ink-700" data-testid="report-rankings-unavailable">
          {t('rankings.unavailable')}
        </p>
      </div>
    );
  }
  const { figures, ranks, size } = rankings;
  const running = rankings.status === 'running';
  const value = (figure: number | null) => (figure === null ? '–' : formatNumber(locale, figure));
  const distance = formatNumber(locale, rankings.spacingM / 1000);
  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(0,20rem)_1fr]" data-testid="report-rankings">
      <div
        role="img"
        aria-label={
          figures.topThreeShare === null
            ? t('rankings.gridLabelUnmeasured', { keyword: rankings.keyword, business: report.business.name })
            : t('rankings.gridLabel', {
                keyword: rankings.keyword,
                business: report.business.name,
                top3: figures.topThreeShare,
              })
        }
      >
        <GeoGridSvg ranks={ranks} size={size} pending={running} className="mx-auto h-auto w-full max-w-80" />
        <p className="mt-2 text-center text-xs text-ink-700">
          <RankLegend labels={[t('rankings.top3'), t('rankings.top10'), t('rankings.beyond')]} />
        </p>
      </div>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-ink-950">{t('rankings.title')}</h3>
        <p className="mt-1 text-ink-700">
          {t('rankings.text', { count: size * size, size, distance, business: report.business.name })}{' '}
          {t(`rankings.source.${rankings.source}`)}
        </p>
        <p className="mt-3 text-sm text-ink-600">
          {t('rankings.keyword')}: <q className="font-semibold text-ink-900">{rankings.keyword}</q>
          {' · '}
          {t('rankings.when', { date: formatDate(locale, rankings.startedAt) })}
        </p>
        {controls}
        {running ? (
          <div className="mt-4" role="status" data-testid="report-scan-progress">
            <p className="text-sm font-semibold text-brand-800">
              {t('rankings.progress', { done: rankings.done, total: size * size })}
            </p>
            <span className="mt-2 block">
              <Bar value={(rankings.done / (size * size)) * 100} />
            </span>
          </div>
        ) : null}
        {/* Three side by side only where each has room for its definition (the panel is narrow beside the grid). */}
        <dl className="mt-4 grid gap-3 [grid-template-columns:repeat(auto-fit,minmax(11rem,1fr))]">
          <Defined
            label={t('rankings.arp')}
            value={value(figures.arp)}
            definition={t('rankings.arpDefinition')}
            testId="report-arp"
          />
          <Defined
            label={t('rankings.atrp')}
            value={value(figures.atrp)}
            definition={t('rankings.atrpDefinition')}
            testId="report-atrp"
          />
          <Defined
            label={t('rankings.share')}
            value={figures.topThreeShare === null ? '–' : pct(locale, figures.topThreeShare)}
            definition={t('rankings.shareDefinition')}
            testId="report-share"
          />
        </dl>
        {figures.failed && !running ? (
          <p className="mt-3 text-sm text-amber-800">{t('rankings.failed', { count: figures.failed })}</p>
        ) : null}
        {/* Compared only with something measured: a scan Google failed at every point has no "now". */}
        {rankings.previous && figures.atrp !== null ? (
          <p className="mt-3 text-sm text-ink-700" data-testid="report-previous">
            {t('rankings.previous', {
              date: formatDate(locale, rankings.previous.startedAt),
              before: value(rankings.previous.figures.atrp),
              now: value(figures.atrp),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The businesses that outrank the user's on the grid: points ahead, map rank, rating, reviews. */
export function CompetitorsSection({ t, locale, report }: SectionProps & { report: FullReport }) {
  const rows = report.competitors;
  const rivals = rows.filter((row) => !row.you);
  const figures = (row: Competitor) => [
    { key: 'ahead', label: t('competitors.ahead'), value: row.you ? '–' : formatNumber(locale, row.pointsAhead) },
    { key: 'rank', label: t('competitors.rank'), value: formatNumber(locale, row.averageRank) },
    {
      key: 'rating',
      label: t('competitors.rating'),
      value: row.rating === null ? '–' : `${formatRating(locale, row.rating)} ★`,
    },
    { key: 'reviews', label: t('competitors.reviews'), value: formatNumber(locale, row.reviews) },
  ];
  const name = (row: Competitor) => (
    <span className="flex min-w-0 items-center gap-2 text-ink-900">
      <span className="truncate">{row.name}</span>
      {row.you ? <Pill tone="brand">{t('competitors.you')}</Pill> : null}
    </span>
  );
  return (
    <div className="@container" data-testid="report-competitors">
      <h3 className="text-lg font-semibold text-ink-950">{t('competitors.title')}</h3>
      <p className="mt-1 text-ink-700">
        {report.rankings ? t('competitors.text', { keyword: report.rankings.keyword }) : t('rankings.unavailable')}
      </p>
      {report.source === 'demo' ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('competitors.demo')}
        </p>
      ) : null}
      {/* "Nobody ranks above you" only from a finished scan that measured something; where a scan measured nothing
          (Google failed at every point), how to scan again. Nothing while one runs: the map tab shows its progress. */}
      {report.rankings && !rivals.length ? (
        report.rankings.figures.measured > 0 && report.rankings.status === 'done' ? (
          <p className="mt-4 rounded-xl bg-accent-50 px-3 py-2 text-sm text-accent-900">{t('competitors.none')}</p>
        ) : report.rankings.figures.measured === 0 && report.rankings.status !== 'running' ? (
          <p className="mt-4 text-sm text-ink-700" data-testid="report-competitors-unmeasured">
            {t('competitors.unmeasured', { tab: t('tabs.rankings'), button: t('rankings.scan') })}
          </p>
        ) : null
      ) : null}
      {rivals.length ? (
        <>
          {/* A table where it fits; in a narrow panel, a card per business with its figures. */}
          <div className="mt-4 hidden @xl:block">
            <FigureTable
              head={[t('competitors.business'), ...figures(rows[0]!).map((figure) => figure.label)]}
              rows={rows.map((row) => ({
                key: `${row.you ? 'you' : 'rival'}-${row.name}`,
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
          {/* One column no wider than the panel: a long name is cut with an ellipsis, not let widen its card. */}
          <ul className="mt-4 grid grid-cols-1 gap-2 @xl:hidden">
            {rows.map((row) => (
              <li
                key={`${row.you ? 'you' : 'rival'}-${row.name}`}
                className={clsx(
                  'min-w-0 rounded-xl p-3 ring-1',
                  row.you ? 'bg-brand-50/70 ring-brand-200' : 'ring-ink-200',
                )}
              >
                <p className="font-semibold">{name(row)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
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
          <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('competitors.insight', {
              rival: rivals[0]!.name,
              count: rivals[0]!.pointsAhead,
              total: report.rankings?.figures.measured ?? 0,
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** Rating and review count against the peers, what reaching the leaders takes, and Google's latest reviews. */
export function ReviewsSection({ t, locale, report }: SectionProps & { report: FullReport }) {
  const { reviews } = report;
  const rating = (value: number | null) => (value === null ? '–' : `${formatRating(locale, value)} ★`);
  const count = (value: number | null) => (value === null ? '–' : formatNumber(locale, Math.round(value)));
  return (
    <div data-testid="report-reviews">
      <h3 className="text-lg font-semibold text-ink-950">{t('reviews.title')}</h3>
      <p className="mt-1 text-ink-700">{t('reviews.text', { category: categoryWords(t, report.business.category) })}</p>
      <div className="mt-4">
        <FigureTable
          head={['', t('reviews.you'), t('reviews.peersMedian'), t('reviews.leaders')]}
          rows={[
            {
              key: 'rating',
              cells: [
                <span key="label">{t('reviews.rating')}</span>,
                <span key="you" className="text-right font-semibold tabular-nums">
                  {rating(reviews.rating)}
                </span>,
                <span key="median" className="text-right tabular-nums">
                  {rating(reviews.peersMedianRating)}
                </span>,
                <span key="leaders" className="text-right tabular-nums">
                  –
                </span>,
              ],
            },
            {
              key: 'count',
              cells: [
                <span key="label">{t('reviews.count')}</span>,
                <span key="you" className="text-right font-semibold tabular-nums">
                  {count(reviews.count)}
                </span>,
                <span key="median" className="text-right tabular-nums">
                  {count(reviews.peersMedianCount)}
                </span>,
                <span key="leaders" className="text-right tabular-nums">
                  {count(reviews.leaderCount)}
                </span>,
              ],
            },
          ]}
        />
      </div>
      <p className="mt-4 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="report-to-leaders">
        {reviews.toLeaders > 0
          ? t('reviews.toLeaders', { count: reviews.toLeaders, leaders: formatNumber(locale, reviews.leaderCount) })
          : t('reviews.atLeaders')}
      </p>
      {reviews.latest?.length ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-ink-900">{t('reviews.latestTitle')}</h4>
          <ul className="mt-2 grid gap-2">
            {reviews.latest.map((review, index) => (
              <li key={index} className="rounded-xl bg-ink-50 px-3 py-2 text-sm">
                <p className="font-semibold text-ink-900">
                  <span aria-label={t('reviews.stars', { count: review.rating })}>
                    {'★'.repeat(Math.round(review.rating))}
                  </span>{' '}
                  {review.author}
                </p>
                <p className="mt-1 text-ink-700">{review.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-ink-600">{t('reviews.latestNote')}</p>
        </div>
      ) : null}
      <p className="mt-4 text-sm text-ink-600">{t('reviews.unknown')}</p>
    </div>
  );
}

/** A fix in words: what to change. */
function fixText(t: Translate, locale: Locale, fix: Fix): string {
  if (fix.kind === 'field') return t(`fixes.field.${fix.field}`);
  if (fix.kind === 'reviews')
    return t('fixes.reviews', { to: formatNumber(locale, fix.to), from: formatNumber(locale, fix.from) });
  return t('fixes.rating', { to: formatRating(locale, fix.to), from: formatRating(locale, fix.from) });
}

/** A fix's measured gain: "+3.3 points", or "at least +3.3 points". */
function gainText(t: Translate, locale: Locale, fix: Fix): string {
  const points = formatNumber(locale, fix.gain, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t(fix.atLeast ? 'fixes.gainAtLeast' : 'fixes.gain', { points });
}

/** The fixes the method can measure, the largest gain first. */
export function FixesSection({ t, locale, report }: SectionProps & { report: FullReport }) {
  return (
    <div data-testid="report-fixes">
      <h3 className="text-lg font-semibold text-ink-950">{t('fixes.title')}</h3>
      <p className="mt-1 text-ink-700">{t('fixes.text', { score: report.score })}</p>
      {report.fixes.length ? (
        <ol className="mt-4 space-y-2">
          {report.fixes.map((fix) => (
            <FixRow
              key={fix.kind === 'field' ? fix.field : fix.kind}
              done={false}
              pill={<Pill tone="brand">{gainText(t, locale, fix)}</Pill>}
            >
              {fixText(t, locale, fix)}
            </FixRow>
          ))}
        </ol>
      ) : (
        <p className="mt-4 rounded-xl bg-accent-50 px-3 py-2 text-sm text-accent-900">{t('fixes.none')}</p>
      )}
      <p className="mt-4 text-xs text-ink-600">{t('fixes.note')}</p>
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

/** The plan name as the pricing page writes it. */
const PLAN_NAMES: Record<Plan, string> = { basic: 'Basic', pro: 'Pro', agency: 'Agency' };

/** The way to unlock the full audit: the plan and price for the account's businesses, and how to get it. */
export function UnlockBox({ t, locale, offer, salesEmail }: SectionProps & { offer: UnlockOffer; salesEmail: string }) {
  const plan = PLAN_NAMES[offer.plan];
  const subject = t('locked.upgradeSubject', { plan, count: offer.places });
  return (
    <div
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-5 text-white shadow-float sm:p-6"
      data-testid="report-unlock"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <Icon node={Sparkles} aria-hidden className="size-5 text-accent-400" />
        {t('locked.title')}
      </p>
      <p className="mt-2 text-sm text-brand-100">{t('locked.text')}</p>
      <p className="mt-4 text-xl font-bold" data-testid="report-offer">
        {t('locked.offer', { plan, price: formatPrice(locale, offer.monthlyUsd), count: offer.places })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <UpgradeButton
          plan={offer.plan}
          locations={offer.places}
          sales={{ email: salesEmail, subject }}
          className={buttonClass('inverse', 'md')}
        >
          {t('locked.upgrade', { plan })}
        </UpgradeButton>
        <a
          href={`${paths.page('pricing', locale)}?places=${offer.places}`}
          className={buttonClass('outline-inverse', 'md')}
        >
          {t('locked.compare')}
        </a>
      </div>
      <UnlockNote t={t} />
    </div>
  );
}

/** What happens after the click: Stripe's checkout and its terms, or a conversation with sales (no Stripe settings). */
function UnlockNote({ t }: { t: Translate }) {
  const config = useRuntimeConfig();
  return <p className="mt-3 text-xs text-brand-200">{t(config?.checkout ? 'locked.noteCheckout' : 'locked.note')}</p>;
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
        <p className="absolute top-3 left-3 z-10 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-700 shadow-card">
          {t('locked.preview')}
        </p>
        {/* The sample's drawing, faded and out of reach: it shows the kind of insight, not the user's figures. */}
        <div
          aria-hidden="true"
          inert
          className="pointer-events-none max-h-80 overflow-hidden p-5 pt-12 opacity-40 grayscale-[40%] select-none"
        >
          <Section t={t} locale={locale} report={preview} />
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-white to-transparent"
        />
      </div>
      <UnlockBox t={t} locale={locale} offer={offer} salesEmail={salesEmail} />
    </div>
  );
}
