import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@findable/core/validation/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { api, ApiRequestError } from '../../services/http.ts';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { Spinner, TextField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { FormStatus } from './auth-card.tsx';

export function LoginForm() {
  const { t, locale } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof LoginSchema>,
    unknown,
    z.output<typeof LoginSchema>
  >({
    resolver: zodResolver(LoginSchema),
    mode: 'onTouched',
  });
  const message = (key?: string) => (key ? t(key) : undefined);
  const onSubmit = async (values: z.output<typeof LoginSchema>) => {
    setLoading(true);
    setError(null);
    try {
      const { accessToken } = await api<{ accessToken: string }>('/api/auth/login', {
        method: 'POST',
        body: values,
        locale,
      });
      setToken(accessToken);
      window.location.assign(appLink('report', locale));
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : String(caught));
      setLoading(false);
    }
  };
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
      {error ? <FormStatus tone="error">{error}</FormStatus> : null}
      <TextField
        label={t('signup.email.label')}
        type="email"
        autoComplete="email"
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('signup.password.label')}
        type="password"
        autoComplete="current-password"
        error={message(formState.errors.password?.message)}
        {...register('password')}
      />
      <SubmitButton size="lg" disabled={loading} className="w-full">
        {loading ? <Spinner /> : null}
        {t('pages.login.submit')}
      </SubmitButton>
    </form>
  );
}
