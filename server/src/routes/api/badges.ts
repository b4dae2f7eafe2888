import { createHash } from 'node:crypto';
import { BADGES, isUsableParam, resolveBadge } from '@findable/core/badges';
import { escapeHtml as escape } from '@findable/core/html';
import { isLocale, type Locale } from '@findable/core/locales';
import { formatDate } from '@findable/core/locales/format';
import { PLACE_ID_MAX_LENGTH } from '@findable/core/validation/auth';
import { hasNoControlCharacters } from '@findable/core/validation/text';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { BadgeStandingSchema } from '@findable/core/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgeSvg, badgeText } from '@findable/core/badges/badge-svg';
import { imageCache } from '../../badges/image-cache.ts';
import { standingOf } from '../../badges/standing.ts';
import { apiError } from '../../http/api-error.ts';
import { sendHtmlPage } from '../../http/html-page.ts';
import { answers } from '../../http/route-schemas.ts';
import { limiter } from '../../plugins/rate-limit.ts';
import { hasDemoBusinesses, latestCatalogUpdate } from '../../search/catalog-repository.ts';

const badgeT = (locale: Locale) => createTranslator(locale, CATALOGS[locale], 'badges');

const CATEGORY_MAX_LENGTH = 120;
const PNG_WIDTH = 1200;
/** PNG downloads per client IP and minute: drawing one is the costly part when it is not in the cache. */
const PNG_PER_MINUTE = 30;

/**
 * One value per parameter (a parameter given twice arrives as a list and is refused), no control characters;
 * anything else is refused with the message of `key`.
 */
const param = (max: number, key: string) =>
  z.string({ error: key }).max(max, key).refine(hasNoControlCharacters, key).optional();
const RawBadgeQuerySchema = z.object({
  type: param(60, 'api.badgeParams'),
  cat: param(1000, 'api.badgeParams'),
  mode: param(10, 'api.badgeParams'),
  lang: param(10, 'api.badgeParams'),
  place_id: param(PLACE_ID_MAX_LENGTH, 'api.badgeParams'),
});
const EligibilityQuerySchema = z.object({ place_id: param(PLACE_ID_MAX_LENGTH, 'api.placeIdRequired') });
const VerificationParamsSchema = z.object({ locale: z.string(), placeId: z.string(), type: z.string() });
const tags = ['badges'];

const svgCache = imageCache<string>(500);
const pngCache = imageCache<Buffer>(100);

/** Sends a body with an ETag, answering 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string, maxAge: number) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('cross-origin-resource-policy', 'cross-origin');
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
  const latest = await latestCatalogUpdate(app.db);
  const facts = {
    at: Date.now(),
    date: (latest ?? new Date().toISOString()).slice(0, 10),
    demo: await hasDemoBusinesses(app.db),
  };
  factsCache.set(app, facts);
  return facts;
}

const catalogDate = async (app: FastifyInstance) => (await catalogFacts(app)).date;

/**
 * Badges: the badge image (SVG, or PNG as a download), the eligibility of a business from the catalog, and the
 * data the registration dialog's snapshot shows (the same answer).
 */
