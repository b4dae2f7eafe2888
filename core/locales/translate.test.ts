import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTranslator } from './translate.ts';

const catalogs = {
  common: {
    nav: { about: 'About' },
    greeting: 'Hello, {{name}}!',
    places_one: '{{count}} place',
    places_other: '{{count}} places',
  },
  pricing: { title: 'Pricing' },
};

describe('createTranslator', () => {
  const t = createTranslator('en-US', catalogs, 'common');
  it('reads dotted keys of the default namespace and of a named one', () => {
    assert.equal(t('nav.about'), 'About');
    assert.equal(t('pricing:title'), 'Pricing');
  });
  it('interpolates values, formatting numbers for the locale', () => {
    assert.equal(t('greeting', { name: 'Anna' }), 'Hello, Anna!');
    assert.equal(t('places', { count: 1 }), '1 place');
    assert.equal(t('places', { count: 1200 }), '1,200 places');
    assert.equal(createTranslator('de-DE', catalogs, 'common')('places', { count: 1200 }), '1.200 places');
  });
  it('answers the key itself when a text is missing', () => {
    assert.equal(t('nav.missing'), 'nav.missing');
    assert.equal(t('nope:title'), 'nope:title');
    assert.equal(t('nav'), 'nav');
  });
  it('leaves unknown placeholders in place', () => {
    assert.equal(t('greeting'), 'Hello, {{name}}!');
    assert.equal(t('greeting', { other: 'x' }), 'Hello, {{name}}!');
  });
});
