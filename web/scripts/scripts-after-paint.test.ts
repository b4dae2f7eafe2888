import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadScriptsAfterPaint } from './scripts-after-paint.ts';

/** The end of a page as React Router prerenders it. */
const REACT_ROUTER_SCRIPT = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/landing-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/landing":route1};

import("/assets/entry.client-4.js");</script>`;
const page = (script: string) =>
  `<html><body><main>Hi</main>${script}<script>window.__data = 1;</script></body></html>`;

describe('loadScriptsAfterPaint', () => {
  it('imports the same modules after the first frame, then sets the route modules and starts the client entry', () => {
    const { html, changed } = loadScriptsAfterPaint(page(REACT_ROUTER_SCRIPT));
    assert.equal(changed, true);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    assert.equal(
      script,
      [
        'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve)); setTimeout(resolve, 1000); });',
        'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/landing-3.js")]);',
        'window.__reactRouterRouteModules = {"root":route0,"routes/landing":route1};',
        'import("/assets/entry.client-4.js");',
      ].join('\n'),
    );
    // No static import is left: nothing is fetched before the script runs.
    assert.doesNotMatch(script, /^import /m);
    assert.ok(html.startsWith('<html><body><main>Hi</main><script type="module" async="">'));
    assert.ok(html.endsWith('<script>window.__data = 1;</script></body></html>'));
  });

  it('leaves a script of another shape, and a page without one, as they are', () => {
    const other = REACT_ROUTER_SCRIPT.replace(
      'import("/assets/entry.client-4.js");',
      'import("/assets/entry.client-4.js");\nconsole.log(1);',
    );
    assert.deepEqual(loadScriptsAfterPaint(page(other)), { html: page(other), changed: false });
    assert.deepEqual(loadScriptsAfterPaint(page('')), { html: page(''), changed: false });
  });
});
