import { useTranslation } from '../../i18n/i18n.tsx';
import { appLink } from '../../site-config.ts';
import { AuthCard, AuthSwitch } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const { t, locale } = useTranslation('auth');
  return (
    <AuthCard title={t('pages.login.title')} text={t('pages.login.text')}>
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
