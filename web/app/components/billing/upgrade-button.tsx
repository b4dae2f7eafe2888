import type { Billing, Plan } from '@findable/core/pricing';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { startCheckout } from '../../services/billing.ts';
import { notify } from '../../services/notifications.ts';
import { useRuntimeConfig } from '../../services/runtime-config.ts';
import { useSiteFacts } from '../../site/site-facts.ts';
import { Spinner } from '../forms/fields.tsx';

export interface UpgradeButtonProps {
  /** The plan to buy; only Pro and Agency are sold by card (anything else goes to sales). */
  plan: Plan;
  /** The number of locations: the subscription's quantity. */
  locations: number;
  period?: Billing;
  /** The label when the button starts Checkout ('Upgrade to Pro'). Without Stripe it says 'Contact sales'. */
  children: ReactNode;
  className?: string;
  /** The e-mail 'Contact sales' writes (default: the operator's sales address, the plan and locations as subject). */
  sales?: { email: string; subject: string };
}

/**
 * An upgrade that works whatever is configured (docs/billing.md): with Stripe, a button that starts Checkout
 * for the plan, period and locations and goes there; without it (or until the site's settings have arrived), a
 * 'Contact sales' link that writes an e-mail to the sales address with the plan and locations in the subject.
 * Signed-in pages only (Checkout is for an account).
 */
export function UpgradeButton({ plan, locations, period = 'monthly', children, className, sales }: UpgradeButtonProps) {
  const { t, locale } = useTranslation('billing');
  const config = useRuntimeConfig();
  const { operator } = useSiteFacts();
  const [opening, setOpening] = useState(false);

  if (!config?.checkout || (plan !== 'pro' && plan !== 'agency')) {
    const email = sales?.email ?? operator.emails.sales;
    const subject =
      sales?.subject ??
      t('upgrade.subject', { plan: t(`plan.name.${plan === 'agency' ? 'agency' : 'pro'}`), count: locations });
    return (
      <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className={className} data-upgrade="sales">
        {t('upgrade.contactSales')}
      </a>
    );
  }

  const start = async () => {
    setOpening(true);
    try {
      await startCheckout({ plan, period, locations }, locale);
    } catch (error) {
      setOpening(false);
      notify({
        title: t('upgrade.failed'),
        text: error instanceof Error ? error.message : String(error),
        status: 'error',
      });
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void start()}
      disabled={opening}
      aria-busy={opening}
      data-upgrade="checkout"
    >
      {opening ? <Spinner className="mr-2 size-4" /> : null}
      {children}
      {opening ? <span className="sr-only"> – {t('upgrade.opening')}</span> : null}
    </button>
  );
}
