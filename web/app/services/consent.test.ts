import assert from 'node:assert/strict';
import { beforeEach, describe, it, mock } from 'node:test';

/** A window with a storage the test controls, and a reload it can count. */
const storage = new Map<string, string>();
let storageBlocked = false;
const reload = mock.fn();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => {
        if (storageBlocked) throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storageBlocked) throw new Error('SecurityError');
        storage.set(key, value);
      },
    },
    location: { reload },
  },
});
const { getConsent, onConsentGranted, setConsent } = await import('./consent.ts');

describe('consent', () => {
  beforeEach(() => {
    storage.clear();
    storageBlocked = false;
    reload.mock.resetCalls();
  });

  it('is unset until the visitor chooses, and when storage is blocked or holds something else', () => {
    assert.equal(getConsent(), 'unset');
    storage.set('findable.consent', 'maybe');
    assert.equal(getConsent(), 'unset');
    storageBlocked = true;
    assert.equal(getConsent(), 'unset');
  });

  it('remembers the choice, and runs what waited for it once, when granted', () => {
    const waited = mock.fn();
    onConsentGranted(waited);
    setConsent('denied');
    assert.equal(getConsent(), 'denied');
    assert.equal(waited.mock.callCount(), 0, 'a refusal runs nothing');
    setConsent('granted');
    assert.equal(storage.get('findable.consent'), 'granted');
    assert.equal(waited.mock.callCount(), 1);
    setConsent('granted');
    assert.equal(waited.mock.callCount(), 1, 'once');
    assert.equal(reload.mock.callCount(), 0);
  });

  it('reloads the page when granted consent is withdrawn, since a running tag cannot be unloaded', () => {
    setConsent('granted');
    setConsent('denied');
    assert.equal(reload.mock.callCount(), 1);
    setConsent('denied');
    assert.equal(reload.mock.callCount(), 1);
  });

  it('still takes a choice when storage is blocked', () => {
    storageBlocked = true;
    assert.doesNotThrow(() => setConsent('granted'));
  });
});
