import { LANGUAGES, LOCALES, withLocale } from '@findable/core/locales';
import { clsx } from 'clsx';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { Link, useLocation } from 'react-router';
import { withoutStripeReturnMarks } from '../billing/stripe-return-marks.ts';

/**
 * English, Deutsch, Magyar: each link swaps the first path segment and keeps path, query and fragment, except the
 * mark of a return from Stripe, which the page has already acted on (stripe-return-marks.ts).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('a11y.chooseLanguage')}>
      <ul className="inline-flex rounded-full bg-white/5 p-1 ring-1 ring-white/10">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={withLocale(pathname, locale) + withoutStripeReturnMarks(search) + hash}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={clsx(
                'block rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors',
                locale === current ? 'bg-white text-ink-950' : 'text-ink-300 hover:text-white',
              )}
            >
              {LANGUAGES[locale].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
