import { zodResolver } from '@hookform/resolvers/zod';
import { decodeAccessToken } from '@findable/core/auth/access-token';
import { ForgotPasswordSchema, NewPasswordFormSchema, RegisterWithInviteSchema } from '@findable/core/validation/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { api, ApiRequestError } from '../../services/http.ts';
import { useRuntimeConfig } from '../../services/runtime-config.ts';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { AccountFields, type AccountField } from '../forms/account-fields.tsx';
import { Spinner, TextField } from '../forms/fields.tsx';
import { GoogleSignUp } from '../forms/google-sign-up.tsx';
import { SignupForm } from '../forms/signup-form.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { AuthCard, AuthSwitch, FormStatus } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

/** Google sign-up below the form, once the run-time config says the server has Google configured. */
function GoogleButton() {
  const config = useRuntimeConfig();
  return config?.googleSignIn ? <GoogleSignUp placement="below" /> : null;
}

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
      <AuthSwitch text={t('pages.login.noAccount')} link={t('pages.login.register')} href={appLink('register', locale)} />
    </AuthCard>
  );
}

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

export function ForgotPasswordPage() {
  const { t, locale } = useTranslation('auth');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof ForgotPasswordSchema>, unknown, z.output<typeof ForgotPasswordSchema>>({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: 'onTouched',
  });
  const onSubmit = async (values: z.output<typeof ForgotPasswordSchema>) => {
    try {
      const { message } = await api<{ message: string }>('/api/auth/forgotPassword', { method: 'POST', body: { ...values, locale }, locale });
      setStatus({ tone: 'success', text: message });
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof ApiRequestError ? error.message : String(error) });
    }
  };
  return (
    <AuthCard title={t('pages.forgot.title')} text={t('pages.forgot.text')}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
        {status ? <FormStatus tone={status.tone}>{status.text}</FormStatus> : null}
        <TextField
          label={t('signup.email.label')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message ? t(formState.errors.email.message) : undefined}
          {...register('email')}
        />
        {/* A long label (German) wraps on a narrow phone instead of pushing the card out of the screen. */}
        <Button type="submit" size="lg" disabled={formState.isSubmitting} className="h-auto min-h-13 w-full py-3 text-center whitespace-normal">
          {formState.isSubmitting ? <Spinner /> : null}
          {t('pages.forgot.submit')}
        </Button>
      </form>
      <p className="mt-4 text-sm">
        <a href={appLink('login', locale)} className="font-medium text-brand-700 hover:underline">
          {t('pages.forgot.back')}
        </a>
      </p>
    </AuthCard>
  );
}

/** The token of a link from an e-mail (`?token=…`), once the page runs in the browser. */
function useQueryToken(name: string): string | null | undefined {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  return hydrated ? params.get(name) : undefined;
}

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
      const { message: text } = await api<{ message: string }>('/api/auth/resetPassword', {
        method: 'POST',
        body: { token, newPassword: values.newPassword },
        locale,
      });
      setStatus({ tone: 'success', text });
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof ApiRequestError ? error.message : String(error) });
    }
  };
  return (
    <AuthCard title={t('pages.reset.title')} text={t('pages.reset.text')}>
      {token === null ? (
        <FormStatus tone="error">{t('pages.reset.missing')}</FormStatus>
      ) : status?.tone === 'success' ? (
        <div className="grid gap-4">
          <FormStatus tone="success">{status.text}</FormStatus>
          <a href={appLink('login', locale)} className={buttonClass('primary', 'lg', 'w-full')}>
            {t('pages.login.submit')}
          </a>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
          {status ? <FormStatus tone="error">{status.text}</FormStatus> : null}
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
          <Button type="submit" size="lg" disabled={formState.isSubmitting || !token} className="w-full">
            {formState.isSubmitting ? <Spinner /> : null}
            {t('pages.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

const InviteFormSchema = RegisterWithInviteSchema;
type InviteField = Exclude<AccountField, 'email'>;

export function InvitePage() {
  const { t, locale } = useTranslation('auth');
  const token = useQueryToken('token');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof InviteFormSchema>, unknown, z.output<typeof InviteFormSchema>>({
    resolver: zodResolver(InviteFormSchema),
    mode: 'onTouched',
    values: { token: token ?? '' } as z.input<typeof InviteFormSchema>,
    resetOptions: { keepDirtyValues: true },
  });
  const message = (key?: string) => (key ? t(key) : undefined);
  const onSubmit = async (values: z.output<typeof InviteFormSchema>) => {
    setError(null);
    try {
      const { accessToken } = await api<{ accessToken: string }>('/api/auth/registerWithInvite', { method: 'POST', body: values, locale });
      setToken(accessToken);
      window.location.assign(appLink('report', locale));
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : String(caught));
    }
  };
  return (
    <AuthCard title={t('pages.invite.title')} text={t('pages.invite.text')}>
      {token === null ? (
        <FormStatus tone="error">{t('pages.invite.missing')}</FormStatus>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
          {error ? <FormStatus tone="error">{error}</FormStatus> : null}
          <AccountFields
            field={(name) => ({ ...register(name as InviteField), error: message(formState.errors[name as InviteField]?.message) })}
            withEmail={false}
          />
          <Button type="submit" size="lg" disabled={formState.isSubmitting || !token} className="w-full">
            {formState.isSubmitting ? <Spinner /> : null}
            {t('pages.invite.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

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
