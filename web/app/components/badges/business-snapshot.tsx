import type { BadgeStanding } from '@findable/core/badges/eligibility';
import { formatNumber, formatRating } from '@findable/core/locales/format';
import { MapPin, Star } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { api } from '../../services/http.ts';

/** The badge API's answer: the standing and when it was evaluated. */
export interface Eligibility extends BadgeStanding {
  evaluatedAt: string;
}

type State =
  { status: 'loading' } | { status: 'ready'; data: Eligibility } | { status: 'unknown' } | { status: 'failed' };

/** Fetches a business's standing and badges (one call); 'unknown' when the catalog does not have it. */
export function useEligibility(placeId: string | null | undefined): State | null {
  const [state, setState] = useState<{ placeId: string; state: State } | null>(null);
  useEffect(() => {
    if (!placeId) return;
    let active = true;
    api<Eligibility>(`/api/badges/eligibility?place_id=${encodeURIComponent(placeId)}`).then(
      (data) => active && setState({ placeId, state: { status: 'ready', data } }),
      (error: { status?: number }) =>
        active && setState({ placeId, state: { status: error.status === 404 ? 'unknown' : 'failed' } }),
    );
    return () => {
      active = false;
    };
  }, [placeId]);
  if (!placeId) return null;
  return state?.placeId === placeId ? state.state : { status: 'loading' };
}

/** The free snapshot in the registration dialog: rating, reviews, rank in its category and city, badges. */
export function BusinessSnapshot({
  business,
}: {
  business: { place_id: string; name: string; formatted_address: string };
}) {
  const { t, locale } = useTranslation('auth');
  const state = useEligibility(business.place_id);
  return (
    <div data-testid="register-business" className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
      <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{t('signup.business')}</p>
      <p className="mt-1 font-semibold">{business.name}</p>
      <p className="mt-0.5 flex items-start gap-1.5 text-sm text-brand-100">
        <Icon node={MapPin} aria-hidden className="mt-0.5 size-4 shrink-0" />
        {business.formatted_address}
      </p>
      {state?.status === 'ready' ? (
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid="snapshot">
          <div className="rounded-xl bg-white/10 p-2">
            <dt className="text-[0.6875rem] text-brand-200">{t('snapshot.rating')}</dt>
            <dd className="flex items-center justify-center gap-1 font-bold">
              <Icon node={Star} aria-hidden className="size-3.5 fill-current" />
              {formatRating(locale, state.data.business.rating)}
            </dd>
          </div>
          <div className="rounded-xl bg-white/10 p-2">
            <dt className="text-[0.6875rem] text-brand-200">{t('snapshot.reviews')}</dt>
            <dd className="font-bold">{formatNumber(locale, state.data.business.review_count)}</dd>
          </div>
          <div className="rounded-xl bg-white/10 p-2">
            <dt className="text-[0.6875rem] text-brand-200">{t('snapshot.rank')}</dt>
            <dd className="font-bold">
              {formatNumber(locale, state.data.rank)}/{formatNumber(locale, state.data.total)}
            </dd>
          </div>
          <p className="col-span-3 text-xs text-brand-100">
            {t('snapshot.badges', { count: state.data.badges.filter((b) => b.earned).length })} ·{' '}
            {t('snapshot.fullAudit')}
          </p>
        </dl>
      ) : state?.status === 'unknown' ? (
        <p className="mt-3 text-sm text-brand-100">{t('snapshot.unknown')}</p>
      ) : state?.status === 'failed' ? null : (
        <p className="mt-3 text-sm text-brand-200">{t('snapshot.loading')}</p>
      )}
    </div>
  );
}
