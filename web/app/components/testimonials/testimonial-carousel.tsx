import type { Testimonial } from '@findable/core/testimonials';
import { useTranslation } from '../../i18n/i18n.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { TestimonialCard } from './testimonial-card.tsx';
import { MarqueeViewport } from './marquee-viewport.tsx';
import { MarqueeTrack } from './testimonial-marquee.tsx';

/**
 * The testimonials section of the product, vertical and badge pages: heading and marquee of cards, all nine
 * or the ones a page passes in its order (a vertical page: the most relevant first).
 */
export function TestimonialCarousel({ title, testimonials }: { title?: string; testimonials?: readonly Testimonial[] }) {
  const { t } = useTranslation('testimonials');
  return (
    <section aria-labelledby="testimonials-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t('eyebrow')} title={<span id="testimonials-title">{title ?? t('title')}</span>} />
      </div>
      <MarqueeViewport>
        <MarqueeTrack card={(testimonial) => <TestimonialCard testimonial={testimonial} />} {...(testimonials ? { testimonials } : {})} />
      </MarqueeViewport>
    </section>
  );
}
