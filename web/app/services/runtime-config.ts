/** Third-party settings the server hands out at run time (GET /api/site-config). */
export interface RuntimeConfig {
  /** A Plausible-compatible analytics tag: script URL and the site's domain as the tag knows it. */
  analytics: { scriptUrl: string; domain: string } | null;
  chatWidgetUrl: string | null;
  demoUrl: string | null;
}

const EMPTY: RuntimeConfig = { analytics: null, chatWidgetUrl: null, demoUrl: null };
let pending: Promise<RuntimeConfig> | undefined;

/** Fetched once per page load; a failure means 'nothing third-party configured'. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/api/site-config', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<RuntimeConfig>) : EMPTY))
    .catch(() => EMPTY);
  return pending;
}
