import { decodeAccessToken } from '@findable/core/auth/access-token';
import { CheckoutSchema } from '@findable/core/validation/billing';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryToken } from '../../hooks/use-query-token.ts';
import { useTranslation } from '../../i18n/i18n.tsx';
import { reportLink } from '../../services/report-cta.ts';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { Spinner } from '../forms/fields.tsx';
import { buttonClass } from '../ui/button.tsx';
import { AuthCard, FormStatus } from './auth-card.tsx';

function decodable(token: string): boolean {
  try {
    decodeAccessToken(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a signed-in visitor goes on from here: Checkout for the plan chosen on /pricing, else the report, with the
 * business picked in the search when there was one (what a Google sign-up carried: SignupCarrySchema).
 */
function goOn(params: URLSearchParams, locale: string) {
  const place = params.get('place');
  const toReport = () =>
    window.location.replace(
      reportLink(
        locale,
        place
          ? { place_id: place, name: params.get('name') ?? place, formatted_address: params.get('address') ?? '' }
          : null,
      ),
    );
  const choice = CheckoutSchema.safeParse({
    plan: params.get('plan'),
    period: params.get('period'),
    locations: Number(params.get('locations')),
  });
  if (!choice.success) return toReport();
  // If Checkout cannot start (no Stripe settings, Stripe down), the account's report is still there.
  void import('../../services/billing.ts')
    .then(({ startCheckout }) => startCheckout(choice.data, locale))
    .catch(toReport);
}

/**
 * `token-login?accessToken=…`: where sign-up and Google sign-in land. Stores the token, takes it out of the
 * address bar (and so out of history and referrers), and goes on to the report (or Checkout: goOn).
 */
export function TokenLoginPage() {
  const { t, locale } = useTranslation('auth');
  const token = useQueryToken('accessToken');
  const [params] = useSearchParams();
  const valid = token ? decodable(token) : false;
  const failed = token !== undefined && !valid;
  // Once: a second run would start a second Checkout session.
  const went = useRef(false);
  useEffect(() => {
    if (token === undefined || went.current) return;
    went.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (token && valid) {
      setToken(token);
      goOn(params, locale);
    }
  }, [token, valid, locale, params]);
  return (
    <AuthCard title={t('pages.tokenLogin.title')}>
      {failed ? (
        <div className="grid gap-4">
          <FormStatus tone="error">{t('pages.tokenLogin.failed')}</FormStatus>
          <a href={appLink('login', locale)} className={buttonClass('primary', 'lg', 'w-full')}>
            {t('pages.login.submit')}
          </a>
        </div>
      ) : (
        <div className="grid place-items-center py-6 text-brand-600">
          <Spinner className="size-8" />
        </div>
      )}
    </AuthCard>
  );
}
