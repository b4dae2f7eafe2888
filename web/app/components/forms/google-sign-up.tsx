import type { SignupCarry } from '@findable/core/validation/auth';
import { clsx } from 'clsx';
import { useTranslation } from '../../i18n/i18n.tsx';
import { buttonClass } from '../ui/button.tsx';
import { accountTypeOnPage } from './account-type-on-page.ts';

function GoogleLogo() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

function OrDivider({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  return (
    <div
      className={clsx('flex items-center gap-3 text-xs font-medium tracking-wide text-ink-400 uppercase', className)}
    >
      <span className="h-px flex-1 bg-ink-200" />
      {t('signup.or')}
      <span className="h-px flex-1 bg-ink-200" />
    </div>
  );
}

/**
 * 'Sign up with Google' (a plain link to the server's /api/auth/google, spec §3), with its note and an 'or'
 * that separates it from the e-mail form: above the form in the registration dialog, below it on the login and
 * sign-up pages. Render it only when the server has Google configured (the run-time config says so). `carry` goes
 * through Google and back to the token-login page (SignupCarrySchema): the dialog's business and pricing choice.
 * The account type is the one the e-mail form beside it has checked when it is clicked (a visitor who chose 'An
 * agency' there gets an agency account through Google too), else `carry`'s.
 */
export function GoogleSignUp({ placement, carry = {} }: { placement: 'above' | 'below'; carry?: SignupCarry }) {
  const { t, locale } = useTranslation('auth');
  const query = new URLSearchParams({ locale });
  for (const [name, value] of Object.entries(carry)) if (value) query.set(name, value);
  const button = (
    <>
      <a
        href={`/api/auth/google?${query}`}
        className={buttonClass('secondary', 'md', 'w-full')}
        onClick={(event) => {
          const account = accountTypeOnPage(event.currentTarget.closest('[role="dialog"]'));
          if (!account) return;
          const url = new URL(event.currentTarget.href);
          url.searchParams.set('account', account);
          event.currentTarget.href = url.href;
        }}
      >
        <GoogleLogo />
        {t('dialog.google')}
      </a>
      <p className="mt-1.5 text-xs text-ink-500">{t('signup.googleNote')}</p>
    </>
  );
  return placement === 'above' ? (
    <div className="mt-5" data-testid="google-signup">
      {button}
      <OrDivider className="my-4" />
    </div>
  ) : (
    <div className="mt-6" data-testid="google-signup">
      <OrDivider className="mb-4" />
      {button}
    </div>
  );
}
