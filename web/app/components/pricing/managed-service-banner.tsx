import { Link } from 'react-router';
import { formatPrice } from '@findable/core/locales/format';
import { MANAGED_SERVICE_MONTHLY_USD } from '@findable/core/pricing';
import { paths } from '@findable/core/routes';
import { SITE } from '@findable/core/site';
import { CalendarDays, PlayCircle } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useTranslation } from '../../i18n/i18n.tsx';
import { buttonClass } from '../ui/button.tsx';

/** The managed offer beside the plans (spec §2): Complete Local Marketing at $449 a location, billed monthly. */
export function ManagedServiceBanner() {
  const { t, locale } = useTranslation('pricing');
  return (
    <section
      aria-labelledby="managed-title"
      className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-6 text-white shadow-float sm:p-10"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-20 -bottom-24 size-72 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('managed.eyebrow')}</p>
          <h2 id="managed-title" className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t('managed.title')}
          </h2>
          <p className="mt-4 text-brand-100">{t('managed.text')}</p>
          <p className="mt-4 text-sm text-brand-200">{t('managed.note')}</p>
        </div>
        <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
          <p className="font-semibold">{t('managed.name')}</p>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-1.5">
            <span className="text-4xl font-extrabold tracking-tight tabular-nums">
              {formatPrice(locale, MANAGED_SERVICE_MONTHLY_USD)}
            </span>
            <span className="text-sm text-brand-200">{t('managed.perMonth')}</span>
          </p>
          <p className="text-sm text-brand-200">{t('managed.billed')}</p>
          <div className="mt-6 grid gap-3">
            <a href={SITE.schedulingUrl} rel="noopener" className={buttonClass('inverse', 'md', 'w-full')}>
              <Icon node={CalendarDays} aria-hidden className="size-4" />
              {t('managed.book')}
            </a>
            <Link to={paths.localSeoDemo(locale)} className={buttonClass('outline-inverse', 'md', 'w-full')}>
              <Icon node={PlayCircle} aria-hidden className="size-4" />
              {t('managed.demo')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
