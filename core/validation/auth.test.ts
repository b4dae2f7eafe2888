import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { z } from 'zod';
import {
  EmailSchema,
  ForgotPasswordSchema,
  InviteSchema,
  LoginSchema,
  NewPasswordFormSchema,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ProjectIdSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  RegisterWithInviteSchema,
  ResetPasswordSchema,
  SignupSchema,
  UpdateUserSchema,
} from './auth.ts';

/** The message key zod reports per field path ('' for the value itself); `{}` when the value is valid. */
function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const SIGNUP = {
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'Anna@Example.com',
  password: 'secret',
  confirmPassword: 'secret',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};
const TOKEN = 'A'.repeat(16);

describe('sign-up and account schemas (shared by the forms and the API)', () => {
  it('takes a valid sign-up, trimming names and lower-casing the e-mail, as a business by default', () => {
    const parsed = SignupSchema.parse({ ...SIGNUP, firstName: '  Anna ', email: ' Anna@Example.com ' });
    assert.equal(parsed.firstName, 'Anna');
    assert.equal(parsed.email, 'anna@example.com');
    assert.equal(parsed.accountType, 'business');
    assert.equal(SignupSchema.parse({ ...SIGNUP, accountType: 'agency' }).accountType, 'agency');
  });

  it('names each sign-up problem with its catalog key', () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      [
        'everything missing',
        Object.fromEntries(Object.keys(SIGNUP).map((key) => [key, undefined])),
        {
          firstName: 'signup.firstName.required',
          lastName: 'signup.lastName.required',
          email: 'signup.email.required',
          password: 'signup.password.required',
          confirmPassword: 'signup.confirmPassword.required',
          terms: 'signup.terms.required',
          termsPrivacy: 'signup.termsPrivacy.required',
          generalDisclaimer: 'signup.generalDisclaimer.required',
        },
      ],
      [
        'blank names',
        { firstName: '   ', lastName: '' },
        { firstName: 'signup.firstName.required', lastName: 'signup.lastName.required' },
      ],
      [
        'names too long',
        { firstName: 'a'.repeat(101), lastName: 'b'.repeat(101) },
        { firstName: 'signup.firstName.tooLong', lastName: 'signup.lastName.tooLong' },
      ],
      ['a link as a name', { firstName: 'see https://x.example' }, { firstName: 'signup.firstName.invalid' }],
      ['bad e-mail', { email: 'not-an-email' }, { email: 'signup.email.invalid' }],
      ['e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, { email: 'signup.email.invalid' }],
      ['empty e-mail', { email: '  ' }, { email: 'signup.email.required' }],
      [
        'password one short',
        { password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1), confirmPassword: 'a'.repeat(PASSWORD_MIN_LENGTH - 1) },
        { password: 'signup.password.tooShort' },
      ],
      [
        'password one too long',
        { password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1), confirmPassword: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) },
        { password: 'signup.password.tooLong' },
      ],
      ['passwords differ', { confirmPassword: 'other!' }, { confirmPassword: 'signup.confirmPassword.mismatch' }],
      ['terms unticked', { terms: false }, { terms: 'signup.terms.required' }],
      ['privacy as a string', { termsPrivacy: 'true' }, { termsPrivacy: 'signup.termsPrivacy.required' }],
      [
        'disclaimer missing',
        { generalDisclaimer: undefined },
        { generalDisclaimer: 'signup.generalDisclaimer.required' },
      ],
      [
        'unknown account type',
        { accountType: 'reseller' },
        { accountType: 'Invalid option: expected one of "business"|"agency"' },
      ],
      ['unknown locale', { locale: 'fr-FR' }, { locale: 'Invalid option: expected one of "en-US"|"de-DE"|"hu-HU"' }],
    ];
    for (const [label, change, expected] of cases)
      assert.deepEqual(problems(SignupSchema, { ...SIGNUP, ...change }), expected, label);
  });

  it('accepts passwords of exactly the minimum and the maximum length', () => {
    for (const length of [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]) {
      const password = 'p'.repeat(length);
      assert.deepEqual(problems(SignupSchema, { ...SIGNUP, password, confirmPassword: password }), {}, `${length}`);
    }
    assert.equal(PASSWORD_MIN_LENGTH, 6);
  });

  it('says the passwords differ as soon as both are typed, even while another field is still wrong', () => {
    assert.deepEqual(problems(SignupSchema, { ...SIGNUP, email: 'bad', confirmPassword: 'other!' }), {
      email: 'signup.email.invalid',
      confirmPassword: 'signup.confirmPassword.mismatch',
    });
    // Not before the confirmation is typed.
    assert.deepEqual(problems(SignupSchema, { ...SIGNUP, email: 'bad', confirmPassword: '' }), {
      email: 'signup.email.invalid',
      confirmPassword: 'signup.confirmPassword.required',
    });
  });

  it('does not call the passwords different while the password itself is missing', () => {
    assert.deepEqual(problems(SignupSchema, { ...SIGNUP, password: undefined }), {
      password: 'signup.password.required',
    });
    assert.deepEqual(problems(SignupSchema, { ...SIGNUP, password: 42 }), { password: 'signup.password.required' });
    assert.deepEqual(problems(SignupSchema, { ...SIGNUP, confirmPassword: undefined }), {
      confirmPassword: 'signup.confirmPassword.required',
    });
  });

  it('checks the business picked in the search against the project columns', () => {
    assert.deepEqual(problems(SignupSchema, { ...SIGNUP, place_id: 'demo-1', businessName: 'Café' }), {});
    const picked = SignupSchema.parse({ ...SIGNUP, place_id: ' demo-1 ', businessName: '  Café Aurora ' });
    assert.equal(picked.place_id, 'demo-1');
    assert.equal(picked.businessName, 'Café Aurora');
    assert.ok(problems(SignupSchema, { ...SIGNUP, place_id: 'p'.repeat(301) }).place_id);
    assert.ok(problems(SignupSchema, { ...SIGNUP, place_id: '  ' }).place_id);
    assert.ok(problems(SignupSchema, { ...SIGNUP, place_id: 'demo\u00001' }).place_id);
    assert.ok(problems(SignupSchema, { ...SIGNUP, businessName: 'B'.repeat(201) }).businessName);
    assert.ok(problems(SignupSchema, { ...SIGNUP, businessName: 'Café\u0007' }).businessName);
    assert.deepEqual(
      problems(SignupSchema, { ...SIGNUP, place_id: 'p'.repeat(300), businessName: 'B'.repeat(200) }),
      {},
    );
  });

  it('logs in with any stored password length up to the maximum, but never an empty one', () => {
    assert.deepEqual(problems(LoginSchema, { email: 'a@example.com', password: 'x' }), {});
    assert.deepEqual(problems(LoginSchema, { email: 'a@example.com', password: '' }), {
      password: 'signup.password.required',
    });
    assert.deepEqual(problems(LoginSchema, { email: 'a@example.com' }), { password: 'signup.password.required' });
    assert.deepEqual(problems(LoginSchema, { email: 'a@example.com', password: 'x'.repeat(129) }), {
      password: 'signup.password.tooLong',
    });
    assert.equal(LoginSchema.parse({ email: 'A@B.example', password: 'x' }).email, 'a@b.example');
    // A domain in another script is the same address as its ASCII (IDNA) form, which Chromium's field sends.
    assert.equal(
      LoginSchema.parse({ email: ' Info@Bäckerei-Müller.de ', password: 'x' }).email,
      'info@xn--bckerei-mller-bfb28a.de',
    );
    assert.equal(normalizeEmail('info@xn--bckerei-mller-bfb28a.de'), 'info@xn--bckerei-mller-bfb28a.de');
    assert.equal(normalizeEmail('Anna@Szépség.hu'), normalizeEmail('anna@xn--szpsg-csac.hu'));
    // What a URL would read as a path, a port or a query is never turned into a shorter, valid-looking address.
    for (const email of [
      'a@bäck.de/x',
      'a@bäck.de:80',
      'a@bäck.de?x',
      'a@bäck.de#x',
      'a@bäck.de\\x',
      'józsef@example.com',
    ])
      assert.deepEqual(problems(LoginSchema, { email, password: 'x' }), { email: 'signup.email.invalid' }, email);
  });

  it('takes reset and invite links only as base64url tokens of 16 to 200 characters', () => {
    const reset = (token: unknown) => problems(ResetPasswordSchema, { token, newPassword: 'secret' });
    assert.deepEqual(reset(TOKEN), {});
    assert.deepEqual(reset('a-b_c'.repeat(40)), {});
    for (const bad of ['A'.repeat(15), 'A'.repeat(201), `${'A'.repeat(16)}=`, `${'A'.repeat(16)}'--`, 42, undefined]) {
      assert.deepEqual(reset(bad), { token: 'reset.token.invalid' }, String(bad));
    }
    assert.deepEqual(problems(ResetPasswordSchema, { token: TOKEN, newPassword: '12345' }), {
      newPassword: 'signup.password.tooShort',
    });
    const invite = { ...SIGNUP, token: TOKEN };
    assert.deepEqual(problems(RegisterWithInviteSchema, invite), {});
    assert.deepEqual(problems(RegisterWithInviteSchema, { ...invite, token: 'short' }), {
      token: 'invite.token.invalid',
    });
    assert.deepEqual(problems(RegisterWithInviteSchema, { ...invite, confirmPassword: 'nope!!' }), {
      confirmPassword: 'signup.confirmPassword.mismatch',
    });
  });

  it('asks for a new password twice on the reset form, with the sign-up rules', () => {
    assert.deepEqual(problems(NewPasswordFormSchema, { newPassword: 'secret', confirmPassword: 'secret' }), {});
    assert.deepEqual(problems(NewPasswordFormSchema, { newPassword: 'secret', confirmPassword: 'secreT' }), {
      confirmPassword: 'signup.confirmPassword.mismatch',
    });
    assert.deepEqual(problems(NewPasswordFormSchema, { newPassword: '12345', confirmPassword: '12345' }), {
      newPassword: 'signup.password.tooShort',
    });
    assert.deepEqual(problems(NewPasswordFormSchema, { newPassword: 'secret', confirmPassword: '' }), {
      confirmPassword: 'signup.confirmPassword.required',
    });
    assert.deepEqual(problems(NewPasswordFormSchema, { confirmPassword: 'secret' }), {
      newPassword: 'signup.password.required',
    });
  });

  it('takes an e-mail and an optional known locale for forgotten passwords and invites', () => {
    for (const schema of [ForgotPasswordSchema, InviteSchema]) {
      assert.deepEqual(problems(schema, { email: 'a@example.com', locale: 'hu-HU' }), {});
      assert.deepEqual(problems(schema, { email: 'a@example.com' }), {});
      assert.ok(problems(schema, { email: 'a@example.com', locale: 'xx' }).locale);
      assert.deepEqual(problems(schema, { email: 'nope' }), { email: 'signup.email.invalid' });
    }
    assert.equal(EmailSchema.parse('  MIXED@Case.Example '), 'mixed@case.example');
    for (const locale of ['en-US', 'de-DE', 'hu-HU']) {
      for (const schema of [ForgotPasswordSchema, InviteSchema, UpdateUserSchema, SignupSchema]) {
        assert.deepEqual(problems(schema, { ...SIGNUP, email: 'a@example.com', locale }), {}, locale);
      }
    }
  });

  it('updates a profile with the same name rules as sign-up', () => {
    assert.deepEqual(problems(UpdateUserSchema, { firstName: 'Ben', lastName: 'Weber', locale: 'de-DE' }), {});
    assert.deepEqual(problems(UpdateUserSchema, { firstName: '', lastName: 'x'.repeat(101) }), {
      firstName: 'signup.firstName.required',
      lastName: 'signup.lastName.tooLong',
    });
  });
});

