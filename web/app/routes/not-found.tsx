import { isLocale } from '@findable/core/locales';
import { messagesFor } from '@findable/core/locales/messages';
import { paths } from '@findable/core/routes';
import { revalidateOnLocaleChange, useLocale, useTranslation } from '../i18n/i18n.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PageLink } from '../components/ui/page-link.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { siteFactsOf } from '../site/site-facts.ts';
import type { Route } from './+types/not-found';
import { useSiteFacts } from '../site/site-facts.ts';

export function loader({ params }: Route.LoaderArgs) {
  // The page's own text lives in the shell's catalog; `meta` needs it too, and runs outside React.
  return { messages: messagesFor(isLocale(params.locale) ? params.locale : 'en-US', ['common']) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ params, loaderData, matches }) => {
  const common = loaderData?.messages.common as { notFound: { metaTitle: string; metaDescription: string } } | undefined;
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
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
        <p className="text-base font-semibold text-brand-600">{t('notFound.code')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">{t('notFound.title')}</h1>
        <p className="mt-5 text-lg text-ink-600">{t('notFound.text')}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <PageLink to={paths.page('landing', locale)} className={buttonClass('primary', 'md')}>
            {t('notFound.home')}
          </PageLink>
          <a href={`mailto:${operator.emails.support}`} className={buttonClass('secondary', 'md')}>
            {t('notFound.support')}
          </a>
        </div>
      </div>
    </section>
  );
}
