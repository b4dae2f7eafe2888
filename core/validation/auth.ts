import { LOCALES } from '../locales/index.ts';
import { VERTICALS } from '../routes.ts';
import { hasNoControlCharacters, isPlainName } from './text.ts';
import { z } from './zod.ts';

/**
 * Schemas shared by the forms (web/) and the API (server/). Messages are catalog keys in the `auth`
 * namespace ('signup.email.invalid'); each side translates them.
 */
const name = (field: 'firstName' | 'lastName') =>
  z
    .string({ error: `signup.${field}.required` })
    .trim()
    .min(1, `signup.${field}.required`)
    .max(100, `signup.${field}.tooLong`)
    .refine(isPlainName, `signup.${field}.invalid`);

/** One of the site's languages: a form's or a mail's. */
export const LocaleSchema = z.enum(LOCALES);

/** A domain written in any script: letters, digits, marks, dots and hyphens, nothing a URL would read otherwise. */
const PLAIN_DOMAIN = /^[\p{L}\p{N}\p{M}.-]+$/u;

/**
 * An address with its domain in ASCII (IDNA), as Chromium's e-mail field already sends it: 'info@bäckerei.de'
 * and 'info@xn--bckerei-5wa.de' are one address, and Firefox, which sends the first, must not be refused where
 * Chromium is taken. The WHATWG URL parser converts, in the browser and in Node alike. A local part in another
 * script stays as it is (and the e-mail check refuses it: few mail servers take it).
 */
