import { useTranslation } from '../../i18n/i18n.tsx';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { SignupForm } from '../forms/signup-form.tsx';
import { AuthCard, AuthSwitch } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';

export function RegisterPage() {
  const { t, locale } = useTranslation('auth');
  return (
    <AuthCard title={t('pages.register.title')} text={t('pages.register.text')}>
      <SignupForm
        onRegistered={(accessToken) => {
          setToken(accessToken);
          window.location.assign(appLink('report', locale));
        }}
      />
      <GoogleButton />
      <AuthSwitch text={t('dialog.haveAccount')} link={t('dialog.login')} href={appLink('login', locale)} />
    </AuthCard>
  );
}