const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const pngLimit = app.rateLimit(limiter('badge-png', PNG_PER_MINUTE, 60_000));
  const image = (type: string) => ({ schema: z.string().describe(type) });
  const rawBadge = {
    tags,
    querystring: RawBadgeQuerySchema,
    response: answers({
      200: {
        description: 'The badge: SVG, or with mode=png a PNG download',
        content: { 'image/svg+xml': image('SVG'), 'image/png': image('PNG') },
      },
    }),
  };
  app.get('/badge/raw-badge', { schema: rawBadge }, async (request, reply) => {
    const { type, cat, mode, lang, place_id: placeId } = request.query;
    if (!isUsableParam(type) || !isUsableParam(cat)) throw apiError(request, 400, 'api.badgeParams');
    if (cat.length > CATEGORY_MAX_LENGTH)
      throw apiError(request, 400, 'api.badgeCategoryTooLong', { max: CATEGORY_MAX_LENGTH });
    const badge = resolveBadge(type);
    if (!badge)
      throw apiError(request, 400, 'api.badgeType', {
        type: type.slice(0, 40),
        types: BADGES.map((b) => b.type).join(', '),
      });
    const locale: Locale = isLocale(lang) ? lang : 'en-US';
    const t = badgeT(locale);
    let lapsedLabel: string | undefined;
    if (isUsableParam(placeId)) {
      const standing = await standingOf(app.db, placeId);
      const held = standing?.badges.find((result) => result.type === badge.type)?.earned === true;
      if (!held) lapsedLabel = t('labels.notEarned');
    }
    const year = new Date().getUTCFullYear();
    // A known business type ('restaurant') is drawn in the badge's language, like the page shows it.
    const text = badgeText(badge, t, cat, year);
    const key = [badge.type, text.category, locale, lapsedLabel ? 'lapsed' : 'held', year].join('\u0000');
    const svg = svgCache.get(key, () => badgeSvg(badge, { ...text, ...(lapsedLabel ? { lapsedLabel } : {}) }));
    const maxAge = placeId ? 3600 : 86_400;
    if (mode === 'png') {
      await pngLimit.call(app, request, reply);
      // Loaded with the first PNG, not at start, like argon2 (auth/passwords.ts): both bindings start a tokio runtime.
      const { Resvg } = await import('@resvg/resvg-js');
      const png = pngCache.get(`${key}\u0000${PNG_WIDTH}`, () =>
        new Resvg(svg, {
          fitTo: { mode: 'width', value: PNG_WIDTH },
          font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
        })
          .render()
          .asPng(),
      );
      reply.header('content-disposition', `attachment; filename="findable-${badge.id}-badge.png"`);
      return sendCached(request, reply, png, 'image/png', maxAge);
    }
    return sendCached(request, reply, svg, 'image/svg+xml; charset=utf-8', maxAge);
  });

  const catalog = { tags, response: answers({ 200: z.object({ evaluatedAt: z.string(), demo: z.boolean() }) }) };
  app.get('/badges/catalog', { schema: catalog }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const { date, demo } = await catalogFacts(app);
    return { evaluatedAt: date, demo };
  });

  app.get(
    '/badges/eligibility',
    { schema: { tags, querystring: EligibilityQuerySchema, response: answers({ 200: BadgeStandingSchema }) } },
    async (request, reply) => {
      const placeId = request.query.place_id?.trim();
      if (!placeId) throw apiError(request, 400, 'api.placeIdRequired');
      const standing = await standingOf(app.db, placeId);
      if (!standing) throw apiError(request, 404, 'api.businessNotFound');
      reply.header('cache-control', 'public, max-age=300');
      return { ...standing, evaluatedAt: await catalogDate(app) };
    },
  );
};
export default badgeRoutes;

/** The public verification page of a badge: /{locale}/badges/verify/{place_id}/{type}. Plain HTML, no script. */
export const badgeVerificationPage: FastifyPluginAsyncZod = async (app) => {
  // Any text is a parameter: an unknown badge or business is the page's own 404, in the page's language.
  app.get(
    '/:locale/badges/verify/:placeId/:type',
    { schema: { params: VerificationParamsSchema } },
    async (request, reply) => {
      const locale: Locale = isLocale(request.params.locale) ? request.params.locale : 'en-US';
      const t = badgeT(locale);
      const badge = resolveBadge(request.params.type);
      const { placeId } = request.params;
      const usable = placeId.length <= PLACE_ID_MAX_LENGTH && hasNoControlCharacters(placeId);
      const standing = badge && usable ? await standingOf(app.db, placeId) : undefined;
      const held = Boolean(badge && standing?.badges.find((result) => result.type === badge.type)?.earned);
      const date = formatDate(locale, await catalogDate(app));
      const body =
        !badge || !standing
          ? `<p class="status lapsed">${escape(t('verify.unknown'))}</p>`
          : `<p class="status ${held ? 'held' : 'lapsed'}">${escape(t(held ? 'verify.held' : 'verify.lapsed', { business: standing.business.name, badge: t(`${badge.id}.title`) }))}</p>
         <p>${escape(standing.business.formatted_address)}</p>
         ${held ? `<img src="/api/badge/raw-badge?type=${badge.type}&amp;cat=${encodeURIComponent(standing.business.city ?? '')}&amp;lang=${locale}&amp;place_id=${encodeURIComponent(standing.business.place_id)}" width="300" height="180" alt="${escape(t(`${badge.id}.title`))}">` : ''}
         <p>${escape(t('verify.criteria', { criteria: t(`${badge.id}.criteria`) }))}</p>
         <p class="muted">${escape(t('verify.evaluated', { date }))}</p>`;
      return sendHtmlPage(reply, {
        status: badge && standing ? 200 : 404,
        locale,
        title: `${t('verify.title')} · Findable`,
        cacheSeconds: 300,
        main: `<p class="muted">Findable · ${escape(t('verify.title'))}</p>${body}<p><a href="/${locale}/badges">${escape(t('verify.back'))}</a></p>`,
      });
    },
  );
};