function withAsciiDomain(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  // A domain longer than DNS allows is refused anyway: it is not converted (IDNA's cost grows with its length).
  if (at < 0 || domain.length > 253 || /^[\p{ASCII}]*$/u.test(domain) || !PLAIN_DOMAIN.test(domain)) return email;
  try {
    return `${email.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return email;
  }
}

/**
 * The one way an e-mail address is compared and stored: trimmed, its domain in ASCII, lower case. Every address the
 * server meets (a form's, Google's, an operator's command, a limit's key) goes through it.
 */
export const normalizeEmail = (email: string) => withAsciiDomain(email.trim()).toLowerCase();

export const EmailSchema = z
  .string({ error: 'signup.email.required' })
  .trim()
  .min(1, 'signup.email.required')
  .max(254, 'signup.email.invalid')
  .transform(normalizeEmail)
  // Again in ASCII: a domain in another script grows when converted.
  .pipe(z.email('signup.email.invalid').max(254, 'signup.email.invalid'));

/** Limits that are also column sizes (projects.name, projects.place_id); a test compares them with the tables. */
export const PROJECT_NAME_MAX_LENGTH = 200;
export const PLACE_ID_MAX_LENGTH = 300;

export const PASSWORD_MIN_LENGTH = 6;
/** An upper bound keeps hashing cheap against abuse; 128 characters fits every passphrase. */
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = z
  .string({ error: 'signup.password.required' })
  .min(1, 'signup.password.required')
  .min(PASSWORD_MIN_LENGTH, 'signup.password.tooShort')
  .max(PASSWORD_MAX_LENGTH, 'signup.password.tooLong');

const agreement = (key: 'terms' | 'termsPrivacy' | 'generalDisclaimer') =>
  z.literal(true, { error: `signup.${key}.required` });

/**
 * 'Passwords do not match', checked even while other fields are still invalid (zod skips object refinements
 * once a field has failed, unless `when` says otherwise), so the message shows as soon as both are typed.
 */
function passwordsMatch(
  field: 'password' | 'newPassword',
): [
  (value: Record<string, unknown>) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: z.core.ParsePayload) => boolean },
] {
  return [
    (value) => !value.confirmPassword || value[field] === value.confirmPassword,
    {
      path: ['confirmPassword'],
      message: 'signup.confirmPassword.mismatch',
      when: (payload: z.core.ParsePayload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value?.[field] === 'string' && typeof value.confirmPassword === 'string';
      },
    },
  ];
}

const signupFields = {
  firstName: name('firstName'),
  lastName: name('lastName'),
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'signup.confirmPassword.required' }).min(1, 'signup.confirmPassword.required'),
  terms: agreement('terms'),
  termsPrivacy: agreement('termsPrivacy'),
  generalDisclaimer: agreement('generalDisclaimer'),
};

/** The sign-up form (spec §3, §5) plus the account type and the business picked in the search. */
export const SignupSchema = z
  .object({
    ...signupFields,
    email: EmailSchema,
    accountType: z.enum(['business', 'agency']).default('business'),
    // The business picked in the search becomes the first project: its limits are the project's columns.
    place_id: z.string().trim().min(1).max(PLACE_ID_MAX_LENGTH).refine(hasNoControlCharacters).optional(),
    businessName: z.string().trim().min(1).max(PROJECT_NAME_MAX_LENGTH).refine(hasNoControlCharacters).optional(),
    locale: LocaleSchema.optional(),
  })
  .refine(...passwordsMatch('password'))
  // Without a business name the place id names the project, so it must fit the name's limit too.
  .refine(
    (value) =>
      value.businessName !== undefined ||
      value.place_id === undefined ||
      value.place_id.length <= PROJECT_NAME_MAX_LENGTH,
    {
      message: 'project.place.invalid',
      path: ['place_id'],
    },
  );
export type Signup = z.input<typeof SignupSchema>;

const carried = (max: number) =>
  z.string().trim().min(1).max(max).refine(hasNoControlCharacters).optional().catch(undefined);

/**
 * What a sign-up with Google carries to the provider and back, as query parameters of `/api/auth/google` and then of
 * the token-login page: the business picked in the search (its report opens with it), the account type, and the plan
 * chosen on a pricing card (Checkout follows). Each one that does not fit is dropped, never refused: the sign-up
 * itself goes on.
 */
export const SignupCarrySchema = z.object({
  place: carried(PLACE_ID_MAX_LENGTH),
  name: carried(PROJECT_NAME_MAX_LENGTH),
  address: carried(PLACE_ID_MAX_LENGTH),
  account: z.enum(['business', 'agency']).optional().catch(undefined),
  plan: carried(20),
  period: carried(20),
  locations: carried(4),
});
export type SignupCarry = z.infer<typeof SignupCarrySchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'signup.password.required' })
    .min(1, 'signup.password.required')
    .max(PASSWORD_MAX_LENGTH, 'signup.password.tooLong'),
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema, locale: LocaleSchema.optional() });

/** A single-use token from a link: base64url text (what else arrives is refused before it reaches the database). */
const linkToken = (message: string) =>
  z
    .string({ error: message })
    .min(16, message)
    .max(200, message)
    .regex(/^[\w-]+$/, message);

export const ResetPasswordSchema = z.object({
  token: linkToken('reset.token.invalid'),
  newPassword: PasswordSchema,
});

/** The reset-password form: the new password twice (it sends ResetPasswordSchema's fields). */
export const NewPasswordFormSchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: signupFields.confirmPassword })
  .refine(...passwordsMatch('newPassword'));

export const UpdateUserSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  locale: LocaleSchema.optional(),
});

export const InviteSchema = z.object({ email: EmailSchema, locale: LocaleSchema.optional() });

/** Closing an account: its e-mail address typed again, so that no stray click deletes it. */
export const CloseAccountSchema = z.object({ email: EmailSchema });

export const RegisterWithInviteSchema = z
  .object({ ...signupFields, token: linkToken('invite.token.invalid') })
  .refine(...passwordsMatch('password'));

/** An optional one-line text of at most `max` characters; blank means not given. */
function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine(hasNoControlCharacters, message)
    .transform((value) => value || undefined)
    .optional();
}

/** The project form (spec §5): a name is required. A project added from the search also names its place. */
export const ProjectSchema = z.object({
  name: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'project.name.required' : 'project.name.notText',
    })
    .trim()
    .min(1, 'project.name.required')
    .max(PROJECT_NAME_MAX_LENGTH, 'project.name.tooLong')
    .refine(hasNoControlCharacters, 'project.name.invalid'),
  place_id: z
    .string({ error: 'project.place.invalid' })
    .trim()
    .min(1, 'project.place.invalid')
    .max(PLACE_ID_MAX_LENGTH, 'project.place.invalid')
    .refine(hasNoControlCharacters, 'project.place.invalid')
    .optional(),
  // A business typed by hand (not found in the search): what its report can be scored from (docs/report.md).
  city: optionalText(120, 'project.city.invalid'),
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(VERTICALS, { error: 'project.category.invalid' }).optional(),
  ),
  website: optionalText(500, 'project.website.invalid'),
  phone: optionalText(40, 'project.phone.invalid'),
});

/** Renaming a project, or connecting a project typed by hand to its business (once). */
export const ProjectUpdateSchema = ProjectSchema.pick({ name: true, place_id: true })
  .partial()
  .refine((value) => value.name !== undefined || value.place_id !== undefined, {
    message: 'project.name.required',
    path: ['name'],
  });

/** Project ids are UUIDs; anything else is refused before it reaches the database. */
export const ProjectIdSchema = z.uuid('api.projectIdInvalid');
