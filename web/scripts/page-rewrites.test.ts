import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement as h, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import { FrameworkOutputChanged, rewritePage } from './page-rewrites.ts';

/**
 * The framework's side of the contract, rendered by the installed React Router itself (not copied here): its
 * `<Scripts>` (module preloads, the context script, the bootstrap module script) as our build uses it (no SSR,
 * routes discovered up front), and the inline hydration data (`StreamTransfer`, React Router's own component;
 * internal, so it is imported from its file). When an upgrade changes either, these tests fail and name the
 * rewrite to adapt.
 */
const manifest = {
  version: '1',
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client-4.js', imports: ['/assets/framework-5.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-2.js', imports: [], hasLoader: true },
    'routes/landing': {
      id: 'routes/landing',
      parentId: 'root',
      index: true,
      module: '/assets/landing-3.js',
      imports: ['/assets/shell-6.js'],
      hasLoader: true,
    },
  },
};
const matches = ['root', 'routes/landing'].map((id) => ({
  route: { id },
  params: {},
  pathname: '/',
  pathnameBase: '/',
}));

function frameworkScripts(): string {
  const frameworkContext = {
    manifest,
    routeModules: {},
    serverHandoffString: '{}',
    isSpaMode: false,
    ssr: false,
    routeDiscovery: { mode: 'initial' },
    future: {},
  };
  const routerContext = { router: {}, static: true, staticContext: {}, basename: '/', navigator: {} };
  return renderToStaticMarkup(
    h(
      ReactRouter.UNSAFE_FrameworkContext.Provider,
      { value: frameworkContext as never },
      h(
        ReactRouter.UNSAFE_DataRouterContext.Provider,
        { value: routerContext as never },
        h(ReactRouter.UNSAFE_DataRouterStateContext.Provider, { value: { matches } as never }, h(ReactRouter.Scripts)),
      ),
    ),
  );
}

async function frameworkHydrationData(stream: string): Promise<string> {
  const file = new URL('./lib/dom/ssr/single-fetch.js', import.meta.resolve('react-router'));
  const { StreamTransfer } = (await import(file.href)) as { StreamTransfer: ComponentType<Record<string, unknown>> };
  // The stream's one chunk, already read (StreamTransfer suspends until it has been).
  const chunk = Object.assign(Promise.resolve(), { result: { done: true, value: stream } });
  const context = { renderMeta: { didRenderScripts: true, streamCache: { 0: chunk } } };
  return renderToStaticMarkup(h(StreamTransfer, { context, identifier: 0, reader: null, textDecoder: null }));
}

const section = '<h2 class="t">Tabs &amp; more</h2><div><p>One</p></div>';
const body = `<main><div class="mx-auto" data-static="_R_1_">${section}</div><p>Hero</p></main>`;
const page = async (scripts = frameworkScripts()) =>
  `<!DOCTYPE html><html><head>${scripts.match(/<link[^>]*>/g)!.join('')}</head><body>${body}${scripts.replace(/<link[^>]*>/g, '')}${await frameworkHydrationData(
    `${JSON.stringify([{ _1: 2 }, 'loaderData', section, 'text'])}\n`,
  )}</body></html>`;

describe("rewritePage: React Router's output as the installed version renders it", () => {
  it('drops the module preloads and the inline copy of build-time markup, and loads the scripts after the first paint', async () => {
    const html = await page();
    assert.match(html, /rel="modulepreload"/);
    const out = rewritePage('/en-US', html, new Map());
    assert.doesNotMatch(out.html, /modulepreload/);
    assert.equal(out.droppedMarkup, section.length);
    assert.ok(out.html.includes(`data-static="_R_1_">${section}</div>`), 'the markup stays in the page');
    assert.match(out.html, /<script type="module" async="">await new Promise/);
    assert.match(
      out.html,
      /const \[, route0, route1\] = await Promise\.all\(\[import\("\/assets\/manifest-1\.js"\), import\("\/assets\/root-2\.js"\), import\("\/assets\/landing-3\.js"\)\]\);/,
    );
    assert.doesNotMatch(out.html, /^import /m);
  });
});

describe('rewritePage: a page in another shape fails the build, naming the rewrite', () => {
  it('a bootstrap script of another shape', async () => {
    const html = (await page()).replace(
      'import("/assets/entry.client-4.js");',
      'import("/assets/entry.client-4.js");\nwindow.x = 1;',
    );
    assert.throws(
      () => rewritePage('/en-US', html, new Map()),
      (error: Error) => error instanceof FrameworkOutputChanged && /scripts-after-paint/.test(error.message),
    );
  });

  it('inline data in another form', async () => {
    const html = (await page()).replace('streamController.enqueue("', 'streamController.enqueue( "');
    assert.throws(
      () => rewritePage('/en-US', html, new Map()),
      (error: Error) => error instanceof FrameworkOutputChanged && /static-markup/.test(error.message),
    );
  });

  it('module preloads with other attributes', async () => {
    const html = (await page()).replace(
      '<link rel="modulepreload" href="/assets/root-2.js"/>',
      '<link rel="modulepreload" href="/assets/root-2.js" crossorigin=""/>',
    );
    assert.throws(
      () => rewritePage('/en-US', html, new Map()),
      (error: Error) => error instanceof FrameworkOutputChanged && /modulepreload/.test(error.message),
    );
  });

  it('a page without build-time markup or scripts passes as it is', () => {
    const html = '<!DOCTYPE html><html><body><main>Hi</main></body></html>';
    assert.equal(rewritePage('/plain', html, new Map()).html, html);
  });
});
