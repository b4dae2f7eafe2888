import { formatPrice } from '@findable/core/locales/format';
import { priceFor, type Billing, type Plan } from '@findable/core/pricing';
import { clsx } from 'clsx';
import { Check, Clock } from 'lucide';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { notify } from '../../services/notifications.ts';
import { isSignedIn, openReportOrRegister } from '../../services/report-cta.ts';
import { loadRuntimeConfig } from '../../services/runtime-config.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

interface Feature {
  key: string;
  agencyOnly?: boolean;
}

/**
 * A card of the calculator: its plan, what the plan gives today (`features`), what the service lists but has not
 * built yet (`coming`: spec §1 and §6 name them; shown apart under 'Coming soon', never with a tick, since the
 * card is where the plan is bought), and whether it stands out. Some are the Agency plan's only.
 */
interface PlanSpec {
  plan: Extract<Plan, 'pro' | 'agency'>;
  features: Feature[];
  coming: Feature[];
  highlighted?: boolean;
}

const keys = (...names: string[]): Feature[] => names.map((key) => ({ key }));

export const PLAN_CARDS: PlanSpec[] = [
  { plan: 'pro', highlighted: true, features: keys('f1', 'f2', 'f3', 'f4'), coming: keys('c1', 'c2', 'c3', 'c4') },
  {
    plan: 'agency',
    features: keys('f1', 'f2'),
    coming: [{ key: 'c1', agencyOnly: true }, { key: 'c2', agencyOnly: true }, { key: 'c3' }],
  },
];

/**
 * 'Get started' on a card: a signed-in visitor buys the card's plan for the period and places chosen here
 * (Stripe Checkout, docs/billing.md) when plans are sold by card; otherwise, and for everyone else, it opens
 * the report or the registration dialog as before. The checkout code loads only on this click.
 */
async function getStarted(
  locale: string,
  choice: { plan: PlanSpec['plan']; places: number; billing: Billing },
  failedTitle: string,
) {
  if (isSignedIn() && (await loadRuntimeConfig()).checkout) {
    const { startCheckout } = await import('../../services/billing.ts');
    try {
      await startCheckout({ plan: choice.plan, period: choice.billing, locations: choice.places }, locale);
    } catch (error) {
      notify({ title: failedTitle, text: error instanceof Error ? error.message : String(error), status: 'error' });
    }
    return;
  }
  openReportOrRegister(locale, choice);
}

/**
 * One plan's card: its price for the places and period chosen (dimmed while the typed number is not valid),
 * 'Get started', and its features.
 */
export function PlanCard({
  card,
  places,
  billing,
  valid,
}: {
  card: PlanSpec;
  places: number;
  billing: Billing;
  valid: boolean;
}) {
  const { t, locale } = useTranslation('pricing');
  const price = priceFor(card.plan, places, billing);
  return (
    <section
      aria-labelledby={`plan-${card.plan}`}
      data-plan={card.plan}
      className={clsx(
        'relative flex flex-col rounded-card p-6 sm:p-8',
        card.highlighted ? 'bg-ink-950 text-white shadow-float' : 'bg-white shadow-card ring-1 ring-ink-900/5',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`plan-${card.plan}`} className="text-xl font-bold">
          {t(`plans.${card.plan}.name`)}
        </h2>
        {card.highlighted ? <Badge tone="inverse">{t('plans.popular')}</Badge> : null}
      </div>
      <p className={clsx('mt-2 text-sm', card.highlighted ? 'text-ink-300' : 'text-ink-600')}>
        {t(`plans.${card.plan}.tagline`)}
      </p>
      <p className={clsx('mt-6 flex items-baseline gap-1.5', !valid && 'opacity-60')}>
        <span className="text-5xl font-extrabold tracking-tight tabular-nums" data-testid={`price-${card.plan}`}>
          {formatPrice(locale, price)}
        </span>
        <span className={clsx('text-sm font-medium', card.highlighted ? 'text-ink-300' : 'text-ink-500')}>
          {billing === 'annual' ? t('plans.perYear') : t('plans.perMonth')}
        </span>
      </p>
      <p className={clsx('mt-1 min-h-5 text-sm', card.highlighted ? 'text-ink-300' : 'text-ink-500')}>
        {billing === 'annual'
          ? t('plans.annualEquivalent', { price: formatPrice(locale, Math.round(price / 12)) })
          : t('plans.monthlyNote')}
      </p>
      <Button
        size="lg"
        variant={card.highlighted ? 'inverse' : 'primary'}
        className="mt-6 w-full"
        onClick={() => void getStarted(locale, { plan: card.plan, places, billing }, t('billing:upgrade.failed'))}
      >
        {t('plans.getStarted')}
        <span className="sr-only"> – {t(`plans.${card.plan}.name`)}</span>
      </Button>
      <ul className="mt-8 space-y-3 text-sm">
        {card.features.map((feature) => (
          <FeatureItem key={feature.key} plan={card.plan} feature={feature} highlighted={card.highlighted}>
            <Icon
              node={Check}
              aria-hidden
              className={clsx('mt-0.5 size-4 shrink-0', card.highlighted ? 'text-accent-400' : 'text-accent-600')}
            />
          </FeatureItem>
        ))}
      </ul>
      <h3
        className={clsx(
          'mt-6 text-xs font-semibold tracking-wide uppercase',
          card.highlighted ? 'text-ink-300' : 'text-ink-500',
        )}
      >
        {t('plans.coming')}
      </h3>
      <ul
        className={clsx('mt-3 space-y-3 text-sm', card.highlighted ? 'text-ink-300' : 'text-ink-600')}
        data-testid={`coming-${card.plan}`}
      >
        {card.coming.map((feature) => (
          <FeatureItem key={feature.key} plan={card.plan} feature={feature} highlighted={card.highlighted}>
            <Icon node={Clock} aria-hidden className="mt-0.5 size-4 shrink-0 opacity-70" />
          </FeatureItem>
        ))}
      </ul>
      <p className={clsx('mt-3 text-xs', card.highlighted ? 'text-ink-400' : 'text-ink-500')}>
        {t('plans.comingNote')}
      </p>
    </section>
  );
}

/** One line of a card's list: its mark (a tick, or a clock for what is coming), its text and an Agency-only badge. */
function FeatureItem({
  plan,
  feature,
  highlighted,
  children,
}: {
  plan: PlanSpec['plan'];
  feature: Feature;
  highlighted: boolean | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('pricing');
  return (
    <li className="flex gap-3">
      {children}
      <span>
        {t(`plans.${plan}.${feature.key}`)}
        {feature.agencyOnly ? (
          <Badge tone={highlighted ? 'inverse' : 'brand'} className="ml-2 align-middle">
            {t('plans.agencyOnly')}
          </Badge>
        ) : null}
      </span>
    </li>
  );
}
