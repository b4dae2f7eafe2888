/**
 * npm run screenshots:report: starts the built server and writes PNGs of the report page's states at 375 px and
 * 1440 px in every locale to ./screenshots/report: the free report, a locked second business, a business not
 * on the map, and the full audit's sections (an account given Pro by `npm run account:plan`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@findable/core/locales';
import { paths } from '@findable/core/routes';
import type { Page } from 'playwright-core';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser.ts';
import { repoRoot, startServer } from '../support/server.ts';

const outDir = path.join(repoRoot, 'screenshots/report');
mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
const SEARCH: Record<Locale, string> = { 'en-US': 'dental', 'de-DE': 'Zahnarztpraxis', 'hu-HU': 'fogorvosi' };

async function authed(token: string, method: string, url: string, body: unknown) {
  const xsrf =
    /XSRF-TOKEN=([^;]+)/.exec((await fetch(`${server.url}/api/xsrf-token`)).headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<{ id: string }>;
}

const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });

try {
  for (const locale of LOCALES) {
    const business = await findBusiness(server.url, SEARCH[locale]);
    const stamp = `${locale}.${Date.now()}`;
    const free = await signUpByApi(server.url, { email: `free.${stamp}@example.com`, locale, business });
    const other = await findBusiness(
      server.url,
      locale === 'en-US' ? 'lawyer' : locale === 'de-DE' ? 'Kanzlei' : 'ügyvéd',
    );
    const second = await authed(free, 'POST', '/api/projects', { name: other.name, place_id: other.place_id });
    const typed = await signUpByApi(server.url, { email: `typed.${stamp}@example.com`, locale });
    const notFound = await authed(typed, 'POST', '/api/projects', {
      name: 'Mario’s Pizza Corner',
      city: locale === 'hu-HU' ? 'Budapest' : locale === 'de-DE' ? 'Berlin' : 'Chicago',
      category: 'restaurants',
    });
    const pro = await signUpByApi(server.url, { email: `pro.${stamp}@example.com`, locale, business });
    execFileSync(
      process.execPath,
      [path.join(repoRoot, 'server/scripts/account-plan.ts'), `pro.${stamp}@example.com`, 'pro', '1'],
      {
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
      },
    );
    for (const [width, viewport] of [
      ['375', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      const open = async (token: string, query = '') => {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
        await signInContext(context, token);
        const page = await context.newPage();
        await page.goto(`${server.url}${paths.page('authReport', locale)}${query}`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        return { page, context };
      };
      let { page, context } = await open(free);
      await page.getByTestId('report-facts').waitFor();
      await shoot(page, `${locale}_free_${width}`);
      await context.close();
      ({ page, context } = await open(free, `?project=${second.id}`));
      await page.getByTestId('report-locked-project').waitFor();
      await shoot(page, `${locale}_second-business_${width}`);
      await context.close();
      ({ page, context } = await open(typed, `?project=${notFound.id}`));
      await page.getByTestId('report-not-listed').waitFor();
      await shoot(page, `${locale}_not-found_${width}`);
      await context.close();
      ({ page, context } = await open(pro));
      await page.getByTestId('report-facts').waitFor();
      await shoot(page, `${locale}_full-overview_${width}`);
      for (const section of ['rankings', 'competitors', 'reviews', 'fixes']) {
        await page.getByTestId(`report-tab-${section}`).click();
        await shoot(page, `${locale}_full-${section}_${width}`);
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${path.relative(process.cwd(), outDir)}`);
} finally {
  await browser.close();
  await server.stop();
}
