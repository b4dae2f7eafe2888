import { createHash } from 'node:crypto';
import { BADGES, isUsableParam, resolveBadge } from '@findable/core/badges';
import { categoryLabel } from '@findable/core/badges/categories';
import { isLocale, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { badgeSvg } from '../../badges/badge-svg.ts';
import { DEMO_PLACE_ID_PREFIX } from '../../search/demo-catalog.ts';
import { standingOf } from '../../badges/standing.ts';

const badgeT = (locale: Locale) => createTranslator(locale, CATALOGS[locale], 'badges');

/** Sends a body with an ETag, answering 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string, maxAge: number) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`).header('cross-origin-resource-policy', 'cross-origin');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

const factsCache = new WeakMap<FastifyInstance, { at: number; date: string; demo: boolean }>();

/**
 * When the catalog was last evaluated (its newest row) and whether it holds the generated demo businesses,
 * cached for ten minutes: the badges page says once that its figures are demo data, and only when they are.
 */
async function catalogFacts(app: FastifyInstance): Promise<{ date: string; demo: boolean }> {
  const cached = factsCache.get(app);
  if (cached && Date.now() - cached.at < 600_000) return cached;
  const row = await app.db.selectFrom('businesses').select(sql<string>`max(updated_at)`.as('latest')).executeTakeFirst();
  const demoRow = await app.db.selectFrom('businesses').select('place_id').where('place_id', 'like', `${DEMO_PLACE_ID_PREFIX}%`).limit(1).executeTakeFirst();
  const facts = { at: Date.now(), date: (row?.latest ?? new Date().toISOString()).slice(0, 10), demo: Boolean(demoRow) };
  factsCache.set(app, facts);
  return facts;
}

const catalogDate = async (app: FastifyInstance) => (await catalogFacts(app)).date;

/**
 * Badges: the badge image (SVG, or PNG as a download), the eligibility of a business from the catalog, and the
 * data the registration dialog's snapshot shows (the same answer).
 */
export default async function badgeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { type?: string; cat?: string; mode?: string; lang?: string; place_id?: string } }>('/badge/raw-badge', async (request, reply) => {
    const { type, cat, mode, lang, place_id: placeId } = request.query;
    if (!isUsableParam(type) || !isUsableParam(cat)) {
      return reply.code(400).send({ message: 'Both `type` and `cat` are required, for example ?type=top25&cat=Cafés.' });
    }
    if (cat.length > 120) return reply.code(400).send({ message: 'The category `cat` can have at most 120 characters.' });
    const badge = resolveBadge(type);
    if (!badge) {
      return reply.code(400).send({ message: `Unknown badge type "${type.slice(0, 40)}". Use one of: ${BADGES.map((b) => b.type).join(', ')}.` });
    }
    const locale: Locale = isLocale(lang) ? lang : 'en-US';
    const t = badgeT(locale);
    let lapsedLabel: string | undefined;
    if (isUsableParam(placeId)) {
      const standing = await standingOf(app.db, placeId);
      const held = standing?.badges.find((result) => result.type === badge.type)?.earned === true;
      if (!held) lapsedLabel = t('labels.notEarned');
    }
    const svg = badgeSvg(badge, {
      title: t(`${badge.id}.title`),
      subtitle: t(`${badge.id}.subtitle`),
      // A known business type ('restaurant') is drawn in the badge's language, like the page shows it.
      category: categoryLabel(cat, t),
      year: new Date().getUTCFullYear(),
      ...(lapsedLabel ? { lapsedLabel } : {}),
    });
    const maxAge = placeId ? 3600 : 86_400;
    if (mode === 'png') {
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
      reply.header('content-disposition', `attachment; filename="findable-${badge.id}-badge.png"`);
      return sendCached(request, reply, png, 'image/png', maxAge);
    }
    return sendCached(request, reply, svg, 'image/svg+xml; charset=utf-8', maxAge);
  });

  app.get('/badges/catalog', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const { date, demo } = await catalogFacts(app);
    return { evaluatedAt: date, demo };
  });

  app.get<{ Querystring: { place_id?: string } }>('/badges/eligibility', async (request, reply) => {
    const placeId = request.query.place_id?.trim();
    if (!placeId || placeId.length > 300) return reply.code(400).send({ message: 'A `place_id` is required.' });
    const standing = await standingOf(app.db, placeId);
    if (!standing) return reply.code(404).send({ message: 'We could not find this business in our catalog.' });
    reply.header('cache-control', 'public, max-age=300');
    return { ...standing, evaluatedAt: await catalogDate(app) };
  });
}

/** The public verification page of a badge: /{locale}/badges/verify/{place_id}/{type}. Plain HTML, no script. */
export async function badgeVerificationPage(app: FastifyInstance) {
  app.get<{ Params: { locale: string; placeId: string; type: string } }>('/:locale/badges/verify/:placeId/:type', async (request, reply) => {
    const locale: Locale = isLocale(request.params.locale) ? request.params.locale : 'en-US';
    const t = badgeT(locale);
    const badge = resolveBadge(request.params.type);
    const standing = badge ? await standingOf(app.db, request.params.placeId) : undefined;
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const held = Boolean(badge && standing?.badges.find((result) => result.type === badge.type)?.earned);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${await catalogDate(app)}T00:00:00Z`));
    const body = !badge || !standing
      ? `<p class="status lapsed">${escape(t('verify.unknown'))}</p>`
      : `<p class="status ${held ? 'held' : 'lapsed'}">${escape(t(held ? 'verify.held' : 'verify.lapsed', { business: standing.business.name, badge: t(`${badge.id}.title`) }))}</p>
         <p>${escape(standing.business.formatted_address)}</p>
         ${held ? `<img src="/api/badge/raw-badge?type=${badge.type}&amp;cat=${encodeURIComponent(standing.business.city ?? '')}&amp;lang=${locale}&amp;place_id=${encodeURIComponent(standing.business.place_id)}" width="300" height="180" alt="${escape(t(`${badge.id}.title`))}">` : ''}
         <p>${escape(t('verify.criteria', { criteria: t(`${badge.id}.criteria`) }))}</p>
         <p class="muted">${escape(t('verify.evaluated', { date }))}</p>`;
    return reply
      .code(badge && standing ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
      .send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t('verify.title'))} · Findable</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;background:#f4f5f9;color:#1d2130;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:20px;padding:32px;max-width:34rem;margin:16px;box-shadow:0 8px 24px -12px #0003}.status{font-size:1.25rem;font-weight:700}.held{color:#05603a}.lapsed{color:#b42318}.muted{color:#6b7183;font-size:.9rem}a{color:#4338ca;font-weight:600}img{max-width:100%;height:auto}</style></head>
<body><main><p class="muted">Findable · ${escape(t('verify.title'))}</p>${body}<p><a href="/${locale}/badges">${escape(t('verify.back'))}</a></p></main></body></html>`);
  });
}
