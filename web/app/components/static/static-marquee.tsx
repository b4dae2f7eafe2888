import { MarqueeViewport } from '../testimonials/marquee-viewport.tsx';
import { useStaticActions } from './static-html.tsx';

/** The testimonial marquee around the track of build-time HTML; its cards' clicks go to StaticHtml's handler. */
export function StaticMarquee({ track }: { track: string | undefined }) {
  const onClick = useStaticActions();
  return (
    <MarqueeViewport onClick={onClick}>
      <div className="contents" dangerouslySetInnerHTML={{ __html: track ?? '' }} />
    </MarqueeViewport>
  );
}
