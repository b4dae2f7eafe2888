import { lazy, Suspense, useEffect, useId, type ComponentType } from 'react';

/**
 * Deferred hydration: a part of the page whose code is not in the page's initial JavaScript. The prerendered
 * HTML shows it from the first paint like everything else (the build waits for it: entry.server.tsx); in the
 * browser its chunk is requested while React hydrates the rest, and React hydrates the part when the chunk has
 * arrived (a Suspense boundary keeps the server markup meanwhile). Meant for what a visitor does not touch in
 * the first moment: the footer, the desktop menus, the sections below the fold.
 *
 * The document is marked hydrated (`<html data-hydrated>`, what browser tests and monitoring wait for) only
 * once the root and every deferred part on the page have hydrated, so a click after the mark is never lost.
 * A part whose code cannot load (offline, or a deploy in between) is left out; the rest of the page stands.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Missing as ComponentType<P> }),
    ),
  );
  function Deferred(props: P) {
    const id = useId();
    useEffect(() => {
      if (!settled.has(id)) waiting.add(id);
      return () => {
        waiting.delete(id);
        settled.delete(id);
        markWhenAllHydrated();
      };
    }, [id]);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Settled id={id} />
      </Suspense>
    );
  }
  return Deferred;
}

const Missing: ComponentType = () => null;

const waiting = new Set<string>();
const settled = new Set<string>();
let rootHydrated = false;

function markWhenAllHydrated() {
  if (rootHydrated && waiting.size === 0) document.documentElement.dataset.hydrated = '';
}

/** Rendered next to a deferred part, inside its boundary: its effect runs when the part has hydrated. */
function Settled({ id }: { id: string }) {
  useEffect(() => {
    settled.add(id);
    waiting.delete(id);
    markWhenAllHydrated();
  }, [id]);
  return null;
}

/**
 * Marks the document once React has hydrated it, deferred parts included (`<html data-hydrated>`): until then a
 * click on a prerendered button does nothing, so browser tests and monitoring wait for this mark, not a guess.
 */
export function useHydrationMark() {
  useEffect(() => {
    rootHydrated = true;
    markWhenAllHydrated();
  }, []);
}
