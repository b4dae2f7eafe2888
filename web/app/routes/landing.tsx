import { PAGES, paths } from '@findable/core/routes';
import { revalidateOnLocaleChange, useLocale, useTranslation } from '../i18n/i18n.tsx';
import { ReportPreview } from '../components/landing/report-preview.tsx';
import { Button, LinkButton } from '../components/ui/button.tsx';
import { loadMessages, metaFromCatalog } from '../seo/page-route.ts';
import { openModal } from '../services/modal.tsx';
import type { Route } from './+types/landing';

export function loader({ params }: Route.LoaderArgs) {
  return loadMessages(params, ['landing']);
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = metaFromCatalog('landing', PAGES.landing.path);

export default function Landing() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_0%_10%,var(--color-accent-100),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
            <span className="size-1.5 rounded-full bg-accent-500" aria-hidden />
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-display">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-600 sm:text-xl">{t('hero.text')}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => openModal('registerModal', { business: null })}>
              {t('hero.cta')}
            </Button>
            <LinkButton size="lg" variant="secondary" to={paths.page('pricing', locale)} reloadDocument>
              {t('hero.secondary')}
            </LinkButton>
          </div>
          <p className="mt-8 font-semibold text-ink-900">{t('hero.guarantee')}</p>
          <p className="mt-1 max-w-lg text-sm text-ink-500">{t('hero.guaranteeNote')}</p>
        </div>
        <ReportPreview />
      </div>
    </section>
  );
}
