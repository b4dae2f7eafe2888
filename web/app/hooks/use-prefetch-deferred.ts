import { useEffect, type RefObject } from 'react';
import { prefetchDeferred } from '../components/static/static-tabs.ts';

/**
 * Fetches the parts of hidden tab panels that the build moved to files of their own (static-tabs.ts) once the
 * element comes near the screen, so a click or a tap on a tab shows its panel whole at once.
 */
export function usePrefetchDeferred(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        prefetchDeferred(element);
        observer.disconnect();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
