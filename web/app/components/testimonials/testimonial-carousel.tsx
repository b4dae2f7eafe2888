import { TESTIMONIALS } from '@findable/core/testimonials';
import { useRef, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { TestimonialCard } from './testimonial-card.tsx';

/** Seconds per testimonial: the spec's carousel advances one slide every 3 s, continuously. */
const SECONDS_PER_SLIDE = 3;

/**
 * The testimonial carousel as a CSS marquee (design: 'Embla or a CSS marquee'): the track holds the list twice
 * and slides left forever; 1, 2, 3 or 4 cards are in view from 0, 640, 768 and 1024 px (container width),
 * 20 px apart. Visitors can swipe or drag (grab cursor) the strip, which scrolls it without stopping the
 * motion. With reduced motion the track stands still and is simply scrollable. No script runs unless someone
 * drags with a mouse.
 */
export function TestimonialCarousel({ title }: { title?: string }) {
  const { t } = useTranslation('testimonials');
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !viewport.current) return;
    drag.current = { x: event.clientX, scroll: viewport.current.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !viewport.current) return;
    const dx = event.clientX - drag.current.x;
    if (Math.abs(dx) > 4) drag.current.moved = true;
    viewport.current.scrollLeft = drag.current.scroll - dx;
  };
  const endDrag = () => {
    // A drag that ends on a card is not a click on it.
    suppressClick.current = Boolean(drag.current?.moved);
    drag.current = null;
  };

  return (
    <section aria-labelledby="testimonials-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t('eyebrow')} title={<span id="testimonials-title">{title ?? t('title')}</span>} />
      </div>
      <div
        ref={viewport}
        data-testid="testimonial-carousel"
        className="testimonial-viewport mt-12 cursor-grab overflow-x-auto overscroll-x-contain px-4 pb-4 [scrollbar-width:none] active:cursor-grabbing sm:px-6 lg:px-8 [&::-webkit-scrollbar]:hidden"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onClickCapture={(event) => {
          if (suppressClick.current) {
            suppressClick.current = false;
            event.stopPropagation();
            event.preventDefault();
          }
        }}
      >
        <div className="@container">
          <ul
            className="testimonial-track flex w-max gap-5"
            style={{ animationDuration: `${TESTIMONIALS.length * SECONDS_PER_SLIDE}s` }}
          >
            {[...TESTIMONIALS, ...TESTIMONIALS].map((testimonial, index) => (
              <li
                key={`${testimonial.id}-${index}`}
                aria-hidden={index >= TESTIMONIALS.length ? true : undefined}
                inert={index >= TESTIMONIALS.length ? true : undefined}
                className="w-[calc(100cqw)] shrink-0 select-none sm:w-[calc((100cqw-20px)/2)] md:w-[calc((100cqw-40px)/3)] lg:w-[calc((100cqw-60px)/4)]"
              >
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
