/**
 * npm run screenshots [-- path …]: starts the built server and writes PNGs of pages at 375 px and 1440 px in
 * every locale to ./screenshots, so anyone can look at the whole site in a minute. The pseudo-path
 * `register-dialog` (included by default) is the registration dialog opened on the landing page, shot as the
 * visitor's screen (not the full page), since what matters there is what fits without scrolling. The application's pages are taken signed in (a user
 * with a demo café), so the report page shows its free report.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser.ts';
import { repoRoot, startServer } from '../support/server.ts';
import { pagesToCheck } from '../support/pages.ts';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';

const DIALOG = 'register-dialog';
const outDir = path.join(repoRoot, 'screenshots');
mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
const inner = only.length ? only : [...pagesToCheck(), DIALOG];

const server = await startServer();
const browser = await launchBrowser();
// The application's report page needs a signed-in user: one with a demo café, as after signing up from the search.
const accessToken = await signUpByApi(server.url, {
  email: 'screenshots@example.com',
  business: await findBusiness(server.url, 'cafe'),
});
try {
  for (const [name, viewport] of [
    ['375', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    await signInContext(context, accessToken);
    const page = await context.newPage();
    for (const locale of LOCALES) {
      for (const pathInLocale of inner) {
        const file = path.join(outDir, `${locale}_${pathInLocale.replace(/\W+/g, '-') || 'landing'}_${name}.png`);
        if (pathInLocale === DIALOG) {
          await page.goto(`${server.url}/${locale}`, { waitUntil: 'networkidle' });
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
          await page.getByRole('button', { name: CATALOGS[locale].search.getReport }).first().click();
          await page.locator('[data-modal="registerModal"] form').waitFor();
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: file });
        } else {
          await page.goto(`${server.url}/${locale}${pathInLocale ? `/${pathInLocale}` : ''}`, {
            waitUntil: 'networkidle',
          });
          await page.screenshot({ path: file, fullPage: true });
        }
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
