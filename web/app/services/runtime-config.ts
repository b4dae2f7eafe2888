import { useEffect, useState } from 'react';

/** Settings the server hands out at run time (GET /api/site-config): third parties and optional sign-in methods. */
export interface RuntimeConfig {
  /** A Plausible-compatible analytics tag: script URL and the site's domain as the tag knows it. */
  analytics: { scriptUrl: string; domain: string } | null;
  chatWidgetUrl: string | null;
  demoUrl: string | null;
  /** Sign-up with Google is configured on the server; without it the pages show no Google button. */
  googleSignIn: boolean;
  /** Plans can be bought by card (Stripe is configured): upgrade buttons start Checkout; without it they write to sales. */
  checkout: boolean;
}

const EMPTY: RuntimeConfig = {
  analytics: null,
  chatWidgetUrl: null,
  demoUrl: null,
  googleSignIn: false,
  checkout: false,
};
let pending: Promise<RuntimeConfig> | undefined;

/** Fetched once per page load; a failure means 'nothing third-party configured'. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/api/site-config', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<RuntimeConfig>) : EMPTY))
    .catch(() => EMPTY);
  return pending;
}

/** The run-time config once it has arrived (null until then), for parts that must not guess (the Google button). */
export function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let active = true;
    void loadRuntimeConfig().then((loaded) => active && setConfig(loaded));
    return () => {
      active = false;
    };
  }, []);
  return config;
}
