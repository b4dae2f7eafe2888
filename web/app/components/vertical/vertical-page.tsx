import { Link } from 'react-router';
import { formatPrice } from '@findable/core/locales/format';
import { PageHero } from '../ui/page-hero.tsx';
import { MANAGED_SERVICE_MONTHLY_USD } from '@findable/core/pricing';
import { paths, type Vertical } from '@findable/core/routes';
import { SITE } from '@findable/core/site';
import { ownTestimonialOf, testimonialsFor } from '@findable/core/testimonials';
import { CalendarDays, Check, MessageCircle, PlayCircle, Quote, ShieldCheck, Sparkles } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { openChat } from '../../services/chat.ts';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { CtaLabel } from '../ui/cta-label.tsx';
import { loadRuntimeConfig } from '../../services/runtime-config.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { useSiteFacts } from '../../site/site-facts.ts';
import { StaticVisual } from '../visuals/static-visual.tsx';
import type { RenderedVisuals } from '../visuals/visual-ids.ts';
import { deferred } from '../deferred/deferred.tsx';

// Below the fold: hydrated when their code arrives, not part of the page's initial script (components/deferred).
const TestimonialCarousel = deferred(() =>
  import('../testimonials/testimonial-carousel.tsx').then((module) => module.TestimonialCarousel),
);
const FaqSection = deferred(() => import('../ui/faq-section.tsx').then((module) => module.FaqSection));

const FEATURES = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'] as const;
const AUDIT_POINTS = ['auditPoint1', 'auditPoint2', 'auditPoint3', 'auditPoint4'] as const;
const BOOST_POINTS = ['boostPoint1', 'boostPoint2', 'boostPoint3'] as const;
/** The gyms page has no hero testimonial card (spec §2). */
const WITHOUT_HERO_QUOTE: readonly Vertical[] = ['gyms'];

/** 'Chat with us': the configured chat widget, or an e-mail link when none is configured. */
function LiveChatOpener() {
  const { t } = useTranslation('verticals');
  const { operator } = useSiteFacts();
  const [hasChat, setHasChat] = useState(false);
  useEffect(() => {
    let active = true;
    void loadRuntimeConfig().then((config) => active && setHasChat(Boolean(config.chatWidgetUrl)));
    return () => {
      active = false;
    };
  }, []);
  const content = (
    <>
      <Icon node={MessageCircle} aria-hidden className="size-4" />
      {t('shared.liveChat')}
    </>
  );
  return hasChat ? (
    <Button variant="secondary" onClick={() => void openChat()}>
      {content}
    </Button>
  ) : (
    <a href={`mailto:${operator.emails.support}`} className={buttonClass('secondary')}>
      {content}
    </a>
  );
}

/**
 * One vertical page (spec §2 'Vertical pages'), from the vertical's copy in the `verticals` catalog. The hero
 * shows the product: the map-ranking grid for the search this business lives on (drawn at build time), with
 * the owner's quote laid over its corner (the gyms page has none, spec §2).
 */
