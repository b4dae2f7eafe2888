import { getConsent } from './consent.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

/** Events the product records (spec §4 'Register', §7 badge download). */
export type AnalyticsEvent = 'Register' | 'Badge download';
type Props = Record<string, string | number | boolean>;

type Plausible = ((event: string, options?: { props?: Props }) => void) & { q?: unknown[] };
declare global {
  interface Window {
    plausible?: Plausible;
  }
}

const MAX_QUEUED = 50;
let queue: Array<[AnalyticsEvent, Props | undefined]> = [];
let started = false;

/**
 * Records an event. Until the visitor consents and a tag is configured, events wait in a small queue; they
 * are forwarded once the tag is loaded and dropped if the visitor rejects.
 */
export function track(event: AnalyticsEvent, props?: Props): void {
  if (started && window.plausible) {
    window.plausible(event, props ? { props } : undefined);
    return;
  }
  if (queue.length < MAX_QUEUED) queue.push([event, props]);
}

/** Loads the configured tag when the visitor has consented; call again after consent changes. */
export async function startAnalytics(): Promise<void> {
  if (started) return;
  const consent = getConsent();
  if (consent === 'denied') queue = [];
  if (consent !== 'granted') return;
  const { analytics } = await loadRuntimeConfig();
  if (!analytics || started) return;
  started = true;
  window.plausible ??= Object.assign(
    (...args: unknown[]) => {
      (window.plausible!.q ??= []).push(args);
    },
    { q: [] as unknown[] },
  );
  const script = document.createElement('script');
  script.defer = true;
  script.src = analytics.scriptUrl;
  script.dataset.domain = analytics.domain;
  document.head.append(script);
  for (const [event, props] of queue) window.plausible(event, props ? { props } : undefined);
  queue = [];
}
