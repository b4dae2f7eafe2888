import { paths } from '@findable/core/routes';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n.tsx';
import { CheckboxField, TextField } from './fields.tsx';
import { NameFields } from './name-fields.tsx';

const AGREEMENTS = [
  ['terms', 'termsOfService'],
  ['termsPrivacy', 'privacyPolicy'],
  ['generalDisclaimer', 'disclaimer'],
] as const;

export type AccountField =
  'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms' | 'termsPrivacy' | 'generalDisclaimer';

/** What a form hands each field: react-hook-form's registration and the field's message, translated. */
export type AccountFieldProps = (name: AccountField) => UseFormRegisterReturn & { error?: string | undefined };

/**
 * The fields of a new account, the same wherever one is made (sign-up dialog and page, an invited client's
 * page): names in the language's order, the e-mail unless an invite already names it, the password twice, and
 * the three agreements, each linking to its legal text.
 */
export function AccountFields({ field, withEmail }: { field: AccountFieldProps; withEmail: boolean }) {
  const { t, locale } = useTranslation('auth');
  return (
    <>
      <NameFields
        className="grid gap-3.5 sm:grid-cols-2"
        first={<TextField label={t('signup.firstName.label')} autoComplete="given-name" {...field('firstName')} />}
        last={<TextField label={t('signup.lastName.label')} autoComplete="family-name" {...field('lastName')} />}
      />
      {withEmail ? (
        <TextField label={t('signup.email.label')} type="email" autoComplete="email" {...field('email')} />
      ) : null}
      <div className="grid gap-3.5 sm:grid-cols-2">
        <TextField
          label={t('signup.password.label')}
          type="password"
          autoComplete="new-password"
          hint={t('signup.password.hint')}
          {...field('password')}
        />
        <TextField
          label={t('signup.confirmPassword.label')}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </div>
      <div className="grid gap-2">
        {AGREEMENTS.map(([name, anchor]) => (
          <CheckboxField key={name} {...field(name)}>
            {t(`signup.${name}.before`)}
            <a
              href={paths.legal(locale, anchor)}
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t(`signup.${name}.link`)}
            </a>
            {t(`signup.${name}.after`)}
          </CheckboxField>
        ))}
      </div>
    </>
  );
}