export function VerticalPage({ vertical, visuals }: { vertical: Vertical; visuals: RenderedVisuals }) {
  const { t, locale } = useTranslation('verticals');
  const showQuote = !WITHOUT_HERO_QUOTE.includes(vertical);
  // Every call to action here opens the registration dialog with a testimonial of this page's own trade.
  const own = ownTestimonialOf(vertical);
  const register = () =>
    openReportOrRegister(locale, own ? { business: null, testimonial: own.id } : { business: null });

  return (
    <>
      <PageHero
        eyebrow={t('page.hero.eyebrow')}
        title={t('page.hero.title')}
        text={t('page.hero.text')}
        aside={
          <div className="relative mx-auto w-full max-w-md lg:max-w-none">
            <StaticVisual visuals={visuals} id="geogrid" className="lg:mr-2 lg:ml-24" />
            {/* Under the map, touching its frame: laid over it, the quote hid the map's legend and a third of its
                points (the dentists' quote is seven lines at 1440 px). */}
            {showQuote ? (
              <figure
                data-testid="hero-testimonial"
                className="relative mx-3 -mt-3 rounded-card bg-white p-5 shadow-float ring-1 ring-ink-900/5 sm:mx-6 lg:mr-0 lg:ml-8 lg:max-w-md"
              >
                <Icon node={Quote} aria-hidden className="size-6 text-brand-300" />
                <blockquote className="mt-2 text-[0.9375rem] leading-relaxed text-ink-800">
                  <q>{t('page.quote.text')}</q>
                </blockquote>
                <figcaption className="mt-3 border-t border-ink-100 pt-3 text-sm">
                  <span className="block font-semibold text-ink-950">{t('page.quote.name')}</span>
                  <span className="block text-ink-500">{t('page.quote.business')}</span>
                </figcaption>
              </figure>
            ) : null}
          </div>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Button size="lg" onClick={register}>
            <CtaLabel signedIn={t('common:cta.openReport')}>{t('shared.startAudit')}</CtaLabel>
          </Button>
          <Link to={paths.localSeoDemo(locale)} className={buttonClass('secondary', 'lg')}>
            <Icon node={PlayCircle} aria-hidden className="size-5" />
            {t('shared.watchDemo')}
          </Link>
        </div>
      </PageHero>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('shared.auditEyebrow')}</p>
          <h2 className="mt-2 text-2xl font-bold tracking-tight text-ink-950">{t('shared.auditTitle')}</h2>
          <p className="mt-3 text-ink-600">{t('shared.auditText')}</p>
          <ul className="mt-6 space-y-3">
            {AUDIT_POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-ink-800">
                <Icon node={Check} aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {t(`shared.${point}`)}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-8">
            <Button onClick={register}>{t('shared.getStarted')}</Button>
          </div>
        </div>
        <div className="flex flex-col rounded-card bg-ink-950 p-6 text-white shadow-float sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('shared.boostEyebrow')}</p>
          <h2 className="mt-2 text-2xl font-bold tracking-tight">{t('shared.boostTitle')}</h2>
          <p className="mt-3 text-ink-300">{t('shared.boostText')}</p>
          <ul className="mt-6 space-y-3">
            {BOOST_POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-ink-100">
                <Icon node={Check} aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
                {t(`shared.${point}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-extrabold tracking-tight tabular-nums">
              {formatPrice(locale, MANAGED_SERVICE_MONTHLY_USD)}
            </span>
            <span className="text-sm text-ink-300">{t('shared.boostPer')}</span>
          </p>
          <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-8">
            <Button variant="inverse" onClick={register}>
              <Icon node={Sparkles} aria-hidden className="size-4" />
              {t('shared.boost')}
            </Button>
            <Link
              to={paths.legal(locale, 'elevateTerms')}
              className="text-sm text-ink-300 underline underline-offset-4 hover:text-white"
            >
              {t('shared.boostTerms')}
            </Link>
          </div>
          <p className="mt-6 border-t border-white/10 pt-4 text-sm text-ink-300" data-testid="register-hint">
            {t('shared.registerHintBefore')}
            <button
              type="button"
              onClick={register}
              className="font-semibold text-white underline underline-offset-4 hover:text-accent-400"
            >
              {t('shared.registerLink')}
            </button>
            {t('shared.registerHintAfter')}
          </p>
        </div>
      </section>

      <section aria-labelledby="features-title" className="below-fold mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow={t('shared.featuresEyebrow')}
          title={<span id="features-title">{t('shared.featuresTitle')}</span>}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature, index) => (
            <li key={feature} className="rounded-card bg-ink-50 p-6 ring-1 ring-ink-900/5">
              <span
                aria-hidden
                className="grid size-10 place-items-center rounded-xl bg-white font-bold text-brand-700 shadow-sm"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-ink-950">{t(`page.features.${feature}.title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{t(`page.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="below-fold mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="rounded-card bg-accent-100/60 p-6 ring-1 ring-accent-400/30 sm:p-8">
          <Icon node={ShieldCheck} aria-hidden className="size-8 text-accent-700" />
          <h2 className="mt-4 text-xl font-bold text-ink-950">{t('shared.refundTitle')}</h2>
          <p className="mt-2 text-ink-700">{t('shared.refundText')}</p>
        </div>
        <div className="rounded-card bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8">
          <h2 className="text-xl font-bold text-ink-950">{t('shared.consultationTitle')}</h2>
          <p className="mt-2 text-ink-700">{t('shared.consultationText')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={SITE.schedulingUrl} rel="noopener" className={buttonClass('primary')}>
              <Icon node={CalendarDays} aria-hidden className="size-4" />
              {t('shared.bookConsultation')}
            </a>
            <LiveChatOpener />
          </div>
          <p className="mt-3 text-sm text-ink-600">{t('shared.liveChatHint')}</p>
        </div>
      </section>

      <div className="below-fold">
        <TestimonialCarousel title={t('shared.testimonialsTitle')} testimonials={testimonialsFor(vertical)} />
      </div>

      <div className="px-4 pb-20 sm:px-6 lg:px-8">
        <FaqSection t={t} prefix="page.faq" count={5} titleKey="shared.faqTitle" />
      </div>
    </>
  );
}
