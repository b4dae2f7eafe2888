import { isLocale } from '@findable/core/locales';
import { messagesFor } from '@findable/core/locales/messages';
import { data, Outlet } from 'react-router';
import { ConsentBanner } from '../components/layout/consent-banner.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { ModalHost } from '../components/modals/modal-host.tsx';
import { I18nProvider, useTranslation } from '../i18n/i18n.tsx';
import { NotificationHost } from '../components/layout/notification-host.tsx';
import { buildSiteFactsData } from '../site/site-facts.ts';
import type { Route } from './+types/locale-layout';

export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw data('Not found', { status: 404 });
  // `site`: the public origin and the operator's facts as one string, which the server swaps for its own
  // configuration at start (core/site-facts.ts); every page and its .data file carry it.
  return { messages: messagesFor(params.locale, ['common']), site: buildSiteFactsData() };
}

/** Every page's shell: header, main, footer, dialogs, notifications and the consent banner, in one locale. */
export default function LocaleLayout() {
  return (
    <I18nProvider>
      <SkipLink />
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <ModalHost />
      <NotificationHost />
      <ConsentBanner />
    </I18nProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
