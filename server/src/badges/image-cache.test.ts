import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imageCache } from './image-cache.ts';

describe('badge image cache', () => {
  it('draws an image once per key and forgets the least recently used beyond its size', () => {
    const drawn: string[] = [];
    const cache = imageCache<string>(2);
    const draw = (key: string) => cache.get(key, () => (drawn.push(key), `image of ${key}`));
    assert.equal(draw('top25|Cafés|de-DE|1200'), 'image of top25|Cafés|de-DE|1200');
    draw('top25|Cafés|de-DE|1200');
    draw('trusted|Bars|en-US|1200');
    assert.deepEqual(drawn, ['top25|Cafés|de-DE|1200', 'trusted|Bars|en-US|1200']);
    draw('top25|Cafés|de-DE|1200'); // used again: now the most recent
    draw('best50|Gyms|hu-HU|1200'); // evicts the trusted badge
    assert.equal(cache.size, 2);
    draw('top25|Cafés|de-DE|1200');
    draw('trusted|Bars|en-US|1200');
    assert.deepEqual(drawn, [
      'top25|Cafés|de-DE|1200',
      'trusted|Bars|en-US|1200',
      'best50|Gyms|hu-HU|1200',
      'trusted|Bars|en-US|1200',
    ]);
  });
});
