import { formatDate } from '@findable/core/locales/format';
import type { BillingPlan } from '@findable/core/report/plan';
import { CircleAlert } from 'lucide';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { openBillingPortal } from '../../services/billing.ts';
import { notify } from '../../services/notifications.ts';
import { useSiteFacts } from '../../site/site-facts.ts';
import { Spinner } from '../forms/fields.tsx';
import { buttonClass } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/** Opens Stripe's customer portal; `opening` while it loads, a notification when it cannot. */
export function usePortal(): { opening: boolean; openPortal: () => Promise<void> } {
  const { t, locale } = useTranslation('billing');
  const [opening, setOpening] = useState(false);
  const openPortal = async () => {
    setOpening(true);
    try {
      await openBillingPortal(locale);
    } catch (error) {
      setOpening(false);
      notify({
        title: t('plan.portalFailed'),
        text: error instanceof Error ? error.message : String(error),
        status: 'error',
      });
    }
  };
  return { opening, openPortal };
}

/**
 * The notice of a failed payment (the terms: late payment → notice → suspension, never deletion), for the
 * account page and the report: while unpaid within the grace period, until when the full audit stays open;
 * after it, that the audit is paused until paid. The way out is the card in Stripe's portal (or an e-mail to
 * support when the account has no Stripe customer). Renders nothing for a plan in good standing.
 */
export function PlanNotice({ plan }: { plan: Pick<BillingPlan, 'state' | 'graceEndsAt' | 'pastDueSince' | 'portal'> }) {
  const { t, locale } = useTranslation('billing');
  const { operator } = useSiteFacts();
  const { opening, openPortal } = usePortal();
  if (plan.state !== 'pastDue' && plan.state !== 'suspended') return null;
  const suspended = plan.state === 'suspended';
  const date = suspended ? plan.pastDueSince : plan.graceEndsAt;

  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl bg-rose-50 p-4 text-rose-900 ring-1 ring-rose-200 ring-inset"
      data-testid="plan-notice"
      data-state={plan.state}
    >
      <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-5 shrink-0 text-rose-600" />
      <div className="min-w-0">
        <p className="font-semibold">{t(suspended ? 'notice.suspendedTitle' : 'notice.pastDueTitle')}</p>
        <p className="mt-1 text-sm">
          {t(suspended ? 'notice.suspendedText' : 'notice.pastDueText', { date: date ? formatDate(locale, date) : '' })}
        </p>
        <div className="mt-3">
          {plan.portal ? (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => void openPortal()}
              disabled={opening}
              aria-busy={opening}
            >
              {opening ? <Spinner className="mr-2 size-4" /> : null}
              {t('notice.update')}
            </button>
          ) : (
            <a href={`mailto:${operator.emails.support}`} className={buttonClass('secondary', 'sm')}>
              {t('notice.contact')}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
