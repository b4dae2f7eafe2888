import { isLocale, matchAcceptLanguage, type Locale } from '@findable/core/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { createAccount, findUserByEmail } from '../../../auth/accounts.ts';
import type { Config } from '../../../config.ts';
import type { UserRow } from '../../../db/schema.ts';
import { translate } from '../../../http/api-error.ts';

const FLOW_COOKIE = 'findable_oidc';
const FLOW_PATH = '/api/auth/google';

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  locale: Locale;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small, self-contained page for the cases where the flow cannot go on (its CSP allows nothing else). */
function sendPage(reply: FastifyReply, status: number, locale: Locale, message: string, appUrl: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Findable</title>` +
        `<style>body{font-family:system-ui,sans-serif;background:#f4f5f9;color:#1d2130;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;border-radius:16px;padding:32px;max-width:28rem;box-shadow:0 8px 24px -12px #0003}a{color:#4338ca;font-weight:600}</style></head>` +
        `<body><main><h1>Findable</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(appUrl)}/${locale}/auth/register">${escapeHtml(translate(locale, 'pages.register.title'))}</a></p></main></body></html>`,
    );
}

/**
 * Sign-up with Google: OpenID Connect authorization code flow with PKCE, state and nonce. The flow's secrets
 * wait in a signed, httpOnly cookie for ten minutes, so any server process can finish the flow. The callback
 * finds the user by Google subject, links an existing account with the same verified e-mail, or creates one,
 * and ends on the application's token-login page. Without GOOGLE_CLIENT_ID/SECRET it answers a clear 503 page.
 */
export default async function googleRoutes(app: FastifyInstance, { google, appUrl, secure }: { google: Config['google']; appUrl: string; secure: boolean }) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    if (!google) throw new Error('Google is not configured');
    discovered ??= oidc
      .discovery(
        new URL(google.issuer),
        google.clientId,
        google.clientSecret,
        undefined,
        google.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next request
        throw error;
      });
    return discovered;
  };
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const localeOf = (request: FastifyRequest): Locale => {
    const query = (request.query as { locale?: string }).locale;
    return isLocale(query) ? query : matchAcceptLanguage(request.headers['accept-language']);
  };

  app.get('/google', async (request, reply) => {
    const locale = localeOf(request);
    if (!google) return sendPage(reply, 503, locale, translate(locale, 'api.googleUnavailable'), appUrl);
    let config: oidc.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      request.log.error({ err: error }, 'OpenID discovery failed');
      return sendPage(reply, 503, locale, translate(locale, 'api.googleUnavailable'), appUrl);
    }
    const flow: Flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), locale };
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { path: FLOW_PATH, httpOnly: true, sameSite: 'lax', secure, signed: true, maxAge: 600 });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${origin(request)}${FLOW_PATH}/callback`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return reply.redirect(url.href, 302);
  });

  app.get('/google/callback', async (request, reply) => {
    let locale = localeOf(request);
    const raw = request.cookies[FLOW_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
    if (!google || !unsigned?.valid || !unsigned.value) {
      return sendPage(reply, google ? 400 : 503, locale, translate(locale, google ? 'api.googleFailed' : 'api.googleUnavailable'), appUrl);
    }
    let user: UserRow;
    try {
      const flow = JSON.parse(unsigned.value) as Flow;
      locale = flow.locale;
      const tokens = await oidc.authorizationCodeGrant(await configuration(), new URL(request.url, origin(request)), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('no subject in the ID token');
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      const verified = claims.email_verified === true;
      const bySubject = await app.db.selectFrom('users').selectAll().where('google_sub', '=', claims.sub).executeTakeFirst();
      if (bySubject) {
        user = bySubject;
      } else {
        const byEmail = email && verified ? await findUserByEmail(app.db, email) : undefined;
        if (byEmail) {
          await app.db.updateTable('users').set({ google_sub: claims.sub, updated_at: new Date().toISOString() }).where('id', '=', byEmail.id).execute();
          user = { ...byEmail, google_sub: claims.sub };
        } else {
          if (!email || !verified) throw new Error('Google did not confirm an e-mail address');
          user = await createAccount(app.db, {
            email,
            firstName: String(claims.given_name ?? claims.name ?? email.split('@')[0]).slice(0, 100),
            lastName: String(claims.family_name ?? '').slice(0, 100),
            locale,
            passwordHash: null,
            googleSub: claims.sub,
            accountType: 'business',
          });
        }
      }
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return sendPage(reply, 400, locale, translate(locale, 'api.googleFailed'), appUrl);
    }
    const accessToken = await app.auth.startSession(reply, user);
    return reply.redirect(`${appUrl}/${locale}/auth/token-login?accessToken=${encodeURIComponent(accessToken)}`, 302);
  });
}
