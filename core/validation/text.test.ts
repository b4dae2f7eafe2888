import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasNoControlCharacters, isPlainName, withoutControlCharacters } from './text.ts';

describe('text rules', () => {
  it('refuses control characters and direction overrides', () => {
    for (const text of [
      'a\u0000b',
      'line\nbreak',
      'tab\there',
      'del\u007f',
      'c1\u0085',
      'evil\u202Egnp.exe',
      'iso\u2066late',
    ]) {
      assert.equal(hasNoControlCharacters(text), false, JSON.stringify(text));
    }
    for (const text of ['Café Zürich', 'Kávéház – Fő utca 1.', "O'Brien & Sons", '東京', '😀 emoji', '']) {
      assert.equal(hasNoControlCharacters(text), true, text);
    }
  });

  it('replaces control characters with spaces', () => {
    assert.equal(withoutControlCharacters('Evil\r\nBcc: x\u202Eabc'), 'Evil  Bcc: x abc');
  });

  it('takes names without links or angle brackets', () => {
    for (const name of ['Anna', 'Kovács-Tóth', 'J. R. R.', 'Müller & Söhne GmbH', 'Dr. Nagy'])
      assert.equal(isPlainName(name), true, name);
    for (const name of ['Studio 54', 'Agentur 2024', 'Ó. Kovács']) assert.equal(isPlainName(name), true, name);
    for (const name of [
      '<b>Boss</b>',
      'Click https://evil.example',
      'www.evil.example',
      'a\u0000',
      'Win\u202E',
      'Bob evil-site.com/claim-prize',
      'Call +36 (1) 555-0199',
      'Ring 555 01 99',
      'mail me@evil.example',
    ]) {
      assert.equal(isPlainName(name), false, name);
    }
  });
});
