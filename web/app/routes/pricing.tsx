import { PAGES } from '@findable/core/routes';
import { ManagedServiceBanner } from '../components/pricing/managed-service-banner.tsx';
import { PricingCalculator } from '../components/pricing/pricing-calculator.tsx';
import { deferred } from '../components/deferred/deferred.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { revalidateOnLocaleChange, useTranslation } from '../i18n/i18n.tsx';
import { loadMessages, metaFromCatalog } from '../seo/page-route.ts';
import { planLd } from '../seo/plan-ld.ts';
import { createTranslator } from '@findable/core/locales/translate';
import type { Route } from './+types/pricing';

// Below the calculator: hydrated when its code arrives, not part of the page's initial script.
const FaqSection = deferred(() => import('../components/ui/faq-section.tsx').then((module) => module.FaqSection));

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['pricing', 'billing']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

/** Structured data: the Pro and Agency plans (the cards the page shows) with an offer per tier of places. */
export const meta: Route.MetaFunction = metaFromCatalog('pricing', PAGES.pricing.path, {
  structuredData: ({ site, locale, loaderData }) => {
    const pricing = loaderData?.messages.pricing;
    if (!pricing) return [];
    const t = createTranslator(locale, { pricing }, 'pricing');
    const tier = (min: number, max: number) =>
      min === max ? t('plans.offerSingle') : t('plans.offerRange', { min: String(min), max: String(max) });
    return (['pro', 'agency'] as const).map((plan) =>
      planLd(site, locale, plan, { name: t(`plans.${plan}.name`), description: t(`plans.${plan}.tagline`), tier }),
    );
  },
});

export default function Pricing() {
  const { t } = useTranslation('pricing');
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-50 pb-16">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-50 to-transparent"
        />
        <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20 lg:px-8">
          <SectionHeading
            as="h1"
            eyebrow={t('hero.eyebrow')}
            title={t('hero.title')}
            text={t('hero.text')}
            className="mb-10"
          />
          <PricingCalculator />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-20 sm:px-6 lg:px-8">
        <ManagedServiceBanner />
        <FaqSection t={t} prefix="faq" count={6} />
      </div>
    </>
  );
}
