import { zodResolver } from '@hookform/resolvers/zod';
import { CloseAccountSchema } from '@findable/core/validation/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { closeAccount } from '../../services/api-client.ts';
import { clearToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { TextField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';

/**
 * The terms' 'you may close your account at any time': the account's e-mail typed again, then the account and its
 * data are deleted (POST /api/auth/closeAccount) and the visitor lands on the login page, signed out, told so. The
 * server refuses while a plan bought by card still renews, and says where to cancel it.
 */
export function CloseAccount() {
  const { t, locale } = useTranslation('auth');
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof CloseAccountSchema>,
    unknown,
    z.output<typeof CloseAccountSchema>
  >({ resolver: zodResolver(CloseAccountSchema), mode: 'onTouched' });
  const onSubmit = async (values: z.output<typeof CloseAccountSchema>) => {
    try {
      await closeAccount(values, locale);
      clearToken();
      // The login page says the account is closed (login-page.tsx).
      window.location.assign(`${appLink('login', locale)}?closed=1`);
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  };
  const emailError = formState.errors.email?.message;
  return (
    <section aria-labelledby="close-account-title" className="mt-10 rounded-2xl p-4 ring-1 ring-rose-200 sm:p-5">
      <h2 id="close-account-title" className="text-lg font-semibold text-ink-950">
        {t('pages.account.close.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('pages.account.close.text')}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-3 flex flex-wrap items-start gap-2">
        <TextField
          label={t('pages.account.close.label')}
          type="email"
          autoComplete="off"
          className="min-w-56 flex-1"
          error={emailError ? t(emailError) : formState.errors.root?.message}
          {...register('email')}
        />
        <SubmitButton variant="secondary" className="mt-7 text-rose-700" disabled={formState.isSubmitting}>
          {t('pages.account.close.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
