import { DEFAULT_TESTIMONIAL, nameOf, TESTIMONIALS } from '@findable/core/testimonials';
import { CheckoutSchema } from '@findable/core/validation/billing';
import { AuthSwitch } from '../auth/auth-card.tsx';
import { Check, Quote } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { ExtraCatalogs, useTranslation } from '../../i18n/i18n.tsx';
import { useLazyCatalog } from '../../i18n/lazy-catalog.ts';
import { track } from '../../services/analytics.ts';
import { reportLink, type RegisterModalData } from '../../services/report-cta.ts';
import { useRuntimeConfig } from '../../services/runtime-config.ts';
import { logout, useSessionUser } from '../../services/session.ts';
import { useModal } from '../../services/modal.ts';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { BusinessSnapshot } from '../badges/business-snapshot.tsx';
import { SignupForm } from '../forms/signup-form.tsx';
import { GoogleSignUp } from '../forms/google-sign-up.tsx';
import { Spinner } from '../forms/fields.tsx';
import { claimedFigures } from '../landing/stats.tsx';
import { Avatar } from '../testimonials/avatar.tsx';
import { uspText } from '../testimonials/testimonial-card.tsx';
import { buttonClass } from '../ui/button.tsx';
import { ModalDialog } from '../ui/dialog.tsx';

/**
 * The side panel: the business picked in the search, what the free account includes, and a testimonial (the
 * one whose card was clicked, or a default). Beside the form on wide screens, below it on phones.
 */
