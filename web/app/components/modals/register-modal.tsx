import { useTranslation } from '../../i18n/i18n.tsx';
import { appLinks } from '../../site-config.ts';
import { buttonClass } from '../ui/button.tsx';
import { ModalDialog } from '../ui/dialog.tsx';

/** registerModal: sign-up with Google or on the application site's registration page. */
export default function RegisterModal() {
  const { t } = useTranslation('common');
  return (
    <ModalDialog name="registerModal" title={t('register.title')} description={t('register.subtitle')}>
      <div className="px-6 pt-10 pb-8 sm:px-10">
        <h2 className="text-2xl font-bold tracking-tight text-ink-950">{t('register.title')}</h2>
        <p className="mt-2 text-ink-600">{t('register.subtitle')}</p>
        <div className="mt-8 grid gap-3">
          <a href="/api/auth/google" className={buttonClass('secondary', 'lg', 'w-full')}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z" />
              <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z" />
              <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84Z" />
              <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z" />
            </svg>
            {t('register.google')}
          </a>
          <a href={appLinks.register} className={buttonClass('primary', 'lg', 'w-full')}>
            {t('nav.signUp')}
          </a>
        </div>
        <p className="mt-6 text-center text-sm text-ink-600">
          {t('register.haveAccount')}{' '}
          <a href={appLinks.login} className="font-semibold text-brand-700 hover:underline">
            {t('register.login')}
          </a>
        </p>
      </div>
    </ModalDialog>
  );
}
