import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { useNotifications, type Notification } from '../../services/notifications.ts';

// Notifications often report a failed request, so the network may be gone when the cards' code is first
// needed: a failed load must not take the page down with it (the live region stays, the cards do not show).
const NotificationStack = lazy<ComponentType<{ items: Notification[] }>>(() =>
  import('./notification-stack.tsx').catch(() => ({ default: () => null })),
);

/** A polite live region that is on the page from the start; the cards' code loads with the first one. */
export function NotificationHost() {
  const { t } = useTranslation('common');
  const items = useNotifications();
  return (
    <section aria-label={t('a11y.notifications')} aria-live="polite" className="contents">
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <NotificationStack items={items} />
        </Suspense>
      ) : null}
    </section>
  );
}
