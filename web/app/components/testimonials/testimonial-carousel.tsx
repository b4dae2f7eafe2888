import type { Locale } from '@findable/core/locales';
import type { Translate } from '@findable/core/locales/translate';
import type { Testimonial } from '@findable/core/testimonials';
import { useTranslation } from '../../i18n/i18n.tsx';
import { useStaticActions } from '../static/static-html.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MarqueeViewport } from './marquee-viewport.tsx';
import { TestimonialCard } from './testimonial-card.tsx';
import { MarqueeTrack } from './testimonial-marquee.tsx';

/** The carousel's heading (its title gets id `testimonials-title`); pure, like the track. */
export function TestimonialsHeading({ t, title }: { t: Translate; title?: string | undefined }) {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <SectionHeading
        eyebrow={t('testimonials:eyebrow')}
        title={<span id="testimonials-title">{title ?? t('testimonials:title')}</span>}
      />
    </div>
  );
}

/** The marquee's track of cards: all nine, or the ones a page passes in its order. Pure: the landing page renders it at build time. */
export function TestimonialTrack({
  t,
  locale,
  testimonials,
}: {
  t: Translate;
  locale: Locale;
  testimonials?: readonly Testimonial[] | undefined;
}) {
  return (
    <MarqueeTrack
      card={(testimonial) => <TestimonialCard testimonial={testimonial} t={t} locale={locale} />}
      {...(testimonials ? { testimonials } : {})}
    />
  );
}

/**
 * The testimonials section of the product, vertical and badge pages, rendered in React from the same heading and
 * track as the landing page's build-time HTML; the cards' clicks go through the same delegated handler.
 */
export function TestimonialCarousel({
  title,
  testimonials,
}: {
  title?: string;
  testimonials?: readonly Testimonial[];
}) {
  const { t, locale } = useTranslation('testimonials');
  const onClick = useStaticActions();
  return (
    <section aria-labelledby="testimonials-title" className="py-20">
      <TestimonialsHeading t={t} title={title} />
      <MarqueeViewport onClick={onClick}>
        <TestimonialTrack t={t} locale={locale} testimonials={testimonials} />
      </MarqueeViewport>
    </section>
  );
}
