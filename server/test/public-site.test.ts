import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app.ts';
import { loadConfig, startupWarnings } from '../src/config.ts';
import { preparePublicBuild, readSiteManifest } from '../src/site/public-build.ts';
import { buildTestApp, TestClient, waitForMail, type TestApp } from './helper.ts';

describe('public site: locale spelling', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite');
  });
  after(() => t.close());

  it('redirects a locale segment in another case to the canonical spelling, for good, keeping path and query', async () => {
    for (const [url, location] of [
      ['/en-us/pricing', '/en-US/pricing'],
      ['/EN-US/pricing?x=1', '/en-US/pricing?x=1'],
      ['/de-de', '/de-DE'],
      ['/hu-hu/local-seo-for-cafes', '/hu-HU/local-seo-for-cafes'],
    ] as const) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 301, url);
      assert.equal(response.headers.location, location);
      const target = await t.app.inject({ url: location });
      assert.equal(target.statusCode, 200, location);
    }
  });

  it('still sends an unknown page inside a respelled locale to that locale’s 404 page', async () => {
    const first = await t.app.inject({ url: '/en-us/no-such-page' });
    assert.equal(first.headers.location, '/en-US/no-such-page');
    const second = await t.app.inject({ url: first.headers.location });
    assert.equal(second.headers.location, '/en-US/404');
  });
});

