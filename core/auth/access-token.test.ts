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
  const invalid: Array<[string, unknown]> = [
    ['not a string', 42],
    ['missing part', 'a.b'],
    ['empty part', 'a..c'],
    ['bad base64', 'a.!!!.c'],
    ['bad JSON', `a.${b64('{nope')}.c`],
    ['no exp', `a.${b64('{"sub":"x"}')}.c`],
  ];
  for (const [label, value] of invalid) {
    it(`rejects a token with ${label}`, () => assert.throws(() => decodeAccessToken(value), InvalidTokenError));
  }
});

describe('isExpiringSoon', () => {
  const now = 1_700_000_000_000;
  it('is true under 60 s before expiry, missing or undecodable', () => {
    assert.equal(isExpiringSoon(token({ exp: now / 1000 + 59 }), now), true);
    assert.equal(isExpiringSoon(token({ exp: now / 1000 + 61 }), now), false);
    assert.equal(isExpiringSoon(null, now), true);
    assert.equal(isExpiringSoon('garbage', now), true);
  });
});
