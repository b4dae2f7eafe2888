import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from '../index.ts';
import { CATALOGS, type Messages } from './index.ts';

/** Values that are the same in every language: brand and product names, codes, symbols. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Findable',
  'Default Title',
  'Default Description',
  '404',
  'Complete Local Marketing',
  'Elevate',
  'Pulse',
  'Pro',
  'Agency',
  'LinkedIn',
  'Facebook',
  'Instagram',
  'YouTube',
  'Top {{rank}}',
  'Top 25',
  '{{name}}, {{address}}',
  'Restaurant',
  'Café',
  'Website (optional)',
  'Top 50',
  'Top 100',
  '{{value}}+',
  'Remote',
  'SEO',
  // German names these verticals with the English words.
  'Restaurants',
  'Cafés',
]);

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  for (const ns of Object.keys(CATALOGS['en-US']) as Array<keyof (typeof CATALOGS)['en-US']>) {
    const english = flatten(CATALOGS['en-US'][ns]);
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      const other = flatten(CATALOGS[locale][ns]);
      it(`${locale}/${ns} has exactly the English keys`, () => {
        assert.deepEqual([...other.keys()].sort(), [...english.keys()].sort());
      });
      it(`${locale}/${ns} is translated, with the same placeholders`, () => {
        const untranslated = [...english].filter(
          ([key, value]) => other.get(key) === value && !SAME_IN_EVERY_LANGUAGE.has(value) && /\p{L}{3,}/u.test(value),
        );
        assert.deepEqual(
          untranslated.map(([key]) => key),
          [],
        );
        for (const [key, value] of english) {
          assert.deepEqual(placeholders(other.get(key) ?? ''), placeholders(value), `${locale}/${ns}:${key}`);
        }
      });
      it(`${locale}/${ns} has no empty text`, () => {
        assert.deepEqual(
          [...other].filter(([, v]) => !v.trim()).map(([k]) => k),
          [],
        );
      });
    }
  }
});
