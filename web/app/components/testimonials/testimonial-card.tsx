import type { Locale } from '@findable/core/locales';
import { formatChange } from '@findable/core/locales/format';
import type { Translate } from '@findable/core/locales/translate';
import { nameOf, type Testimonial } from '@findable/core/testimonials';
import { Quote } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { registerAttrs } from '../static/static-actions.ts';
import { Avatar } from './avatar.tsx';

/**
 * The pieces of a testimonial card are pure (translator and locale as props) because the landing page renders
 * them at build time into static HTML, and the other pages render them in React.
 */

/** The headline figure of a testimonial in the locale: '+3,600', '+87 %', 'Top 5'. */
export function uspText(t: Translate, locale: Locale, usp: NonNullable<Testimonial['usp']>): string {
  if (usp.kind === 'top') return t('testimonials:top', { rank: String(usp.value) });
  return formatChange(locale, usp.value, usp.kind === 'percent' ? 'percent' : 'number');
}

/**
 * The card's frame: 500 px tall (spec §9), a button that opens the registration dialog. It is a size
 * container, so narrow cards (three or four in a row on tablets and small laptops) set the text a step
 * smaller and the longest German and Hungarian quotes still fit.
 */
export const TESTIMONIAL_CARD_CLASS =
  'group @container/card relative flex h-[500px] w-full flex-col rounded-card bg-white p-6 text-left shadow-card ring-1 ring-ink-900/5 transition-shadow hover:shadow-float';

/** Avatar, name (as the page's language writes it), business and city; `onDark` for a dark background. */
export function TestimonialAuthor({
  testimonial,
  locale,
  size,
  onDark = false,
}: {
  testimonial: Testimonial;
  locale: Locale;
  size?: number;
  onDark?: boolean;
}) {
  const name = nameOf(testimonial, locale);
  return (
    <>
      <Avatar name={name} hue={testimonial.hue} size={size} />
      <span>
        <span className={onDark ? 'block font-semibold' : 'block font-semibold text-ink-950'}>{name}</span>
        <span className={onDark ? 'block text-sm text-ink-300' : 'block text-sm text-ink-600'}>
          {testimonial.business} · {testimonial.city}
        </span>
      </span>
    </>
  );
}

/** The inside of a carousel card: phrasing content only, as it sits in a button. */
export function TestimonialCardContent({
  testimonial,
  t,
  locale,
}: {
  testimonial: Testimonial;
  t: Translate;
  locale: Locale;
}) {
  return (
    <>
      {testimonial.usp ? (
        <span className="block rounded-2xl bg-gradient-to-br from-brand-50 to-accent-100/60 p-4 @min-[17rem]/card:p-5">
          <span className="block text-3xl font-extrabold tracking-tight text-brand-700 @min-[17rem]/card:text-4xl">
            {uspText(t, locale, testimonial.usp)}
          </span>
          <span className="mt-1 block text-sm font-medium text-ink-700">{t(`testimonials:${testimonial.id}.sup`)}</span>
        </span>
      ) : (
        <Icon node={Quote} aria-hidden className="size-9 text-brand-300" />
      )}
      <span className="mt-4 block flex-1 text-base leading-normal text-pretty text-ink-800 @min-[17rem]/card:mt-6 @min-[17rem]/card:text-lg @min-[17rem]/card:leading-relaxed">
        <q>{t(`testimonials:${testimonial.id}.quote`)}</q>
      </span>
      <span className="mt-4 flex items-center gap-3 border-t border-ink-100 pt-4 @min-[17rem]/card:mt-6 @min-[17rem]/card:pt-5">
        <TestimonialAuthor testimonial={testimonial} locale={locale} />
      </span>
      <span className="sr-only">{t('testimonials:openLabel', { name: nameOf(testimonial, locale) })}</span>
    </>
  );
}

/**
 * One testimonial as a button-card: a click opens the registration dialog with it in the side panel. Pure: the
 * click goes through the data attributes and StaticHtml's delegated handler (`useStaticActions`), so the card is
 * the same in the landing page's build-time HTML and in a React-rendered carousel.
 */
export function TestimonialCard({
  testimonial,
  t,
  locale,
}: {
  testimonial: Testimonial;
  t: Translate;
  locale: Locale;
}) {
  return (
    <button type="button" {...registerAttrs(testimonial.id)} className={TESTIMONIAL_CARD_CLASS}>
      <TestimonialCardContent testimonial={testimonial} t={t} locale={locale} />
    </button>
  );
}
