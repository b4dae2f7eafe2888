import { createHash } from 'node:crypto';
import { BADGES, isUsableParam, resolveBadge } from '@findable/core/badges';
import { escapeHtml as escape } from '@findable/core/html';
import { isLocale, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badgeSvg } from '../../badges/badge-svg.ts';
import { standingOf } from '../../badges/standing.ts';
import { sendHtmlPage } from '../../http/html-page.ts';
import { latestCatalogUpdate } from '../../search/catalog-repository.ts';

const badgeT = (locale: Locale) => createTranslator(locale, CATALOGS[locale], 'badges');

/** Sends a body with an ETag, answering 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string, maxAge: number) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`).header('cross-origin-resource-policy', 'cross-origin');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

let evaluated: { at: number; date: string } | undefined;

/** When the catalog was last evaluated (its newest row), cached for ten minutes. */
async function catalogDate(app: FastifyInstance): Promise<string> {
  if (evaluated && Date.now() - evaluated.at < 600_000) return evaluated.date;
  const latest = await latestCatalogUpdate(app.db);
  evaluated = { at: Date.now(), date: (latest ?? new Date().toISOString()).slice(0, 10) };
  return evaluated.date;
}

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
      category: cat.trim(),
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
    return { evaluatedAt: await catalogDate(app) };
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
    const held = Boolean(badge && standing?.badges.find((result) => result.type === badge.type)?.earned);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${await catalogDate(app)}T00:00:00Z`));
    const body = !badge || !standing
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
  });
}
