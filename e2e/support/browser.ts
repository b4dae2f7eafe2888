import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** Debian's full Chromium: what Lighthouse and the main-thread profiles measure, as a visitor's browser runs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), which the browser tests and the
 * screenshots drive: the same Blink and V8 without the browser's own window and tab strip, which the full
 * Chromium still draws and updates on every navigation when headless. Page for page, the shell took half the
 * time on the tenth session's machine (docs/testing.md). Playwright's own headless default is this shell too.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags Chromium needs as root in this sandbox, without any background network traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The shell hints glyphs to whole pixels unless told not to, which makes text ~2% wider than the full Chromium
 * lays it out (a placeholder 260 px wide instead of 255): without hinting, both measure text alike.
 */
const SHELL_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=none'];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    throw new Error(
      `Chromium's headless shell not found at ${HEADLESS_SHELL_PATH}. Install Debian's package: apt-get install -y chromium-headless-shell (or set HEADLESS_SHELL_PATH).`,
    );
  }
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: SHELL_ARGS });
}

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** A page that records console errors and page errors, so a test can assert there were none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The 404 page is served with status 404 on purpose; Chromium logs that as a failed load.
    if (/\/404$/.test(message.location().url) && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  // A CSP violation that the page's code catches (a feature probe, say) logs nothing, but it is still one.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  waitForHydrationAfterLoads(page);
  return { page, errors };
}

/** Resolves once React has hydrated the page (the app marks `<html data-hydrated>`); at once on other pages. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/**
 * `goto` and `reload` resolve on the load event, but React may still be hydrating then (it yields on a busy
 * machine), and a click on a button that is not yet hydrated is lost. On our pages they also wait for the
 * mark the app sets after hydration; `waitUntil: 'commit'` opts out, for tests that hold the scripts back.
 */
function waitForHydrationAfterLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
}

/** A short description of the focused element (the text it shows), for assertions. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element && element !== document.body ? (element.innerText ?? '').trim().slice(0, 80) : '(body)';
  });
}
