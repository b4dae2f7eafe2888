import { calculatorQuery, calculatorStateFromQuery, stepPlaces } from '@findable/core/pricing/calculator-state';
import { MAX_PLACES, MIN_PLACES, parsePlacesInput, type Billing } from '@findable/core/pricing';
import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { useSiteFacts } from '../../site/site-facts.ts';
import { PLAN_CARDS, PlanCard } from './plan-card.tsx';

/**
 * The pricing calculator (spec §3 'Pricing calculator state'): number of places, monthly/annual toggle and the
 * Pro and Agency cards. The state lives in the URL, so a reload or a shared link shows the same prices; a
 * draft that is not a valid number shows a message and leaves the last valid prices in place.
 */
export function PricingCalculator() {
  const { t } = useTranslation('pricing');
  const { operator } = useSiteFacts();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const { places, billing } = calculatorStateFromQuery(hydrated ? searchParams : new URLSearchParams());
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  const text = draft ?? String(places);
  const parsed = parsePlacesInput(text);

  const commit = (next: { places?: number; billing?: Billing }) => {
    const state = { places, billing, ...next };
    setSearchParams((current) => calculatorQuery(current, state), { replace: true, preventScrollReset: true });
  };

  const onType = (value: string) => {
    setDraft(value);
    const result = parsePlacesInput(value);
    if (result.ok) commit({ places: result.places });
  };

  const step = (delta: number) => {
    const next = stepPlaces(parsed.ok ? parsed.places : places, delta);
    setDraft(null);
    commit({ places: next });
  };

  const period = billing === 'annual' ? t('calculator.periodAnnual') : t('calculator.periodMonthly');

  return (
    <div>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-900/5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
            {t('calculator.placesLabel')}
          </label>
          <div className="mt-2 flex items-center gap-2">
            <button
              type="button"
              onClick={() => step(-1)}
              disabled={parsed.ok && parsed.places <= MIN_PLACES}
              aria-label={t('calculator.decrease')}
              className="grid size-11 shrink-0 place-items-center rounded-full ring-1 ring-ink-200 ring-inset hover:bg-ink-50 disabled:opacity-40"
            >
              <Icon node={Minus} aria-hidden className="size-4" />
            </button>
            <input
              id={inputId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('calculator.placesPlaceholder')}
              value={text}
              onChange={(event) => onType(event.target.value)}
              onBlur={() => parsed.ok && setDraft(null)}
              aria-invalid={!parsed.ok}
              aria-describedby={messageId}
              className={clsx(
                'h-11 w-24 rounded-xl border bg-white px-3 text-center text-lg font-semibold tabular-nums outline-none focus:ring-2',
                parsed.ok
                  ? 'border-ink-200 focus:border-brand-500 focus:ring-brand-200'
                  : 'border-rose-400 focus:ring-rose-200',
              )}
            />
            <button
              type="button"
              onClick={() => step(1)}
              disabled={parsed.ok && parsed.places >= MAX_PLACES}
              aria-label={t('calculator.increase')}
              className="grid size-11 shrink-0 place-items-center rounded-full ring-1 ring-ink-200 ring-inset hover:bg-ink-50 disabled:opacity-40"
            >
              <Icon node={Plus} aria-hidden className="size-4" />
            </button>
          </div>
          <div id={messageId} aria-live="polite" className="mt-2 min-h-10 text-sm">
            {parsed.ok ? (
              <span className="text-ink-500">{t('calculator.placesHint')}</span>
            ) : (
              <span className="text-rose-700" role="alert">
                {t(`calculator.errors.${parsed.reason}`)}{' '}
                {parsed.reason === 'tooHigh' ? (
                  // 'Write to us for a custom quote': with the address to write to.
                  <a href={`mailto:${operator.emails.sales}`} className="font-medium underline">
                    {t('calculator.errors.tooHighHint')}
                  </a>
                ) : (
                  t('calculator.errors.stale', { count: places })
                )}
              </span>
            )}
          </div>
        </div>
        <BillingToggle billing={billing} onChange={(next) => commit({ billing: next })} />
      </div>

      <p className="mt-8 text-center text-sm font-medium text-ink-600" aria-live="polite" data-testid="price-summary">
        {t('calculator.summary', { count: places, period })}
      </p>

      <div className="mx-auto mt-6 grid max-w-4xl gap-6 md:grid-cols-2">
        {PLAN_CARDS.map((card) => (
          <PlanCard key={card.plan} card={card} places={places} billing={billing} valid={parsed.ok} />
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-ink-500">{t('plans.exclVat')}</p>
    </div>
  );
}

/** Monthly or annual billing, as two radio buttons drawn as one switch. */
function BillingToggle({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const { t } = useTranslation('pricing');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">{t('calculator.billingLabel')}</legend>
      <div className="mt-2 inline-flex rounded-full bg-ink-100 p-1">
        {(['monthly', 'annual'] as const).map((option) => (
          <label
            key={option}
            className={clsx(
              'relative flex h-9 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              billing === option ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            <input
              type="radio"
              name="billing"
              value={option}
              checked={billing === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`calculator.${option}`)}
            {option === 'annual' ? (
              <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs text-accent-700">
                {t('calculator.save')}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
