import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema } from '@findable/core/validation/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { requestPasswordReset } from '../../services/api-client.ts';
import { ApiRequestError } from '../../services/http.ts';
import { appLink } from '../../site-config.ts';
import { Spinner, TextField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { AuthCard, FormStatus } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const { t, locale } = useTranslation('auth');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof ForgotPasswordSchema>,
    unknown,
    z.output<typeof ForgotPasswordSchema>
  >({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: 'onTouched',
  });
  const onSubmit = async (values: z.output<typeof ForgotPasswordSchema>) => {
    try {
      const { message } = await requestPasswordReset(values, locale);
      setStatus({ tone: 'success', text: message });
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof ApiRequestError ? error.message : String(error) });
    }
  };
  return (
    <AuthCard title={t('pages.forgot.title')} text={t('pages.forgot.text')}>
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
        {status ? <FormStatus tone={status.tone}>{status.text}</FormStatus> : null}
        <TextField
          label={t('signup.email.label')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message ? t(formState.errors.email.message) : undefined}
          {...register('email')}
        />
        {/* A long label (German) wraps on a narrow phone instead of pushing the card out of the screen. */}
        <SubmitButton
          size="lg"
          disabled={formState.isSubmitting}
          className="h-auto min-h-13 w-full py-3 text-center whitespace-normal"
        >
          {formState.isSubmitting ? <Spinner /> : null}
          {t('pages.forgot.submit')}
        </SubmitButton>
      </form>
      <p className="mt-4 text-sm">
        <a href={appLink('login', locale)} className="font-medium text-brand-700 hover:underline">
          {t('pages.forgot.back')}
        </a>
      </p>
    </AuthCard>
  );
}
