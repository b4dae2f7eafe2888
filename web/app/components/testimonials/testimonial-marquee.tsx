import { TESTIMONIALS, type Testimonial } from '@findable/core/testimonials';
import type { ReactNode } from 'react';

/** Seconds per testimonial: the spec's carousel advances one slide every 3 s, continuously. */
const SECONDS_PER_SLIDE = 3;

/**
 * The marquee's track: the cards twice (the copy hidden from assistive technology and focus); 1, 2, 3 or 4
 * cards are in view from 0, 640, 768 and 1024 px (container width), 20 px apart. All nine by default, or the
 * ones a page passes in its order (at least five, so four in view never show one twice). Pure, so the
 * landing page can render it at build time. It scrolls inside MarqueeViewport (marquee-viewport.tsx, a module
 * of its own, so the landing page's script loads the viewport without the testimonials).
 */
export function MarqueeTrack({
  card,
  testimonials = TESTIMONIALS,
}: {
  card: (testimonial: Testimonial) => ReactNode;
  testimonials?: readonly Testimonial[];
}) {
  return (
    <ul
      className="testimonial-track flex w-max gap-5"
      style={{ animationDuration: `${testimonials.length * SECONDS_PER_SLIDE}s` }}
    >
      {[...testimonials, ...testimonials].map((testimonial, index) => (
        <li
          key={`${testimonial.id}-${index}`}
          aria-hidden={index >= testimonials.length ? true : undefined}
          inert={index >= testimonials.length ? true : undefined}
          className="w-[calc(100cqw)] shrink-0 select-none sm:w-[calc((100cqw-20px)/2)] md:w-[calc((100cqw-40px)/3)] lg:w-[calc((100cqw-60px)/4)]"
        >
          {card(testimonial)}
        </li>
      ))}
    </ul>
  );
}
