import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterWithInviteSchema } from '@findable/core/validation/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useQueryToken } from '../../hooks/use-query-token.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { registerWithInvite } from '../../services/api-client.ts';
import { ApiRequestError } from '../../services/http.ts';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { AccountFields, type AccountField } from '../forms/account-fields.tsx';
import { Spinner } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { AuthCard, FormStatus } from './auth-card.tsx';

const InviteFormSchema = RegisterWithInviteSchema;
type InviteField = Exclude<AccountField, 'email'>;

export function InvitePage() {
  const { t, locale } = useTranslation('auth');
  const token = useQueryToken('token');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof InviteFormSchema>,
    unknown,
    z.output<typeof InviteFormSchema>
  >({
    resolver: zodResolver(InviteFormSchema),
    mode: 'onTouched',
    values: { token: token ?? '' } as z.input<typeof InviteFormSchema>,
    resetOptions: { keepDirtyValues: true },
  });
  const message = (key?: string) => (key ? t(key) : undefined);
  const onSubmit = async (values: z.output<typeof InviteFormSchema>) => {
    setError(null);
    try {
      const { accessToken } = await registerWithInvite(values, locale);
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
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
          {error ? <FormStatus tone="error">{error}</FormStatus> : null}
          {/* The token is no field the visitor sees: a link cut short says so here rather than nothing at all. */}
          {formState.errors.token ? (
            <FormStatus tone="error">{message(formState.errors.token.message)}</FormStatus>
          ) : null}
          <AccountFields
            field={(name) => ({
              ...register(name as InviteField),
              error: message(formState.errors[name as InviteField]?.message),
            })}
            withEmail={false}
          />
          <SubmitButton size="lg" disabled={formState.isSubmitting || !token} className="w-full">
            {formState.isSubmitting ? <Spinner /> : null}
            {t('pages.invite.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
