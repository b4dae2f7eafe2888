import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { useNotifications } from '../../services/notifications.ts';

const NotificationStack = lazy(() => import('./notification-stack.tsx'));

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
