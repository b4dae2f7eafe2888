import { escapeHtml } from '@findable/core/html';
import type { FastifyReply } from 'fastify';

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f5f9;color:#1d2130;margin:0;display:grid;place-items:center;min-height:100vh}' +
  'main{background:#fff;border-radius:20px;padding:32px;max-width:34rem;margin:16px;box-shadow:0 8px 24px -12px #0003}' +
  '.status{font-size:1.25rem;font-weight:700}.held{color:#05603a}.lapsed{color:#b42318}.muted{color:#6b7183;font-size:.9rem}' +
  'a{color:#4338ca;font-weight:600}img{max-width:100%;height:auto}';

/**
 * The small pages the server renders itself (badge verification, a Google sign-in that cannot go on): one
 * self-contained document with its own style and a CSP that allows nothing else. `main` is HTML the caller
 * built with escapeHtml.
 */
export function sendHtmlPage(
  reply: FastifyReply,
  {
    status,
    locale,
    title,
    main,
    cacheSeconds = 0,
  }: { status: number; locale: string; title: string; main: string; cacheSeconds?: number },
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheSeconds ? `public, max-age=${cacheSeconds}` : 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(
      `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        // The site's icon, so the browser does not ask for a /favicon.ico that is not there (a 404 in the console).
        `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
        `<meta name="robots" content="noindex"><style>${PAGE_STYLE}</style></head>` +
        `<body><main>${main}</main></body></html>`,
    );
}
