import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import {
  dismiss,
  NOTIFICATION_DEFAULTS,
  type Notification,
  type NotificationPosition,
  type NotificationStatus,
} from '../../services/notifications.ts';

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
        item.effect === 'slide'
          ? fromRight
            ? 'notification-slide-right'
            : 'notification-slide-left'
          : 'notification-fade'
      } ${leaving ? 'notification-leaving' : ''}`}
      style={{ padding: item.padding, animationDuration: `${item.speed}ms`, transitionDuration: `${item.speed}ms` }}
    >
      {item.title ? <span className="block font-semibold">{item.title}</span> : null}
      {item.text ? <span className="mt-0.5 block text-sm opacity-90">{item.text}</span> : null}
    </button>
  );
}

/**
 * The open notifications, grouped by position. Loaded with the first notification, so pages that never show
 * one do not ship it.
 */
export default function NotificationStack({ items }: { items: Notification[] }) {
  const positions = [...new Set(items.map((item) => item.position))];
  return positions.map((position) => {
    const group = items.filter((item) => item.position === position);
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
  });
}
