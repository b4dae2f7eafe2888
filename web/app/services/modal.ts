import { useSyncExternalStore } from 'react';

/** The dialogs the site knows, by name; each may carry a data payload (spec §3 'Modal state'). */
export type ModalName = 'registerModal';

interface ModalEntry {
  open: boolean;
  data: unknown;
  /** What had focus when the dialog opened; it gets focus back on close. */
  returnFocus?: HTMLElement | null;
}

let state: Partial<Record<ModalName, ModalEntry>> = {};
const listeners = new Set<() => void>();

function set(name: ModalName, entry: ModalEntry) {
  state = { ...state, [name]: entry };
  for (const listener of listeners) listener();
}

/** Opens a dialog with an optional payload (a business, a testimonial …). */
export function openModal(name: ModalName, data: unknown = null): void {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  set(name, { open: true, data, returnFocus: active && active instanceof HTMLElement ? active : null });
}

/** Closes a dialog and clears its payload. */
export function closeModal(name: ModalName): void {
  set(name, { open: false, data: null, returnFocus: state[name]?.returnFocus ?? null });
}

/** Calls `listener` on every change of any dialog; returns the unsubscribe function. */
export const subscribeModals = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const closed: ModalEntry = { open: false, data: null };

/** The current entry of one dialog (what useModal renders), closed when it was never opened. */
export const modalEntry = (name: ModalName): ModalEntry => state[name] ?? closed;

/** The open flag and payload of one dialog; re-renders when either changes. */
export function useModal<T = unknown>(
  name: ModalName,
): { open: boolean; data: T | null; returnFocus?: HTMLElement | null } {
  const entry = useSyncExternalStore(
    subscribeModals,
    () => modalEntry(name),
    () => closed,
  );
  return entry as { open: boolean; data: T | null; returnFocus?: HTMLElement | null };
}

/** Whether a dialog has ever been opened on this page (its code is loaded from then on). */
export function useModalOpenedOnce(name: ModalName): boolean {
  return useSyncExternalStore(
    subscribeModals,
    () => state[name] !== undefined,
    () => false,
  );
}
