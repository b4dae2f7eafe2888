import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeAccessToken, InvalidTokenError, isExpiringSoon } from './access-token.ts';

const b64 = (value: string) => Buffer.from(value).toString('base64url');
const token = (payload: object) => `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify(payload))}.sig`;

describe('decodeAccessToken', () => {
  it('reads the payload, including non-ASCII names', () => {
    const user = decodeAccessToken(token({ sub: 'u1', firstName: 'Árpád', exp: 2_000_000_000 }));
    assert.equal(user.firstName, 'Árpád');
    assert.equal(user.exp, 2_000_000_000);
  });
  // [what is wrong, the token, the reason the error gives]
  const invalid: Array<[string, unknown, string]> = [
    ['not a string', 42, 'not a string'],
    ['two parts', 'a.b', 'missing part'],
    ['four parts', `a.${b64('{"exp":1}')}.c.d`, 'missing part'],
    ['an empty part', `.${b64('{"exp":1}')}.c`, 'missing part'],
    ['an empty signature', `a.${b64('{"exp":1}')}.`, 'missing part'],
    ['characters outside base64url', 'a.!!!.c', 'bad base64'],
    [
      'standard base64 instead of base64url',
      `a.${Buffer.from('{"exp":1,"n":"??>"}').toString('base64')}.c`,
      'bad base64',
    ],
    ['a base64 length that cannot be', 'a.A.c', 'bad base64'],
    ['bad JSON', `a.${b64('{nope')}.c`, 'bad JSON'],
    ['a JSON null', `a.${b64('null')}.c`, 'bad payload'],
    ['a JSON number', `a.${b64('7')}.c`, 'bad payload'],
    ['no exp', `a.${b64('{"sub":"x"}')}.c`, 'bad payload'],
    ['exp as text', `a.${b64('{"exp":"2000000000"}')}.c`, 'bad payload'],
  ];
  for (const [label, value, reason] of invalid) {
    it(`rejects a token with ${label}`, () =>
      assert.throws(() => decodeAccessToken(value), { name: 'InvalidTokenError', message: reason }));
  }
  it('throws InvalidTokenError, which callers tell apart from other errors', () => {
    assert.throws(
      () => decodeAccessToken(''),
      (error: unknown) => error instanceof InvalidTokenError && error.name === 'InvalidTokenError',
    );
  });
});

describe('isExpiringSoon', () => {
  const now = 1_700_000_000_000;
  it('is true under 60 s before expiry, missing or undecodable', () => {
    assert.equal(isExpiringSoon(token({ exp: now / 1000 + 59 }), now), true);
    assert.equal(isExpiringSoon(token({ exp: now / 1000 + 61 }), now), false);
    assert.equal(isExpiringSoon(token({ exp: now / 1000 + 60 }), now), false, 'exactly 60 s left is not yet "soon"');
    assert.equal(isExpiringSoon(token({ exp: now / 1000 - 1 }), now), true);
    assert.equal(isExpiringSoon('', now), true);
    assert.equal(isExpiringSoon(undefined, now), true);
    assert.equal(isExpiringSoon(null, now), true);
    assert.equal(isExpiringSoon('garbage', now), true);
  });
});
