import type { BrowserContext } from 'playwright-core';

/** A browser-like sign-up through the API: the anti-forgery cookie first, then the form's values. */
export async function signUpByApi(
  baseUrl: string,
  values: {
    email: string;
    firstName?: string;
    lastName?: string;
    locale?: string;
    accountType?: 'business' | 'agency';
    business?: { name: string; place_id: string };
  },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: await formHeaders(baseUrl),
    body: JSON.stringify({
      firstName: values.firstName ?? 'Test',
      lastName: values.lastName ?? 'User',
      email: values.email,
      password: 'secret pass',
      confirmPassword: 'secret pass',
      terms: true,
      termsPrivacy: true,
      generalDisclaimer: true,
      accountType: values.accountType ?? 'business',
      ...(values.locale ? { locale: values.locale } : {}),
      ...(values.business ? { place_id: values.business.place_id, businessName: values.business.name } : {}),
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * A new access token for an account signed up with `signUpByApi` (its password), as the login form gets one: an
 * access token lasts 15 minutes, less than a long `npm run audit`.
 */
export async function signInByApi(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: await formHeaders(baseUrl),
    body: JSON.stringify({ email, password: 'secret pass' }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A form's JSON headers with the anti-forgery cookie and header, the cookie fetched first as a browser does. */
async function formHeaders(baseUrl: string): Promise<Record<string, string>> {
  const token = await fetch(`${baseUrl}/api/xsrf-token`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(token.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) };
}

/** The first business the search finds for a phrase (the demo catalog on a fresh server). */
export async function findBusiness(
  baseUrl: string,
  phrase: string,
): Promise<{ name: string; formatted_address: string; place_id: string }> {
  const response = await fetch(`${baseUrl}/api/projects/searchBusiness?search=${encodeURIComponent(phrase)}`);
  const [first] = (await response.json()) as Array<{ name: string; formatted_address: string; place_id: string }>;
  if (!first) throw new Error(`no business found for ${phrase}`);
  return first;
}

/**
 * Makes the application's pages (/{locale}/auth/…) of the context start signed in with this access token, as
 * the token-login page leaves it; the marketing pages are seen as a visitor sees them.
 */
export async function signInContext(context: BrowserContext, accessToken: string): Promise<void> {
  await context.addInitScript((token) => {
    if (/^\/[^/]+\/auth\//.test(window.location.pathname)) window.localStorage.setItem('accessToken', token);
    else window.localStorage.removeItem('accessToken');
  }, accessToken);
}
