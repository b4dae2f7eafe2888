import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFormSchema } from '@findable/core/validation/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useQueryToken } from '../../hooks/use-query-token.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { resetPassword } from '../../services/api-client.ts';
import { ApiRequestError } from '../../services/http.ts';
import { appLink } from '../../site-config.ts';
import { Spinner, TextField } from '../forms/fields.tsx';
import { buttonClass } from '../ui/button.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { AuthCard, FormStatus } from './auth-card.tsx';

export function ResetPasswordPage() {
  const { t, locale } = useTranslation('auth');
  const token = useQueryToken('token');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof NewPasswordFormSchema>>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onTouched',
  });
  const message = (key?: string) => (key ? t(key) : undefined);
  const onSubmit = async (values: z.input<typeof NewPasswordFormSchema>) => {
    try {
      const { message: text } = await resetPassword({ token: token ?? '', newPassword: values.newPassword }, locale);
      setStatus({ tone: 'success', text });
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof ApiRequestError ? error.message : String(error) });
    }
  };
  return (
    <AuthCard title={t('pages.reset.title')} text={t('pages.reset.text')}>
      {token === null ? (
        <div className="grid gap-4">
          <FormStatus tone="error">{t('pages.reset.missing')}</FormStatus>
          <RequestNewLink />
        </div>
      ) : status?.tone === 'success' ? (
        <div className="grid gap-4">
          <FormStatus tone="success">{status.text}</FormStatus>
          <a href={appLink('login', locale)} className={buttonClass('primary', 'lg', 'w-full')}>
            {t('pages.login.submit')}
          </a>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
          {status ? (
            <>
              <FormStatus tone="error">{status.text}</FormStatus>
              <RequestNewLink />
            </>
          ) : null}
          <TextField
            label={t('pages.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            error={message(formState.errors.newPassword?.message)}
            {...register('newPassword')}
          />
          <TextField
            label={t('signup.confirmPassword.label')}
            type="password"
            autoComplete="new-password"
            error={message(formState.errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
          <SubmitButton size="lg" disabled={formState.isSubmitting || !token} className="w-full">
            {formState.isSubmitting ? <Spinner /> : null}
            {t('pages.reset.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}

/** 'Request a new one', as a link: to the page that mails a new reset link. */
function RequestNewLink() {
  const { t, locale } = useTranslation('auth');
  return (
    <a href={appLink('forgot-password', locale)} className="text-sm font-medium text-brand-700 hover:underline">
      {t('pages.reset.requestNew')}
    </a>
  );
}
