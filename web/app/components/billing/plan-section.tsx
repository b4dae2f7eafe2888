import { formatDate } from '@findable/core/locales/format';
import type { BillingPlan } from '@findable/core/report/plan';
import { paths } from '@findable/core/routes';
import { CreditCard } from 'lucide';
import { useTranslation } from '../../i18n/i18n.tsx';
import { useSiteFacts } from '../../site/site-facts.ts';
import { Spinner } from '../forms/fields.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { PlanNotice, usePortal } from './plan-notice.tsx';

/** The state's label: a cancelled plan that still runs says so. */
const stateKey = (plan: BillingPlan) =>
  plan.state === 'active' && plan.status === 'canceled' ? 'canceled' : plan.state;

/**
 * Account settings' 'Plan and billing': the plan, its locations and state, when it renews or ends, the notice of
 * a failed payment, and 'Manage billing' (Stripe's customer portal) once the account has bought with Stripe.
 * Nothing while the plan is unknown (the page loads it: routes/auth-account.tsx).
 */
export function PlanSection({ plan }: { plan: BillingPlan | null }) {
  const { t, locale } = useTranslation('billing');
  const { operator } = useSiteFacts();
  const { opening, openPortal } = usePortal();

  if (!plan) return null;
  const paid = plan.plan !== 'free' && plan.state !== 'free';

  return (
    <section aria-labelledby="plan-title" className="mt-8" data-testid="plan">
      <h2 id="plan-title" className="text-lg font-semibold text-ink-950">
        {t('plan.title')}
      </h2>
      <div className="mt-3 grid gap-3 rounded-2xl p-4 ring-1 ring-ink-200">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-950" data-testid="plan-name">
            {paid ? t(`plan.name.${plan.plan}`) : t('plan.name.free')}
          </span>
          {paid ? <span className="text-sm text-ink-600">{t('plan.locations', { count: plan.locations })}</span> : null}
          <Badge
            tone={plan.state === 'active' ? 'accent' : plan.state === 'free' ? 'neutral' : 'brand'}
            data-testid="plan-state"
          >
            {t(`plan.state.${stateKey(plan)}`)}
          </Badge>
        </p>
        {paid && plan.source === 'manual' ? (
          <p className="text-sm text-ink-600">
            {t('plan.manual')}{' '}
            <a href={`mailto:${operator.emails.sales}`} className="font-medium text-brand-700 underline">
              {operator.emails.sales}
            </a>
          </p>
        ) : null}
        {paid &&
        plan.source === 'stripe' &&
        plan.periodEnd &&
        (plan.status === 'canceled' || plan.state === 'active') ? (
          <p className="text-sm text-ink-600">
            {t(plan.status === 'canceled' ? 'plan.ends' : 'plan.renews', { date: formatDate(locale, plan.periodEnd) })}
          </p>
        ) : null}
        {paid ? null : <p className="text-sm text-ink-600">{t('plan.freeText')}</p>}
        <PlanNotice plan={plan} />
        <div className="flex flex-wrap items-center gap-3">
          {plan.portal ? (
            <Button variant="secondary" onClick={() => void openPortal()} disabled={opening} aria-busy={opening}>
              {opening ? <Spinner className="size-4" /> : <Icon node={CreditCard} aria-hidden className="size-4" />}
              {t('plan.manage')}
            </Button>
          ) : null}
          {paid ? null : (
            <a href={paths.page('pricing', locale)} className={buttonClass('primary', 'md')}>
              {t('plan.seePlans')}
            </a>
          )}
          {plan.portal ? <span className="text-xs text-ink-500">{t('plan.manageHint')}</span> : null}
        </div>
      </div>
    </section>
  );
}
