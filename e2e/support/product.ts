import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Product {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * For a spec file: starts the real server and Chromium before its tests and stops both after. Read
 * `product.server` and `product.browser` inside tests (they exist once `before` has run).
 */
export function useProduct(env: Record<string, string> = {}): Product {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
  };
}
