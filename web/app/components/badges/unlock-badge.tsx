import { BADGES, isUsableParam, resolveBadge } from '@findable/core/badges';
import { categoryLabel } from '@findable/core/badges/categories';
import { paths } from '@findable/core/routes';
import { ArrowRight, Building2, Copy, Download, MapPin, MapPinned, Search, ShieldCheck, Swords } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { track } from '../../services/analytics.ts';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { notify } from '../../services/notifications.ts';
import { Spinner } from '../forms/fields.tsx';
import { TestimonialCarousel } from '../testimonials/testimonial-carousel.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { badgeImageUrl, embedCode } from './badge-embed.ts';
import { useSiteFacts } from '../../site/site-facts.ts';

const FEATURES = [
  { key: 'visibility', icon: Search },
  { key: 'rivals', icon: Swords },
  { key: 'reputation', icon: ShieldCheck },
  { key: 'agencies', icon: Building2 },
  { key: 'location', icon: MapPinned },
] as const;

/** Downloads a file from our API; throws when the answer is not the file. */
async function download(url: string, filename: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download failed (${response.status})`);
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/**
 * /unlock-badge?t=…&c=… (spec §2, §4): invalid parameters send the visitor home; otherwise the badge whose type
 * (or alias) is `t`, drawn for category `c`, with its embed code, image download and the audit offer.
 */
export function UnlockBadge() {
  const { t, locale } = useTranslation('badges');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { origin } = useSiteFacts();
  const type = params.get('t');
  const category = params.get('c');
  const placeId = params.get('p');
  const valid = isUsableParam(type) && isUsableParam(category);

  useEffect(() => {
    if (hydrated && !valid) void navigate(paths.page('landing', locale), { replace: true });
  }, [hydrated, valid, navigate, locale]);

  // The badge is known only once the script has read the query: until then the page's heading and a full
  // screen of space, so the footer starts below the fold and does not jump when the badge appears.
  if (!hydrated || !valid) {
    return (
      <div className="grid min-h-svh place-content-center justify-items-center gap-6 px-4 text-center">
        <h1 className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('unlock.title')}</h1>
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }

  const badge = resolveBadge(type);
  const categoryText = category.trim();
  if (!badge) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink-950">{t('unlock.notFound')}</h1>
        <p className="mt-3 text-ink-600">{t('unlock.notFoundText')}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-2">
          {BADGES.map((item) => (
            <li key={item.id}>
              <Link
                to={`${paths.page('unlockBadge', locale)}?t=${item.type}&c=${encodeURIComponent(categoryText)}`}
                className={buttonClass('secondary', 'sm')}
              >
                {t(`${item.id}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const title = t(`${badge.id}.title`);
  const label = categoryLabel(categoryText, t);
  const alt = t('unlock.alt', { title, category: label });
  const code = embedCode(origin, badge, categoryText, locale, alt, placeId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify({ title: t('unlock.copied'), text: t('unlock.copiedText'), status: 'success' });
      track('Badge download', { type: badge.type, via: 'embed' });
    } catch {
      notify({ title: t('unlock.downloadFailed'), status: 'error' });
    }
  };
  const downloadImage = async () => {
    try {
      await download(badgeImageUrl(badge, categoryText, locale, placeId, 'png'), `findable-${badge.id}-badge.png`);
      track('Badge download', { type: badge.type, via: 'png' });
    } catch {
      notify({ title: t('unlock.downloadFailed'), status: 'error' });
    }
  };

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-50">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-50 to-transparent"
        />
        {/* Phones: title, the badge, then what to do with it; wide screens: the badge beside both. */}
        <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:px-8">
          <div className="lg:col-start-1 lg:row-start-1">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('unlock.title')}</p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">{title}</h1>
            <p className="mt-2 text-lg font-medium text-ink-700">{t(`${badge.id}.subtitle`)}</p>
            <p
              className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink-800 ring-1 ring-ink-900/10"
              data-testid="badge-category"
            >
              <Icon node={MapPin} aria-hidden className="size-4 text-brand-600" />
              {label}
            </p>
          </div>
          <div className="self-center rounded-card bg-white p-4 shadow-float ring-1 ring-ink-900/5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <img
              src={badgeImageUrl(badge, categoryText, locale, placeId)}
              width={600}
              height={360}
              alt={alt}
              className="h-auto w-full"
              data-testid="badge-image"
            />
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <p className="text-lg text-ink-600">{t(`${badge.id}.description`)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button onClick={() => void copy()}>
                <Icon node={Copy} aria-hidden className="size-4" />
                {t('unlock.copy')}
              </Button>
              <Button variant="secondary" onClick={() => void downloadImage()}>
                <Icon node={Download} aria-hidden className="size-4" />
                {t('unlock.download')}
              </Button>
            </div>
            <button
              type="button"
              onClick={() => openReportOrRegister(locale)}
              className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {t('unlock.audit')}
              <Icon node={ArrowRight} aria-hidden className="size-4" />
            </button>
            <label className="mt-8 block text-sm font-medium text-ink-800">
              {t('unlock.embedLabel')}
              <textarea
                readOnly
                value={code}
                rows={4}
                className="mt-1.5 block w-full rounded-xl border border-ink-200 bg-white p-3 font-mono text-xs text-ink-700"
              />
            </label>
          </div>
        </div>
      </section>
      <TestimonialCarousel />
      <section aria-labelledby="unlock-features" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <SectionHeading title={<span id="unlock-features">{t('unlock.featuresTitle')}</span>} />
        {/* Five cards: a centred last row on tablets rather than a hole in a grid. */}
        <ul className="mt-10 flex flex-wrap justify-center gap-5">
          {FEATURES.map(({ key, icon }) => (
            <li
              key={key}
              className="w-full rounded-card bg-ink-50 p-5 ring-1 ring-ink-900/5 sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-5rem)/5)]"
            >
              <Icon node={icon} aria-hidden className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink-950">{t(`features.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-600">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