/** An operator with characters that each context escapes differently (&, ', ß, quotes). */
const OPERATOR_ENV = {
  OPERATOR_LEGAL_NAME: `O'Brien & Partner GmbH`,
  OPERATOR_STREET: 'Musterstraße 1',
  OPERATOR_POSTAL_CODE: '10115',
  OPERATOR_CITY: 'Berlin',
  OPERATOR_COUNTRY: 'de',
  OPERATOR_REGISTRATION_NUMBER: 'HRB 123456 B',
  OPERATOR_VAT_NUMBER: 'DE123456789',
  OPERATOR_LEGAL_EMAIL: 'recht@obrien.test',
  OPERATOR_SUPPORT_EMAIL: 'hilfe@obrien.test',
  OPERATOR_SALES_EMAIL: 'vertrieb@obrien.test',
  OPERATOR_JOBS_EMAIL: 'karriere@obrien.test',
  OPERATOR_LINKEDIN_URL: 'https://www.linkedin.com/company/obrien-partner',
  OPERATOR_FACEBOOK_URL: 'https://www.facebook.com/obrien.partner',
  OPERATOR_INSTAGRAM_URL: 'https://www.instagram.com/obrien.partner',
  OPERATOR_YOUTUBE_URL: 'https://www.youtube.com/@obrienpartner',
};
const SAMPLE_TEXTS = [
  'localhost:3000',
  'Findable Kft.',
  'findable.example',
  'Andrássy út 12',
  '01-09-123456',
  'HU12345678',
  'linkedin.com/company/findable',
];

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('public site: origin and operator applied at run time', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', { SITE_URL: 'https://www.visibility.test', ...OPERATOR_ENV });
  });
  after(() => t.close());

  it('names the configured origin in canonical, hreflang, Open Graph, share image and structured data', async () => {
    const html = (await t.app.inject({ url: '/de-DE/pricing' })).body;
    assert.match(html, /<link rel="canonical" href="https:\/\/www\.visibility\.test\/de-DE\/pricing"\/>/);
    assert.match(
      html,
      /<link rel="alternate" hrefLang="hu-HU" href="https:\/\/www\.visibility\.test\/hu-HU\/pricing"\/>/,
    );
    assert.match(html, /<link rel="alternate" hrefLang="x-default" href="https:\/\/www\.visibility\.test\/pricing"\/>/);
    assert.match(html, /<meta property="og:url" content="https:\/\/www\.visibility\.test\/de-DE\/pricing"\/>/);
    assert.match(
      html,
      /<meta property="og:image" content="https:\/\/www\.visibility\.test\/og\/de-DE\/pricing\.png"\/>/,
    );
    const offers = jsonLd(html).filter((block) => block['@type'] === 'Product');
    assert.equal(offers.length, 2);
    assert.match(
      String((offers[0]!.offers as { offers: Array<{ url: string }> }).offers[0]!.url),
      /^https:\/\/www\.visibility\.test\/de-DE\/pricing$/,
    );
    for (const sample of SAMPLE_TEXTS) assert.ok(!html.includes(sample), `the page still contains ${sample}`);
  });

  it('names the configured operator in the legal texts, footer and Organization data, escaped for each place', async () => {
    const legal = (await t.app.inject({ url: '/en-US/legal' })).body;
    assert.match(
      legal,
      /provided by O&#x27;Brien &amp; Partner GmbH, registered seat: Musterstraße 1, 10115 Berlin, Germany; company registration number: HRB 123456 B; EU VAT number: DE123456789/,
    );
    assert.match(legal, /href="mailto:recht@obrien\.test"/);
    assert.match(legal, /href="https:\/\/www\.facebook\.com\/obrien\.partner"/);
    const german = (await t.app.inject({ url: '/de-DE/legal' })).body;
    assert.match(german, /Musterstraße 1, 10115 Berlin[;,]/, 'no country name for a German operator on a German page');
    const hungarian = (await t.app.inject({ url: '/hu-HU/legal' })).body;
    assert.match(hungarian, /Musterstraße 1, 10115 Berlin, Németország/);
    const landing = (await t.app.inject({ url: '/en-US' })).body;
    const organization = jsonLd(landing).find((block) => block['@type'] === 'Organization')!;
    assert.equal(organization.legalName, `O'Brien & Partner GmbH`);
    assert.deepEqual(organization.address, {
      '@type': 'PostalAddress',
      streetAddress: 'Musterstraße 1',
      postalCode: '10115',
      addressLocality: 'Berlin',
      addressCountry: 'DE',
    });
    assert.equal(organization.vatID, 'DE123456789');
    assert.ok((organization.sameAs as string[]).includes('https://www.youtube.com/@obrienpartner'));
    for (const page of [legal, german, hungarian, landing]) {
      for (const sample of SAMPLE_TEXTS) assert.ok(!page.includes(sample), `a page still contains ${sample}`);
    }
  });

  it('rewrites the loader data the browser navigates with, and keeps every inline script allowed by the CSP', async () => {
    const data = (await t.app.inject({ url: '/en-US/legal.data' })).body;
    assert.ok(data.includes(`O'Brien & Partner GmbH`), 'the site facts carry the plain name');
    assert.ok(data.includes('O&#x27;Brien &amp; Partner GmbH'), 'the rendered legal HTML carries the escaped name');
    for (const sample of SAMPLE_TEXTS) assert.ok(!data.includes(sample), `the .data file still contains ${sample}`);
    const response = await t.app.inject({ url: '/en-US/legal' });
    const csp = String(response.headers['content-security-policy']);
    const inline = [
      ...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    assert.ok(inline.length > 0);
    for (const [, body] of inline)
      assert.ok(
        csp.includes(
          `'sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}'`,
        ),
      );
  });

  it('serves the rewritten pages precompressed', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': encoding } });
      assert.equal(response.headers['content-encoding'], encoding);
      const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      assert.match(body, /https:\/\/www\.visibility\.test\/en-US/);
      assert.ok(!body.includes('localhost:3000'));
    }
  });

  it('names the configured origin in sitemap.xml and robots.txt', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    assert.match(sitemap, /<loc>https:\/\/www\.visibility\.test\/hu-HU\/pricing<\/loc>/);
    assert.ok(!sitemap.includes('localhost'));
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    assert.match(robots, /^Sitemap: https:\/\/www\.visibility\.test\/sitemap\.xml$/m);
  });

  it('rewrites once: a second start with the same build and configuration reuses the files', async () => {
    const dir = path.join(t.dataDir, 'public-build');
    const [key] = readdirSync(dir);
    const before = statSync(path.join(dir, key!, 'en-US', 'index.html')).mtimeMs;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      SITE_URL: 'https://www.visibility.test',
      ...OPERATOR_ENV,
    });
    const again = await buildApp(config, { logger: false });
    try {
      assert.deepEqual(readdirSync(dir), [key]);
      assert.equal(statSync(path.join(dir, key!, 'en-US', 'index.html')).mtimeMs, before);
      assert.match((await again.inject({ url: '/en-US' })).body, /https:\/\/www\.visibility\.test\/en-US/);
    } finally {
      await again.close();
    }
  });

  it('recompresses the rewritten pages with the best brotli quality in the background, and stops when told', async () => {
    const dir = path.join(t.dataDir, 'public-build', readdirSync(path.join(t.dataDir, 'public-build'))[0]!);
    const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('index.html'))
      .map((name) => path.join(dir, name));
    const fast = new Map(pages.map((file) => [file, readFileSync(`${file}.br`).length]));
    const site = await preparePublicBuild({
      webBuildDir: loadConfig({}).webBuildDir,
      manifest: readSiteManifest(loadConfig({}).webBuildDir),
      live: { origin: 'https://www.visibility.test', operator: loadConfig(OPERATOR_ENV).operator },
      dataDir: t.dataDir,
    });
    const stop = new AbortController();
    const running = site.optimize(stop.signal);
    // Wait until the first page is done, then stop.
    const done = () => pages.find((file) => readFileSync(`${file}.br`).length !== fast.get(file));
    for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    stop.abort();
    await running;
    const file = done();
    assert.ok(file, 'a page was recompressed');
    const best = readFileSync(`${file}.br`);
    assert.ok(
      best.length < fast.get(file)!,
      `quality 11 (${best.length} B) is smaller than the start's (${fast.get(file)} B)`,
    );
    assert.equal(brotliDecompressSync(best).toString(), readFileSync(file, 'utf8'));
    assert.equal(existsSync(path.join(dir, '.brotli-optimized')), false, 'stopped before the end');
  });

  it('sends e-mails whose footer names the configured site and operator', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      terms: true,
      termsPrivacy: true,
      generalDisclaimer: true,
    });
    assert.equal(response.statusCode, 201, response.body);
    const mail = await waitForMail(t, /Lovelace|Ada/);
    assert.match(
      mail,
      /your address was used on www\.visibility\.test\. O'Brien & Partner GmbH, Musterstra(ß|=C3=9F)e 1, 10115 Berlin, Germany\./,
    );
  });
});

