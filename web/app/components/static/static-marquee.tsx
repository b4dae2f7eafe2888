import { useRef, type PointerEvent } from 'react';
import { useStaticActions } from './static-html.tsx';

/**
 * The testimonial marquee of build-time HTML (the same CSS marquee as TestimonialCarousel: the track slides
 * for ever, reduced motion stops it). Dragging with a mouse scrolls the strip without stopping the motion;
 * touch scrolls natively. A drag that ends on a card is not a click on it.
 */
export function StaticMarquee({ track }: { track: string | undefined }) {
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const onClick = useStaticActions();

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
      onClick={(event) => {
        if (suppressClick.current) {
          suppressClick.current = false;
          event.preventDefault();
          return;
        }
        onClick(event);
      }}
    >
      <div className="@container" dangerouslySetInnerHTML={{ __html: track ?? '' }} />
    </div>
  );
}