describe('project schemas', () => {
  it('requires a plain name of at most 200 characters, and a place id of at most 300 when given', () => {
    assert.deepEqual(problems(ProjectSchema, { name: ' Mein Friseur ' }), {});
    assert.equal(ProjectSchema.parse({ name: ' Mein Friseur ' }).name, 'Mein Friseur');
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { name: 'project.name.required' }],
      [{ name: '   ' }, { name: 'project.name.required' }],
      [{ name: 'n'.repeat(201) }, { name: 'project.name.tooLong' }],
      [{ name: 'Tab\there' }, { name: 'project.name.invalid' }],
      [{ name: 'Ok', place_id: '' }, { place_id: 'project.place.invalid' }],
      [{ name: 'Ok', place_id: 7 }, { place_id: 'project.place.invalid' }],
      [{ name: 'Ok', place_id: 'p'.repeat(301) }, { place_id: 'project.place.invalid' }],
      [{ name: 'Ok', place_id: 'a\u0000b' }, { place_id: 'project.place.invalid' }],
    ];
    for (const [value, expected] of cases)
      assert.deepEqual(problems(ProjectSchema, value), expected, JSON.stringify(value));
    assert.deepEqual(problems(ProjectSchema, { name: 'n'.repeat(200), place_id: 'p'.repeat(300) }), {});
    assert.equal(ProjectSchema.parse({ name: 'Ok', place_id: '  demo-7 ' }).place_id, 'demo-7');
  });

  it('updates a project with a new name, a place, or both, but not with nothing', () => {
    assert.deepEqual(problems(ProjectUpdateSchema, { name: 'New' }), {});
    assert.deepEqual(problems(ProjectUpdateSchema, { place_id: 'demo-1' }), {});
    assert.deepEqual(problems(ProjectUpdateSchema, {}), { name: 'project.name.required' });
  });

  it('takes only UUIDs as project ids', () => {
    assert.deepEqual(problems(ProjectIdSchema, '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4'), {});
    for (const bad of ['1', "1' or '1'='1", '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c', '']) {
      assert.deepEqual(problems(ProjectIdSchema, bad), { '': 'api.projectIdInvalid' }, bad);
    }
  });
});