function SidePanel({ data }: { data: RegisterModalData | null }) {
  const { t, locale } = useTranslation('testimonials');
  const testimonial = TESTIMONIALS.find((item) => item.id === data?.testimonial) ?? DEFAULT_TESTIMONIAL;
  const name = nameOf(testimonial, locale);
  return (
    <aside className="order-last flex flex-col justify-between gap-6 bg-gradient-to-br from-brand-700 to-brand-950 p-6 text-white sm:p-7 md:order-first md:rounded-l-card">
      {data?.business ? <BusinessSnapshot business={data.business} /> : null}
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('auth:dialog.includedTitle')}</p>
        <ul className="mt-3 grid gap-2.5">
          {(['included1', 'included2', 'included3'] as const).map((key) => (
            <li key={key} className="flex gap-2.5 text-[0.9375rem] leading-snug">
              <Icon node={Check} aria-hidden className="mt-0.5 size-4.5 shrink-0 text-accent-400" />
              {t(`auth:dialog.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <figure
        data-testid="register-testimonial"
        data-testimonial={testimonial.id}
        className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
      >
        {testimonial.usp ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-extrabold tracking-tight">{uspText(t, locale, testimonial.usp)}</span>
            <span className="text-sm text-brand-100">{t(`${testimonial.id}.sup`)}</span>
          </p>
        ) : (
          <Icon node={Quote} aria-hidden className="size-7 text-brand-300" />
        )}
        <blockquote className="mt-3 leading-relaxed text-pretty md:text-lg">
          <q>{t(`${testimonial.id}.quote`)}</q>
        </blockquote>
        <figcaption className="mt-4 flex items-center gap-3">
          <Avatar name={name} hue={testimonial.hue} size={36} />
          <span>
            <span className="block text-sm font-semibold">{name}</span>
            <span className="block text-sm text-brand-200">{testimonial.business}</span>
          </span>
        </figcaption>
      </figure>
      <p className="flex items-baseline gap-2 border-t border-white/15 pt-4 text-sm text-brand-100">
        <span className="text-2xl font-extrabold tracking-tight whitespace-nowrap text-white tabular-nums">
          {claimedFigures(locale, t).served}
        </span>
        {t('auth:dialog.served')}
      </p>
    </aside>
  );
}

function RegisterPanels({
  data,
  googleSignIn,
  checkout,
}: {
  data: RegisterModalData | null;
  googleSignIn: boolean;
  /** Plans are sold by card here (Stripe is configured). */
  checkout: boolean;
}) {
  const { t, locale } = useTranslation('auth');
  // Opened from a pricing card: the card's plan, period and places, which sign-up goes on to buy.
  const choice = CheckoutSchema.safeParse({ plan: data?.plan, period: data?.billing, locations: data?.places });
  const onRegistered = (accessToken: string) => {
    setToken(accessToken);
    track('Register');
    const toReport = () =>
      window.location.assign(`${appLink('token-login', locale)}?accessToken=${encodeURIComponent(accessToken)}`);
    if (!checkout || !choice.success) return toReport();
    // A visitor who chose a plan on /pricing goes on to pay for it, as a signed-in one does (plan-card.tsx); if
    // Checkout cannot start, the new account's report is still there.
    void import('../../services/billing.ts')
      .then(({ startCheckout }) => startCheckout(choice.data, locale))
      .catch(toReport);
  };
  return (
    <div className="grid md:grid-cols-[0.8fr_1.2fr]">
      <SidePanel data={data} />
      <div className="p-6 pt-10 sm:px-8 sm:pt-7 sm:pb-6">
        <h2 className="pr-8 text-2xl font-bold tracking-tight text-ink-950">{t('dialog.title')}</h2>
        <p className="mt-1 text-[0.9375rem] text-ink-600">{t('dialog.subtitle')}</p>
        {data?.business ? (
          // On a phone the side panel with the business comes after the form: say which business first.
          <p
            className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900 md:hidden"
            data-testid="register-report-for"
          >
            {t('dialog.reportFor', { name: data.business.name, address: data.business.formatted_address })}
          </p>
        ) : null}
        {googleSignIn ? (
          <GoogleSignUp
            placement="above"
            carry={{
              ...(data?.business
                ? {
                    place: data.business.place_id,
                    name: data.business.name,
                    address: data.business.formatted_address,
                  }
                : {}),
              ...(data?.plan === 'agency' ? { account: 'agency' as const } : {}),
              ...(checkout && choice.success
                ? { plan: choice.data.plan, period: choice.data.period, locations: String(choice.data.locations) }
                : {}),
            }}
          />
        ) : null}
        <div className={googleSignIn ? undefined : 'mt-5'}>
          <SignupForm
            business={data?.business ?? null}
            accountType={data?.plan === 'agency' ? 'agency' : undefined}
            onRegistered={onRegistered}
          />
        </div>
        <AuthSwitch
          text={t('dialog.haveAccount')}
          link={t('dialog.login')}
          href={appLink('login', locale)}
          className="mt-4"
        />
      </div>
    </div>
  );
}

/** For a visitor who is already signed in: their report instead of a second account. */
function SignedInPanel({ email, data }: { email: string; data: RegisterModalData | null }) {
  const { t, locale } = useTranslation('common');
  return (
    <div className="grid gap-4 p-6 pt-12 sm:p-10" data-testid="register-signed-in">
      <p className="text-xl font-bold text-ink-950">{t('register.signedIn', { email })}</p>
      <p className="text-ink-600">{t('register.signedInText')}</p>
      <div className="flex flex-wrap gap-3">
        <a href={reportLink(locale, data?.business)} className={buttonClass('primary', 'lg')}>
          {t('cta.openReport')}
        </a>
        <button type="button" onClick={() => void logout(locale)} className={buttonClass('secondary', 'lg')}>
          {t('register.logout')}
        </button>
      </div>
    </div>
  );
}

/**
 * registerModal (spec §2): side panel with the business and a testimonial, Google sign-up (when the server has
 * it configured), the e-mail form. A signed-in visitor is sent to their report instead.
 */
export default function RegisterModal() {
  const { t, locale } = useTranslation('common');
  const { data } = useModal<RegisterModalData>('registerModal');
  const user = useSessionUser();
  const auth = useLazyCatalog(locale, 'auth');
  const testimonials = useLazyCatalog(locale, 'testimonials');
  const config = useRuntimeConfig();
  return (
    <ModalDialog
      name="registerModal"
      title={t('register.title')}
      description={t('register.subtitle')}
      className="max-w-5xl"
    >
      {user ? (
        <SignedInPanel email={user.email} data={data} />
      ) : auth && testimonials && config ? (
        <ExtraCatalogs messages={{ auth, testimonials }}>
          <RegisterPanels data={data} googleSignIn={config.googleSignIn} checkout={config.checkout} />
        </ExtraCatalogs>
      ) : (
        <div className="grid h-96 place-items-center text-brand-600">
          <Spinner className="size-8" />
        </div>
      )}
    </ModalDialog>
  );
}
