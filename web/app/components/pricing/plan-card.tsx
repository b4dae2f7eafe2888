import { formatPrice } from '@findable/core/locales/format';
import { priceFor, type Billing, type Plan } from '@findable/core/pricing';
import { clsx } from 'clsx';
import { Check } from 'lucide';
import { useTranslation } from '../../i18n/i18n.tsx';
import { notify } from '../../services/notifications.ts';
import { isSignedIn, openReportOrRegister } from '../../services/report-cta.ts';
import { loadRuntimeConfig } from '../../services/runtime-config.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/** A card of the calculator: its plan, its features (some only the Agency plan has), and whether it stands out. */
interface PlanSpec {
  plan: Extract<Plan, 'pro' | 'agency'>;
  features: Array<{ key: string; agencyOnly?: boolean }>;
  highlighted?: boolean;
}

export const PLAN_CARDS: PlanSpec[] = [
  { plan: 'pro', highlighted: true, features: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((key) => ({ key })) },
  {
    plan: 'agency',
    features: [
      { key: 'f1' },
      { key: 'f2', agencyOnly: true },
      { key: 'f3', agencyOnly: true },
      { key: 'f4', agencyOnly: true },
      { key: 'f5' },
    ],
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
          <li key={feature.key} className="flex gap-3">
            <Icon
              node={Check}
              aria-hidden
              className={clsx('mt-0.5 size-4 shrink-0', card.highlighted ? 'text-accent-400' : 'text-accent-600')}
            />
            <span>
              {t(`plans.${card.plan}.${feature.key}`)}
              {feature.agencyOnly ? (
                <Badge tone="brand" className="ml-2 align-middle">
                  {t('plans.agencyOnly')}
                </Badge>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
