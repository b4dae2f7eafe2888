import { TESTIMONIALS, type Testimonial } from '@findable/core/testimonials';
import { useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';

/** Seconds per testimonial: the spec's carousel advances one slide every 3 s, continuously. */
const SECONDS_PER_SLIDE = 3;

/**
 * The marquee's track: the cards twice (the copy hidden from assistive technology and focus); 1, 2, 3 or 4
 * cards are in view from 0, 640, 768 and 1024 px (container width), 20 px apart. All nine by default, or the
 * ones a page passes in its order (at least five, so four in view never show one twice). Pure, so the
 * landing page can render it at build time.
 */
export function MarqueeTrack({
  card,
  testimonials = TESTIMONIALS,
}: {
  card: (testimonial: Testimonial) => ReactNode;
  testimonials?: readonly Testimonial[];
}) {
  return (
    <ul className="testimonial-track flex w-max gap-5" style={{ animationDuration: `${testimonials.length * SECONDS_PER_SLIDE}s` }}>
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

/**
 * The testimonial carousel as a CSS marquee (design: 'Embla or a CSS marquee'): the track slides left for
 * ever; with reduced motion it stands still and is simply scrollable. Visitors can swipe, or drag with a
 * mouse (grab cursor), which scrolls the strip without stopping the motion. A drag that ends on a card is not
 * a click on it. No script runs unless someone drags with a mouse.
 */
export function MarqueeViewport({ children, onClick }: { children: ReactNode; onClick?: (event: MouseEvent<HTMLDivElement>) => void }) {
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
    suppressClick.current = Boolean(drag.current?.moved);
    drag.current = null;
  };

  return (
    <div
      ref={viewport}
      data-testid="testimonial-carousel"
      className="testimonial-viewport mt-12 cursor-grab overflow-x-auto overscroll-x-contain px-4 pb-4 [scrollbar-width:none] active:cursor-grabbing sm:px-6 lg:px-8 [&::-webkit-scrollbar]:hidden"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerLeave={endDrag}
      onClickCapture={(event) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.stopPropagation();
        event.preventDefault();
      }}
      onClick={onClick}
    >
      <div className="@container">{children}</div>
    </div>
  );
}
