import { decodeAccessToken } from '@findable/core/auth/access-token';
import { useEffect } from 'react';
import { useQueryToken } from '../../hooks/use-query-token.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { Spinner } from '../forms/fields.tsx';
import { buttonClass } from '../ui/button.tsx';
import { AuthCard, FormStatus } from './auth-card.tsx';

function decodable(token: string): boolean {
  try {
    decodeAccessToken(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * `token-login?accessToken=…`: where sign-up and Google sign-in land. Stores the token, takes it out of the
 * address bar (and so out of history and referrers), and opens the account page.
 */
export function TokenLoginPage() {
  const { t, locale } = useTranslation('auth');
  const token = useQueryToken('accessToken');
  const valid = token ? decodable(token) : false;
  const failed = token !== undefined && !valid;
  useEffect(() => {
    if (token === undefined) return;
    window.history.replaceState(null, '', window.location.pathname);
    if (token && valid) {
      setToken(token);
      window.location.replace(appLink('report', locale));
    }
  }, [token, valid, locale]);
  return (
    <AuthCard title={t('pages.tokenLogin.title')}>
      {failed ? (
        <div className="grid gap-4">
          <FormStatus tone="error">{t('pages.tokenLogin.failed')}</FormStatus>
          <a href={appLink('login', locale)} className={buttonClass('primary', 'lg', 'w-full')}>
            {t('pages.login.submit')}
          </a>
        </div>
      ) : (
        <div className="grid place-items-center py-6 text-brand-600">
          <Spinner className="size-8" />
        </div>
      )}
    </AuthCard>
  );
}
