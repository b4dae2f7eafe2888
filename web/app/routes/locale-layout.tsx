import { isLocale } from '@findable/core/locales';
import { messagesFor } from '@findable/core/locales/messages';
import { data, Outlet } from 'react-router';
import { deferred } from '../components/deferred/deferred.tsx';
import { Header } from '../components/layout/header.tsx';
import { I18nProvider, useTranslation } from '../i18n/i18n.tsx';
import { buildSiteFactsData } from '../site/site-facts.ts';
import type { Route } from './+types/locale-layout';

// Below the fold or shown later: hydrated when their code arrives, not part of every page's initial script.
// The dialogs and notifications read their stores when they hydrate, so nothing asked for before is lost.
const Footer = deferred(() => import('../components/layout/footer.tsx').then((module) => module.Footer));
const ModalHost = deferred(() => import('../components/modals/modal-host.tsx').then((module) => module.ModalHost));
const NotificationHost = deferred(() =>
  import('../components/layout/notification-host.tsx').then((module) => module.NotificationHost),
);
const ConsentBanner = deferred(() =>
  import('../components/layout/consent-banner.tsx').then((module) => module.ConsentBanner),
);

export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw data('Not found', { status: 404 });
  // `site`: the public origin and the operator's facts as one string, which the server swaps for its own
  // configuration at start (core/site-facts.ts); every page and its .data file carry it.
  // The 404 page's text is the one part of the shell's catalog only that page shows: its loader sends it.
  const { notFound: _notFound, ...common } = messagesFor(params.locale, ['common']).common!;
  return { messages: { common }, site: buildSiteFactsData() };
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
