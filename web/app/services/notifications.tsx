import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n.tsx';

export type NotificationStatus = 'success' | 'error' | 'warning' | 'info';
export type NotificationPosition = 'right top' | 'right bottom' | 'left top' | 'left bottom' | 'center top' | 'center bottom';

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

const STATUS_STYLE: Record<NotificationStatus, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-rose-200 bg-rose-50 text-rose-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-brand-200 bg-white text-ink-900',
};

const POSITION_STYLE: Record<NotificationPosition, string> = {
  'right top': 'top-0 right-0 items-end',
  'right bottom': 'bottom-0 right-0 items-end',
  'left top': 'top-0 left-0 items-start',
  'left bottom': 'bottom-0 left-0 items-start',
  'center top': 'top-0 inset-x-0 items-center',
  'center bottom': 'bottom-0 inset-x-0 items-center',
};

function NotificationCard({ item }: { item: Notification }) {
  const { t } = useTranslation('common');
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    setLeaving(true);
    window.setTimeout(() => dismiss(item.id), item.speed);
  };
  useEffect(() => {
    if (!item.autoclose) return;
    const timer = window.setTimeout(close, item.autoclose);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer is set once per notification
  }, []);
  const fromRight = item.position.startsWith('right');
  return (
    <button
      type="button"
      onClick={close}
      aria-label={`${item.title ?? item.text ?? ''}. ${t('a11y.dismiss')}`}
      data-status={item.status}
      className={`notification pointer-events-auto w-80 max-w-full rounded-xl border text-left shadow-lg ${STATUS_STYLE[item.status]} ${
        item.effect === 'slide' ? (fromRight ? 'notification-slide-right' : 'notification-slide-left') : 'notification-fade'
      } ${leaving ? 'notification-leaving' : ''}`}
      style={{ padding: item.padding, animationDuration: `${item.speed}ms`, transitionDuration: `${item.speed}ms` }}
    >
      {item.title ? <span className="block font-semibold">{item.title}</span> : null}
      {item.text ? <span className="mt-0.5 block text-sm opacity-90">{item.text}</span> : null}
    </button>
  );
}

/** Renders the open notifications, grouped by position, in a polite live region. */
export function NotificationHost() {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(subscribe, () => items, () => none);
  const positions = [...new Set(current.map((item) => item.position))];
  return (
    <section aria-label={t('a11y.notifications')} aria-live="polite" className="contents">
      {positions.map((position) => {
        const group = current.filter((item) => item.position === position);
        const gap = group[0]?.gap ?? NOTIFICATION_DEFAULTS.gap;
        return (
          <div
            key={position}
            className={`pointer-events-none fixed z-[60] flex flex-col ${POSITION_STYLE[position]}`}
            style={{ gap, padding: gap }}
          >
            {group.map((item) => (
              <NotificationCard key={item.id} item={item} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
