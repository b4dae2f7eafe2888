import { useSyncExternalStore } from 'react';

export type NotificationStatus = 'success' | 'error' | 'warning' | 'info';
export type NotificationPosition =
  'right top' | 'right bottom' | 'left top' | 'left bottom' | 'center top' | 'center bottom';

/** Display options of one notification (spec §3 'Notification options', defaults from §9). */
export interface NotificationOptions {
  title?: string;
  text?: string;
  status?: NotificationStatus;
  effect?: 'fade' | 'slide';
  position?: NotificationPosition;
  /** Milliseconds before it closes on its own; 0 keeps it until clicked. */
  autoclose?: number;
  /** Animation speed in milliseconds. */
  speed?: number;
  gap?: number;
  padding?: number;
}

export const NOTIFICATION_DEFAULTS = {
  status: 'info',
  effect: 'fade',
  position: 'right top',
  autoclose: 3000,
  speed: 500,
  gap: 20,
  padding: 20,
} as const satisfies NotificationOptions;

export type Notification = Required<Omit<NotificationOptions, 'title' | 'text'>> &
  Pick<NotificationOptions, 'title' | 'text'> & { id: number };

let items: Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Shows a notification. One without title and text shows nothing and says so on the console (spec §8).
 * Returns its id, or undefined when nothing was shown.
 */
export function notify(options: NotificationOptions): number | undefined {
  if (!options.title && !options.text) {
    console.warn('You must specify title or text at least');
    return undefined;
  }
  const id = nextId++;
  items = [...items, { ...NOTIFICATION_DEFAULTS, ...options, id }];
  emit();
  return id;
}

export function dismiss(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: Notification[] = [];

/** The open notifications; an empty list until the first one is shown. */
export function useNotifications(): Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => none,
  );
}