describe('public site: share images and search engines', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite');
  });
  after(() => t.close());

  const pagePaths = () => readSiteManifest(loadConfig({}).webBuildDir).pages;

  it('gives every page a 1200×630 PNG share image of its own, with its size and alt text', async () => {
    const images = new Set<string>();
    for (const page of pagePaths().filter((p) => !p.path.includes('/auth/'))) {
      const html = (await t.app.inject({ url: page.path })).body;
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta('og:image');
      assert.ok(image, `${page.path} has og:image`);
      assert.equal(meta('twitter:image'), image);
      assert.equal(meta('twitter:card'), 'summary_large_image');
      assert.equal(meta('og:image:width'), '1200');
      assert.equal(meta('og:image:height'), '630');
      assert.ok((meta('og:image:alt') ?? '').length > 5, `${page.path} has an image alt text`);
      const locale = page.path.split('/')[1]!;
      assert.ok(
        image.startsWith(`http://localhost:3000/og/${locale}/`),
        `${page.path}: ${image} is the page's own, in its language`,
      );
      images.add(image);
    }
    for (const image of images) {
      const response = await t.app.inject({ url: new URL(image).pathname });
      assert.equal(response.statusCode, 200, image);
      assert.equal(response.headers['content-type'], 'image/png');
      assert.equal(response.headers['cache-control'], 'public, max-age=86400');
      const png = response.rawPayload;
      assert.equal(png.readUInt32BE(16), 1200, `${image} width`);
      assert.equal(png.readUInt32BE(20), 630, `${image} height`);
    }
    // One per canonical page and locale: aliases share their page's image.
    assert.equal(images.size, 25 * 3);
  });

  it('keeps every page title within 60 characters and every description within 160, in every language', async () => {
    const decode = (text: string) =>
      text
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const over: string[] = [];
    for (const page of pagePaths()) {
      const html = (await t.app.inject({ url: page.path })).body;
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
      assert.ok(title.length > 0, `${page.path} has a title`);
      if ([...title].length > 60) over.push(`${page.path} title ${[...title].length}: ${title}`);
      if ([...description].length > 160)
        over.push(`${page.path} description ${[...description].length}: ${description}`);
    }
    assert.deepEqual(over, []);
  });

  it('leaves unlock-badge out of the sitemap, marks it noindex and gives it its own title and a heading', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    assert.ok(!sitemap.includes('unlock-badge'));
    assert.match(sitemap, /<loc>http:\/\/localhost:3000\/en-US\/badges<\/loc>/);
    const badges = (await t.app.inject({ url: '/en-US/badges' })).body;
    for (const locale of ['en-US', 'de-DE', 'hu-HU']) {
      const html = (await t.app.inject({ url: `/${locale}/unlock-badge` })).body;
      assert.match(html, /<meta name="robots" content="noindex"\/>/);
      assert.match(html, /<h1[^>]*>[^<]+<\/h1>/);
      const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
      const description = /<meta name="description" content="([^"]+)"/.exec(html)![1]!;
      const other = (await t.app.inject({ url: `/${locale}/badges` })).body;
      assert.notEqual(title, /<title>([^<]+)<\/title>/.exec(other)![1]);
      assert.notEqual(description, /<meta name="description" content="([^"]+)"/.exec(other)![1], 'its own description');
      assert.doesNotMatch(html, /BreadcrumbList/);
    }
    assert.doesNotMatch(badges, /content="noindex"/);
  });
});

