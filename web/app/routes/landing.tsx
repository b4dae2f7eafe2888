import { lookup, type Messages } from '@findable/core/locales/messages';
import { PAGES } from '@findable/core/routes';
import { revalidateOnLocaleChange, useTranslation } from '../i18n/i18n.tsx';
import { deferred } from '../components/deferred/deferred.tsx';
import { renderLanding } from '../components/landing/render-landing.server.tsx';
import { renderSampleReport } from '../components/report/render-sample-report.server.tsx';
import { SearchBox } from '../components/search/search-box.tsx';
import { loadMessages, localeOf, metaFromCatalog } from '../seo/page-route.ts';
import { organizationLd, websiteLd } from '../seo/structured-data.ts';
import type { Route } from './+types/landing';

// Below the hero: hydrated when their code arrives, which keeps them out of the page's initial script.
const MobileReportBar = deferred(() =>
  import('../components/search/mobile-report-bar.tsx').then((module) => module.MobileReportBar),
);
const StaticMarquee = deferred(() =>
  import('../components/static/static-marquee.tsx').then((module) => module.StaticMarquee),
);
const FeatureTabs = deferred(() =>
  import('../components/landing/feature-tabs.tsx').then((module) => module.FeatureTabs),
);
const StaticHtml = deferred(() => import('../components/static/static-html.tsx').then((module) => module.StaticHtml));
const DemoBlock = deferred(() => import('../components/demo/demo-block.tsx').then((module) => module.DemoBlock));

/**
 * The parts of the `landing` catalog the browser renders; the rest is in the build-time HTML. The tabs' panels
 * are build-time HTML too: of `tabs`, the browser needs the list's label and each tab's name.
 */
function clientCatalog(landing: Messages): Messages {
  const tabs = landing.tabs as Messages;
  const names = Object.entries(tabs).flatMap(([id, tab]): Array<[string, Messages]> =>
    typeof tab === 'object' ? [[id, { tab: tab.tab! }]] : [],
  );
  return { meta: landing.meta!, hero: landing.hero!, tabs: { label: tabs.label!, ...Object.fromEntries(names) } };
}

export function loader({ params }: Route.LoaderArgs) {
  const { messages } = loadMessages(params, ['landing', 'testimonials', 'visuals', 'search', 'common', 'report']);
  const landing = messages.landing as Messages;
  const locale = localeOf(params);
  return {
    messages: { landing: clientCatalog(landing), search: messages.search! },
    html: renderLanding(locale, messages),
    sample: renderSampleReport(locale, messages),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

/** Structured data: the operator (Organization) and the site (WebSite). */
export const meta: Route.MetaFunction = metaFromCatalog('landing', PAGES.landing.path, {
  structuredData: ({ site, locale, loaderData }) => {
    const description = loaderData?.messages.landing
      ? lookup(loaderData.messages.landing, 'meta.description')
      : undefined;
    return [organizationLd(site, locale), websiteLd(site, locale, description ?? '')];
  },
});

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landing');
  const { html } = loaderData;
  return (
    <>
      {/* z-10: the search list may hang over the next section; clip x only, so it is not cut off below. */}
      <section className="relative isolate z-10 overflow-x-clip">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_0%_10%,var(--color-accent-100),transparent)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:gap-14 sm:px-6 sm:pt-20 sm:pb-20 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pt-24 lg:pb-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
              <span className="size-1.5 rounded-full bg-accent-500" aria-hidden />
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-display">
              {t('hero.title')}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-ink-600 sm:text-xl">{t('hero.text')}</p>
            <SearchBox className="mt-9" />
            <p className="mt-5 font-semibold text-ink-900">{t('hero.guarantee')}</p>
            <p className="mt-1 max-w-lg text-sm text-ink-500">{t('hero.guaranteeNote')}</p>
          </div>
          <StaticHtml html={html.preview} />
        </div>
      </section>
      <MobileReportBar />

      <StaticHtml html={html.stats} />

      <section aria-labelledby="testimonials-title" className="below-fold py-14 sm:py-24">
        <StaticHtml html={html.carouselHeading} />
        <StaticMarquee track={html.carouselTrack} />
      </section>

      <FeatureTabs heading={html.tabsHeading} panels={html.panels} />

      <section
        aria-labelledby="demo-title"
        className="below-fold mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-24 lg:px-8"
      >
        <StaticHtml html={html.demoHeading} />
        <div className="mt-12">
          <DemoBlock sample={loaderData.sample} />
        </div>
      </section>

      <StaticHtml html={html.lower} />
    </>
  );
}
