import { MarqueeViewport } from '../testimonials/marquee-viewport.tsx';
import { useStaticActions } from './static-html.tsx';
import { useStaticMarkup } from './static-markup.ts';

/** The testimonial marquee around the track of build-time HTML; its cards' clicks go to StaticHtml's handler. */
export function StaticMarquee({ track }: { track: string | undefined }) {
  const onClick = useStaticActions();
  const markup = useStaticMarkup(track);
  return (
    <MarqueeViewport onClick={onClick}>
      <div className="contents" {...markup} />
    </MarqueeViewport>
  );
}
