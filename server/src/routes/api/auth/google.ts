import { escapeHtml } from '@findable/core/html';
import type { Locale } from '@findable/core/locales';
import { appLink } from '@findable/core/routes';
import { normalizeEmail, SignupCarrySchema, type SignupCarry } from '@findable/core/validation/auth';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import type { Config } from '../../../config.ts';
import type { UserRow } from '../../../db/schema.ts';
import {
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  linkGoogleSubject,
} from '../../../db/users-repository.ts';
import { designedAnswer, translate } from '../../../http/api-error.ts';
import { sendHtmlPage } from '../../../http/html-page.ts';
import { requestLocale } from '../../../http/request-locale.ts';

type AppSite = Config['appSite'];

const FLOW_COOKIE = 'findable_oidc';
const FLOW_PATH = '/api/auth/google';
/** The flow cookie's value at most, encoded (its signature and attributes make up the rest of a browser's 4 KB). */
const MAX_FLOW_COOKIE = 3500;

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  locale: Locale;
  /** What the sign-up link carried (the picked business, the account type, a plan), passed on to the token login. */
  carry?: SignupCarry;
}

/** A small page for the cases where the flow cannot go on, with a way back to the e-mail sign-up. */
function sendPage(reply: FastifyReply, status: number, locale: Locale, message: string, appSite: AppSite) {
  return sendHtmlPage(reply, {
    status,
    locale,
    title: 'Findable',
    main: `<h1>Findable</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(appLink('register', locale, appSite))}">${escapeHtml(translate(locale, 'pages.register.title'))}</a></p>`,
  });
}

/**
 * Sign-up with Google: OpenID Connect authorization code flow with PKCE, state and nonce. The flow's secrets
 * wait in a signed, httpOnly cookie for ten minutes, so any server process can finish the flow. The callback
 * finds the user by Google subject, links an existing account with the same verified e-mail, or creates one,
 * and ends on the application's token-login page, with what the sign-up link carried (the business picked in the
 * search, a plan chosen on /pricing) for that page to go on with. Without GOOGLE_CLIENT_ID/SECRET it answers a clear
 * 503 page.
 */
export interface GoogleRoutesOptions {
  google: Config['google'];
  appSite: AppSite;
  /** This server's public origin (SITE_URL): the callback address Google sends the browser back to. */
  publicOrigin: string;
  secure: boolean;
}

/**
 * The sign-up link may name the page's language (`?locale=`; anything else falls back to Accept-Language) and
 * what the sign-up carries (SignupCarrySchema: the picked business, the account type, a plan); the callback also
 * carries Google's `code` and `state`, read from the URL by openid-client.
 */
const GoogleQuerySchema = z.looseObject({ locale: z.string().optional().catch(undefined), ...SignupCarrySchema.shape });
const page = {
  description: 'A page that says why the sign-up cannot go on, with a way back',
  content: { 'text/html': { schema: z.string() } },
};
const schema = {
  tags: ['auth'],
  querystring: GoogleQuerySchema,
  response: { 302: z.void().describe("On to Google, or to the application's token login"), 400: page, 503: page },
};

const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (
  app,
  { google, appSite, publicOrigin, secure },
) => {
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
  // Never built from the request's Host header, which the client chooses.
  const callbackUrl = `${publicOrigin}${FLOW_PATH}/callback`;

  app.get('/google', { schema }, async (request, reply) => {
    const locale = requestLocale(request);
    if (!google)
      return sendPage(designedAnswer(reply), 503, locale, translate(locale, 'api.googleUnavailable'), appSite);
    let config: oidc.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      request.log.error({ err: error }, 'OpenID discovery failed');
      return sendPage(reply, 503, locale, translate(locale, 'api.googleUnavailable'), appSite);
    }
    const { locale: _locale, ...query } = request.query;
    const carry = Object.fromEntries(
      Object.entries(SignupCarrySchema.parse(query)).filter(([, value]) => value !== undefined),
    ) as SignupCarry;
    const secrets = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      locale,
    };
    const carried: Flow = { ...secrets, ...(Object.keys(carry).length ? { carry } : {}) };
    // A browser drops a cookie over 4 KB, and the flow with it: what is carried goes first (long non-Latin text).
    const flow = encodeURIComponent(JSON.stringify(carried)).length <= MAX_FLOW_COOKIE ? carried : secrets;
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      path: FLOW_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      maxAge: 600,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return reply.redirect(url.href, 302);
  });

  app.get('/google/callback', { schema }, async (request, reply) => {
    let locale = requestLocale(request);
    const raw = request.cookies[FLOW_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
    if (!google)
      return sendPage(designedAnswer(reply), 503, locale, translate(locale, 'api.googleUnavailable'), appSite);
    if (!unsigned?.valid || !unsigned.value) {
      return sendPage(reply, 400, locale, translate(locale, 'api.googleFailed'), appSite);
    }
    let user: UserRow;
    let carry: SignupCarry;
    try {
      const flow = JSON.parse(unsigned.value) as Flow;
      locale = flow.locale;
      carry = flow.carry ?? {};
      const tokens = await oidc.authorizationCodeGrant(await configuration(), new URL(request.url, publicOrigin), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('no subject in the ID token');
      const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : undefined;
      const verified = claims.email_verified === true;
      const bySubject = await findUserByGoogleSubject(app.db, claims.sub);
      if (bySubject) {
        user = bySubject;
      } else {
        const byEmail = email && verified ? await findUserByEmail(app.db, email) : undefined;
        if (byEmail) {
          await linkGoogleSubject(app.db, byEmail.id, claims.sub);
          user = { ...byEmail, google_sub: claims.sub };
        } else {
          if (!email || !verified) throw new Error('Google did not confirm an e-mail address');
          user = await createUser(app.db, {
            email,
            // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the ID token's claims are untyped JSON; any value becomes text, as before.
            firstName: String(claims.given_name ?? claims.name ?? email.split('@')[0]).slice(0, 100),
            // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the ID token's claims are untyped JSON; any value becomes text, as before.
            lastName: String(claims.family_name ?? '').slice(0, 100),
            locale,
            passwordHash: null,
            googleSub: claims.sub,
            accountType: carry.account ?? 'business',
          });
        }
      }
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return sendPage(reply, 400, locale, translate(locale, 'api.googleFailed'), appSite);
    }
    const accessToken = await app.auth.startSession(reply, user);
    const { account: _account, ...onward } = carry;
    return reply.redirect(appLink('token-login', locale, { ...appSite, query: { ...onward, accessToken } }), 302);
  });
};
export default googleRoutes;
