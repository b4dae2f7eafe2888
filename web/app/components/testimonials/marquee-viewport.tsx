import { useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';

/**
 * The testimonial carousel as a CSS marquee (design: 'Embla or a CSS marquee'): the track slides left for
 * ever; with reduced motion it stands still and is simply scrollable. Visitors can swipe, or drag with a
 * mouse (grab cursor), which scrolls the strip without stopping the motion. A drag that ends on a card is not
 * a click on it. No script runs unless someone drags with a mouse.
 */
export function MarqueeViewport({
  children,
  onClick,
}: {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
}) {
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
