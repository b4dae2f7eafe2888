import { useQueryToken } from '../../hooks/use-query-token.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { appLink } from '../../site-config.ts';
import { AuthCard, AuthSwitch, FormStatus } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const { t, locale } = useTranslation('auth');
  // Arriving from account settings after closing the account (close-account.tsx): say it is done.
  const closed = useQueryToken('closed') === '1';
  return (
    <AuthCard title={t('pages.login.title')} text={t('pages.login.text')}>
      {closed ? (
        <div className="mb-4">
          <FormStatus tone="success">{t('api.accountClosed')}</FormStatus>
        </div>
      ) : null}
      <LoginForm />
      <p className="mt-4 text-sm">
        <a href={appLink('forgot-password', locale)} className="font-medium text-brand-700 hover:underline">
          {t('pages.login.forgot')}
        </a>
      </p>
      <GoogleButton />
      <AuthSwitch
        text={t('pages.login.noAccount')}
        link={t('pages.login.register')}
        href={appLink('register', locale)}
      />
    </AuthCard>
  );
}
