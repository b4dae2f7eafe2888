import { Link } from 'react-router';
import { paths } from '@findable/core/routes';
import { useEffect, useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { startAnalytics } from '../../services/analytics.ts';
import { askConsentAgain, setConsent, useConsentPrompt } from '../../services/consent.ts';
import { notify } from '../../services/notifications.ts';
import { loadRuntimeConfig } from '../../services/runtime-config.ts';
import { Button } from '../ui/button.tsx';

/** Whether the server configured anything that needs consent (analytics tag, chat widget). */
function useConsentNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let active = true;
    void loadRuntimeConfig().then((config) => {
      if (active) setNeeded(Boolean(config.analytics || config.chatWidgetUrl));
    });
    return () => {
      active = false;
    };
  }, []);
  return needed;
}

/**
 * Asks for consent, once, when the server has configured something that needs it (analytics tag, chat
 * widget). Nothing third-party loads before 'Accept'; the choice is remembered in localStorage.
 */
export function ConsentBanner() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const prompt = useConsentPrompt();
  const needed = useConsentNeeded();
  useEffect(() => void startAnalytics(), []);

  if (!needed || !prompt) return null;

  const choose = (value: 'granted' | 'denied') => {
    setConsent(value);
    void startAnalytics();
    notify({ title: t('consent.savedTitle'), text: t('consent.savedText'), status: 'success' });
  };

  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl bg-white p-5 shadow-float ring-1 ring-ink-900/10 sm:right-auto sm:left-5 sm:bottom-5 sm:max-w-sm"
    >
      <h2 id="consent-title" className="font-semibold text-ink-950">
        {t('consent.title')}
      </h2>
      <p className="mt-1.5 text-sm text-ink-600">
        {t('consent.text')}{' '}
        <Link to={paths.legal(locale, 'privacyPolicy')} className="font-medium text-brand-700 underline">
          {t('consent.policy')}
        </Link>
      </p>
      <div className="mt-4 flex gap-2">
        <Button size="sm" onClick={() => choose('granted')}>
          {t('consent.accept')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => choose('denied')}>
          {t('consent.reject')}
        </Button>
      </div>
    </section>
  );
}

/** 'Privacy settings' in the footer: reopens the banner, so withdrawing consent is as easy as giving it. */
export function PrivacySettingsButton() {
  const { t } = useTranslation('common');
  const needed = useConsentNeeded();
  if (!needed) return null;
  return (
    <button
      type="button"
      onClick={askConsentAgain}
      className="text-sm text-ink-400 underline-offset-4 hover:text-white hover:underline"
    >
      {t('footer.privacySettings')}
    </button>
  );
}
