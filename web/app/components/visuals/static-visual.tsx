import { clsx } from 'clsx';
import { useStaticMarkup } from '../static/static-markup.ts';
import type { RenderedVisuals, VisualId } from './visual-ids.ts';

/**
 * A drawn visual rendered at build time (see render.server.tsx): its HTML comes with the page's loader data
 * (useStaticMarkup), so the browser's JavaScript holds none of the drawing.
 */
export function StaticVisual({
  visuals,
  id,
  className,
}: {
  visuals: RenderedVisuals | undefined;
  id: VisualId;
  className?: string;
}) {
  const markup = useStaticMarkup(visuals?.[id]);
  return <div className={clsx('min-w-0', className)} {...markup} />;
}
