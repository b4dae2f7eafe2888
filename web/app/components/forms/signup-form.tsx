import { zodResolver } from '@hookform/resolvers/zod';
import { SignupSchema } from '@findable/core/validation/auth';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { ApiRequestError, api } from '../../services/http.ts';
import { notify } from '../../services/notifications.ts';
import { appLink } from '../../site-config.ts';
import { SubmitButton } from './submit-button.tsx';
import { AccountFields } from './account-fields.tsx';
import { Spinner } from './fields.tsx';
import { accountTypeOnPage } from './account-type-on-page.ts';

type SignupInput = z.input<typeof SignupSchema>;
type SignupOutput = z.output<typeof SignupSchema>;

interface SignupFormProps {
  /** The business picked in the search, which becomes the first project. */
  business?: { place_id: string; name: string } | null | undefined;
  /** The account type to start from (the Agency card on /pricing); else what the page shows checked. */
  accountType?: 'business' | 'agency' | undefined;
  onRegistered: (accessToken: string) => void;
}

/**
 * The sign-up form (spec §3, §5): each rule of the shared schema with its message, shown once a field was
 * touched or the form submitted; a spinner and a disabled button while it submits; the server's error as a
 * notification titled 'Error', with field errors placed on their fields.
 */
export function SignupForm({ business, accountType: initialAccountType, onRegistered }: SignupFormProps) {
  const { t, locale } = useTranslation('auth');
  const [loading, setLoading] = useState(false);
  // The e-mail already has an account: the ways on, beside the form (the toast that says so goes away).
  const [emailTaken, setEmailTaken] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignupInput, unknown, SignupOutput>({
    resolver: zodResolver(SignupSchema),
    mode: 'onTouched',
    // Casts stay: the schema accepts only a ticked box (`true`), yet the form must start unticked.
    defaultValues: {
      // The register page is prerendered: a visitor may have chosen before the scripts ran; keep that choice.
      accountType: initialAccountType ?? accountTypeOnPage() ?? 'business',
      terms: false as never,
      termsPrivacy: false as never,
      generalDisclaimer: false as never,
    },
  });
  const { field: accountType } = useController({ control, name: 'accountType' });
  const message = (error: { message?: string } | undefined) => (error?.message ? t(error.message) : undefined);

  const onSubmit = async (values: SignupOutput) => {
    setLoading(true);
    setEmailTaken(false);
    try {
      const { accessToken } = await api<{ accessToken: string }>('/api/auth/register', {
        method: 'POST',
        locale,
        body: { ...values, locale, ...(business ? { place_id: business.place_id, businessName: business.name } : {}) },
      });
      onRegistered(accessToken);
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error : new ApiRequestError(String(error), 0);
      for (const [field, text] of Object.entries(apiError.fields)) {
        setError(field as keyof SignupInput, { type: 'server', message: text });
      }
      notify({ title: t('dialog.errorTitle'), text: apiError.message, status: 'error' });
      setEmailTaken(apiError.status === 409);
      setLoading(false);
    }
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-3.5"
      aria-label={t('dialog.title')}
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1.5 text-sm font-medium text-ink-800">{t('signup.accountType.label')}</legend>
        {(['business', 'agency'] as const).map((type) => (
          <label
            key={type}
            className="flex cursor-pointer flex-col rounded-xl border border-ink-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
          >
            <span className="flex items-center gap-2 font-semibold text-ink-900">
              <input
                type="radio"
                name={accountType.name}
                value={type}
                checked={accountType.value === type}
                onChange={() => accountType.onChange(type)}
                onBlur={accountType.onBlur}
                className="accent-brand-600"
              />
              {t(`signup.accountType.${type}`)}
            </span>
            <span className="mt-0.5 text-xs text-ink-600">{t(`signup.accountType.${type}Hint`)}</span>
          </label>
        ))}
      </fieldset>
      <AccountFields field={(name) => ({ ...register(name), error: message(errors[name]) })} withEmail />
      {emailTaken ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="email-taken">
          <a href={appLink('login', locale)} className="font-medium text-brand-700 hover:underline">
            {t('pages.login.submit')}
          </a>
          <a href={appLink('forgot-password', locale)} className="font-medium text-brand-700 hover:underline">
            {t('pages.login.forgot')}
          </a>
        </p>
      ) : null}
      <SubmitButton size="lg" disabled={loading} aria-busy={loading} className="mt-1 w-full">
        {loading ? <Spinner /> : null}
        {loading ? t('signup.submitting') : t('signup.submit')}
      </SubmitButton>
    </form>
  );
}