describe('public site: the build as it is', () => {
  it('serves the build untouched when origin and operator are the build’s', async () => {
    const t = await buildTestApp('sqlite');
    try {
      assert.match(
        (await t.app.inject({ url: '/en-US' })).body,
        /<link rel="canonical" href="http:\/\/localhost:3000\/en-US"\/>/,
      );
      assert.equal(existsSync(path.join(t.dataDir, 'public-build')), false);
    } finally {
      await t.close();
    }
  });
});

describe('configuration of the public site', () => {
  it('refuses a SITE_URL with a path and a country that is none', () => {
    assert.throws(() => loadConfig({ SITE_URL: 'https://example.com/shop' }), /SITE_URL: must be an origin/);
    assert.throws(() => loadConfig({ OPERATOR_COUNTRY: 'XX' }), /OPERATOR_COUNTRY/);
    assert.throws(
      () => loadConfig({ OPERATOR_SUPPORT_EMAIL: 'nope' }),
      /OPERATOR_SUPPORT_EMAIL: must be an e-mail address/,
    );
  });

  it('warns at a production start about every sample value still in use, and only then', () => {
    const warnings = startupWarnings(loadConfig({ NODE_ENV: 'production' }));
    for (const variable of [...Object.keys(OPERATOR_ENV), 'MAIL_FROM', 'SITE_URL']) {
      assert.ok(
        warnings.some((warning) => warning.startsWith(`${variable} is not set`)),
        variable,
      );
    }
    assert.equal(warnings.length, Object.keys(OPERATOR_ENV).length + 2);
    const configured = loadConfig({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.visibility.test',
      MAIL_FROM: 'O’Brien <hello@obrien.test>',
      ...OPERATOR_ENV,
    });
    assert.deepEqual(startupWarnings(configured), []);
    assert.deepEqual(startupWarnings(loadConfig({ NODE_ENV: 'test' })), []);
  });
});
