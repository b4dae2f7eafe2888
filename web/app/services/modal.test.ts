import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeModal, modalEntry, openModal, subscribeModals } from './modal.ts';

describe('the dialog store', () => {
  it('is closed until opened, carries its payload while open and drops it on close', () => {
    assert.deepEqual(modalEntry('registerModal'), { open: false, data: null });
    let changes = 0;
    const unsubscribe = subscribeModals(() => changes++);
    openModal('registerModal', { business: 'Café Aurora' });
    assert.deepEqual(modalEntry('registerModal'), { open: true, data: { business: 'Café Aurora' }, returnFocus: null });
    closeModal('registerModal');
    assert.deepEqual(modalEntry('registerModal'), { open: false, data: null, returnFocus: null });
    assert.equal(changes, 2);
    unsubscribe();
    openModal('registerModal');
    assert.equal(changes, 2, 'an unsubscribed listener hears nothing');
    assert.deepEqual(modalEntry('registerModal').data, null, 'no payload is null, not undefined');
    closeModal('registerModal');
  });

  it('hands out a new entry on every change, so a subscribed view re-renders', () => {
    const before = modalEntry('registerModal');
    openModal('registerModal', 1);
    const opened = modalEntry('registerModal');
    assert.notEqual(opened, before);
    assert.equal(modalEntry('registerModal'), opened, 'and the same entry while nothing changes');
    closeModal('registerModal');
  });
});
