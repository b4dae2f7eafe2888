import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGS } from '../locales/messages/index.ts';
import { createTranslator } from '../locales/translate.ts';
import { categoryLabel, categoryName, verticalOfCategory } from './categories.ts';

const t = (locale: 'en-US' | 'de-DE' | 'hu-HU') => createTranslator(locale, CATALOGS[locale], 'badges');

describe('business categories on badges', () => {
  it('recognizes our slugs, singular words and Google place types', () => {
    const cases: Array<[string, string | undefined]> = [
      ['restaurants', 'restaurants'],
      ['restaurant', 'restaurants'],
      [' Restaurant ', 'restaurants'],
      ['hair_salon', 'hair-salons'],
      ['hair-salons', 'hair-salons'],
      ['Cafés', 'cafes'],
      ['barber_shop', 'barbers'],
      ['bakery', undefined],
      // Every alias an import or Google brings, in its own spelling.
      ['cafe', 'cafes'],
      ['coffee_shop', 'cafes'],
      ['hair salon', 'hair-salons'],
      ['Hairdresser', 'hair-salons'],
      ['dentist', 'dentists'],
      ['dental-clinic', 'dentists'],
      ['bar', 'bars'],
      ['pub', 'bars'],
      ['barber', 'barbers'],
      ['barbershop', 'barbers'],
      ['lawyer', 'lawyers'],
      ['attorney', 'lawyers'],
      ['law_firm', 'lawyers'],
      ['gym', 'gyms'],
      ['fitness  center', 'gyms'],
      ['pharmacy', 'pharmacies'],
      ['drugstore', 'pharmacies'],
      ['massage', 'massage-salons'],
      ['massage_salon', 'massage-salons'],
      ['Massage Therapist', 'massage-salons'],
      ['', undefined],
    ];
    for (const [input, vertical] of cases) assert.equal(verticalOfCategory(input), vertical, input);
  });

  it('names a known type in the reader’s language, and leaves other text as written', () => {
    assert.equal(categoryLabel('restaurant', t('de-DE')), 'Restaurants');
    assert.equal(categoryLabel('restaurants · Budapest', t('hu-HU')), 'Éttermek · Budapest');
    assert.equal(categoryLabel('dentists · Austin, TX', t('en-US')), 'Dentists · Austin, TX');
    assert.equal(categoryLabel('Bäckerei', t('de-DE')), 'Bäckerei');
    assert.equal(categoryName('gyms', t('hu-HU')), 'edzőtermek');
    assert.equal(categoryName('gyms', t('en-US')), 'gyms');
  });
});
