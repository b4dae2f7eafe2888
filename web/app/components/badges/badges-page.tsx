import { Link } from 'react-router';
import { BADGES } from '@findable/core/badges';
import { categoryName } from '@findable/core/badges/categories';
import { nearestTopBadge } from '@findable/core/badges/eligibility';
import { formatDate, formatNumber, formatRating } from '@findable/core/locales/format';
import { paths } from '@findable/core/routes';
import { Award, CheckCircle2, Database, SearchCheck } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { api } from '../../services/http.ts';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { BUILD_YEAR, badgePreviewSvg } from './badge-preview.ts';
import { useEligibility } from './business-snapshot.tsx';

/** Scrolls to the eligibility check and puts the cursor in its search field. */
function goToCheck() {
  const section = document.getElementById('check');
  section?.scrollIntoView({
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  section?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

/**
 * The year the badges show: the build's in the prerendered page and while it hydrates (so the markup matches),
 * then the current one, as the API draws it.
 */
function useBadgeYear(): number {
  return useHydrated() ? new Date().getUTCFullYear() : BUILD_YEAR;
}

/** When the catalog was last evaluated, and whether it holds the generated demo businesses. */
function useCatalogFacts(): { evaluatedAt: string; demo: boolean } | null {
  const [facts, setFacts] = useState<{ evaluatedAt: string; demo: boolean } | null>(null);
  useEffect(() => {
    let active = true;
    api<{ evaluatedAt: string; demo: boolean }>('/api/badges/catalog').then(
      (answer) => active && setFacts(answer),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return facts;
}

/** The result of a check: earned badges with a link to unlock each, or what it would take, and the audit. */
function CheckResult({ placeId }: { placeId: string }) {
  const { t, locale } = useTranslation('badges');
  const state = useEligibility(placeId);
  if (!state || state.status === 'loading') return <p className="mt-6 text-ink-500">…</p>;
  if (state.status !== 'ready') {
    return (
      <p role="alert" className="mt-6 rounded-xl bg-rose-50 px-4 py-3 text-rose-800">
        {t(state.status === 'unknown' ? 'check.unknown' : 'check.failed')}
      </p>
    );
  }
  const { business, rank, total, badges } = state.data;
  const earned = badges.filter((badge) => badge.earned);
  const topEarned = earned.some((badge) => BADGES.find((b) => b.type === badge.type)?.category === 'top');
  const nearest = nearestTopBadge({ rank, total });
  const topBadge = BADGES.find((b) => b.type === nearest.type)!;
  const category = `${business.category ?? ''}${business.city ? ` · ${business.city}` : ''}`.trim() || business.name;
  return (
    <div className="mt-6 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5" data-testid="eligibility-result">
      <p className="text-lg font-semibold text-ink-950">{business.name}</p>
      <p className="text-sm text-ink-500">{business.formatted_address}</p>
      <p className="mt-3 text-ink-700">
        {t('check.rank', {
          rank: formatNumber(locale, rank),
          total: formatNumber(locale, total),
          category: categoryName(business.category ?? '', t),
          city: business.city ?? '',
        })}{' '}
        ·{' '}
        {t('check.rating', {
          rating: formatRating(locale, business.rating),
          count: formatNumber(locale, business.review_count),
        })}
      </p>
      {earned.length ? (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {earned.map(({ type }) => {
            const badge = BADGES.find((b) => b.type === type)!;
            return (
              <li key={type} className="flex items-center justify-between gap-3 rounded-xl bg-accent-100/60 p-3">
                <span className="flex items-center gap-2 font-semibold text-ink-900">
                  <Icon node={CheckCircle2} aria-hidden className="size-5 text-accent-700" />
                  {t(`${badge.id}.title`)}
                </span>
                <Link
                  to={`${paths.page('unlockBadge', locale)}?t=${badge.type}&c=${encodeURIComponent(category)}&p=${encodeURIComponent(business.place_id)}`}
                  className={buttonClass('primary', 'sm')}
                >
                  {t('labels.get')}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {topEarned ? null : (
        <p className="mt-5 rounded-xl bg-amber-50 p-4 text-amber-900" data-testid="eligibility-top-note">
          {earned.length ? null : `${t('check.none')} `}
          {'climb' in nearest
            ? t('check.climb', { places: formatNumber(locale, nearest.places), count: nearest.climb })
            : t('check.field', {
                badge: t(`${topBadge.id}.title`),
                field: formatNumber(locale, nearest.field),
                total: formatNumber(locale, total),
              })}
        </p>
      )}
      <Button
        className="mt-5"
        variant={earned.length ? 'secondary' : 'primary'}
        onClick={() => openReportOrRegister(locale, { business })}
      >
        {t('check.audit')}
      </Button>
    </div>
  );
}

/**
 * /badges: the five badges with their published criteria, then once for all of them where the figures come
 * from, when the catalog was evaluated and (only when it is so) that they are demo data; and the check.
 * Three cards and two centred below them on wide screens, so the grid has no hole.
 */
export function BadgesPage({ picker }: { picker: (onPick: (placeId: string) => void) => ReactNode }) {
  const { t, locale } = useTranslation('badges');
  const facts = useCatalogFacts();
  const year = useBadgeYear();
  const [placeId, setPlaceId] = useState<string | null>(null);
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_70%_-10%,var(--color-brand-100),transparent)]"
        />
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <Icon node={Award} aria-hidden className="mx-auto size-12 text-brand-600" />
          <SectionHeading as="h1" eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} />
          <Button size="lg" className="mt-8" onClick={goToCheck}>
            <Icon node={SearchCheck} aria-hidden className="size-5" />
            {t('hero.check')}
          </Button>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" aria-label={t('meta.title')}>
        <div className="flex flex-wrap justify-center gap-6">
          {BADGES.map((badge) => (
            <article
              key={badge.id}
              id={badge.id}
              className="flex w-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
            >
              {/* The badge's SVG (labelled with its title and category), drawn with the page: see badge-preview.ts. */}
              <div
                data-badge-preview
                className="[&>svg]:h-auto [&>svg]:w-full [&>svg]:rounded-2xl"
                dangerouslySetInnerHTML={{ __html: badgePreviewSvg(badge, t, year) }}
              />
              <h2 className="mt-5 text-xl font-bold text-ink-950">{t(`${badge.id}.title`)}</h2>
              <p className="text-sm font-medium text-brand-700">{t(`${badge.id}.subtitle`)}</p>
              <p className="mt-3 text-ink-600">{t(`${badge.id}.description`)}</p>
              <dl className="mt-4 text-sm">
                <dt className="font-semibold text-ink-900">{t('labels.criteria')}</dt>
                <dd className="text-ink-600">{t(`${badge.id}.criteria`)}</dd>
              </dl>
              <div className="mt-auto pt-6">
                <Button variant="secondary" onClick={goToCheck} className="w-full">
                  <Icon node={SearchCheck} aria-hidden className="size-4" />
                  {t('labels.check')}
                  <span className="sr-only"> – {t(`${badge.id}.title`)}</span>
                </Button>
              </div>
            </article>
          ))}
        </div>
        <div
          data-testid="badge-source"
          className="mx-auto mt-8 flex max-w-4xl gap-3 rounded-2xl bg-ink-50 p-4 text-sm text-ink-600 ring-1 ring-ink-900/5 sm:p-5"
        >
          <Icon node={Database} aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold text-ink-900">{t('labels.source')}</dt>
            <dd>
              {t('source')}
              {facts?.demo ? <strong className="font-semibold text-ink-800"> {t('sourceDemo')}</strong> : null}
            </dd>
            <dt className="font-semibold text-ink-900">{t('labels.evaluated')}</dt>
            <dd data-testid="evaluated">{facts ? formatDate(locale, facts.evaluatedAt) : '…'}</dd>
          </dl>
        </div>
      </section>
      <section id="check" aria-labelledby="check-title" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-20 sm:px-6">
        <SectionHeading title={<span id="check-title">{t('check.title')}</span>} text={t('check.text')} />
        <div className="mt-8">{picker(setPlaceId)}</div>
        {placeId ? <CheckResult placeId={placeId} /> : null}
      </section>
    </>
  );
}
