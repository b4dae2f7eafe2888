import { Link } from 'react-router';
import { isLocale } from '@findable/core/locales';
import { messagesFor } from '@findable/core/locales/messages';
import { paths, type PageId } from '@findable/core/routes';
import { revalidateOnLocaleChange, useLocale, useTranslation } from '../i18n/i18n.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { siteFactsOf, useSiteFacts } from '../site/site-facts.ts';
import { SearchBox } from '../components/search/search-box.tsx';
import type { Route } from './+types/not-found';

/**
 * Where lost visitors most often want to go: the pages the header features. Each has its label and a one-line
 * hint in the shell's catalog.
 */
const POPULAR = [
  { page: 'pricing', label: 'nav.pricing', hint: 'notFound.pricingHint' },
  { page: 'localSeo', label: 'nav.localSeo', hint: 'nav.localSeoHint' },
  { page: 'badges', label: 'nav.badges', hint: 'notFound.badgesHint' },
  { page: 'businessOwners', label: 'nav.businessOwners', hint: 'nav.businessOwnersHint' },
  { page: 'agencies', label: 'nav.agencies', hint: 'nav.agenciesHint' },
  { page: 'competitorAnalysis', label: 'nav.competitorAnalysis', hint: 'nav.competitorAnalysisHint' },
] as const satisfies ReadonlyArray<{ page: PageId; label: string; hint: string }>;

export function loader({ params }: Route.LoaderArgs) {
  // The page's own text lives in the shell's catalog; `meta` needs it too, and runs outside React.
  // The search box brings its own catalog.
  return { messages: messagesFor(isLocale(params.locale) ? params.locale : 'en-US', ['common', 'search']) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ params, loaderData, matches }) => {
  const common = loaderData?.messages.common as
    { notFound: { metaTitle: string; metaDescription: string } } | undefined;
  return pageMeta({
    locale: isLocale(params.locale) ? params.locale : 'en-US',
    path: '404',
    site: siteFactsOf(matches),
    messages: common && { meta: { title: common.notFound.metaTitle, description: common.notFound.metaDescription } },
    noindex: true,
  });
};

export default function NotFound() {
  const { t } = useTranslation('common');
  const { operator } = useSiteFacts();
  const locale = useLocale();
  return (
    <section className="relative isolate overflow-hidden bg-ink-50">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-50 to-transparent" />
      <div className="mx-auto flex max-w-2xl flex-col items-center justify-center px-6 pt-20 pb-16 text-center sm:pt-24">
        <p className="text-base font-semibold text-brand-600">{t('notFound.code')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">{t('notFound.title')}</h1>
        <p className="mt-5 text-lg text-ink-600">{t('notFound.text')}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <Link to={paths.page('landing', locale)} className={buttonClass('primary', 'md')}>
            {t('notFound.home')}
          </Link>
          <a href={`mailto:${operator.emails.support}`} className={buttonClass('secondary', 'md')}>
            {t('notFound.support')}
          </a>
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-14 px-4 pb-24 sm:px-6">
        <section
          aria-labelledby="not-found-search"
          data-testid="not-found-search"
          className="mx-auto max-w-2xl text-center"
        >
          <h2 id="not-found-search" className="text-2xl font-bold tracking-tight text-ink-950">
            {t('notFound.searchTitle')}
          </h2>
          <p className="mt-2 text-ink-600">{t('notFound.searchText')}</p>
          <SearchBox className="mt-6 text-left" />
        </section>
        <nav aria-labelledby="not-found-popular" data-testid="not-found-popular">
          <h2 id="not-found-popular" className="text-center text-2xl font-bold tracking-tight text-ink-950">
            {t('notFound.popularTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {POPULAR.map((item) => (
              <li key={item.page}>
                <Link
                  to={paths.page(item.page, locale)}
                  className="block h-full rounded-card bg-white px-5 py-4 shadow-card ring-1 ring-ink-900/5 hover:ring-brand-300"
                >
                  <span className="font-semibold text-ink-950">{t(item.label)}</span>
                  <span className="mt-1 block text-sm text-ink-600">{t(item.hint)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
