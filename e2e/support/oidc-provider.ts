import { createServer, type Server } from 'node:http';
// oidc-provider ships no type declarations; the little used here is typed locally.
// @ts-expect-error -- untyped package
import ProviderModule from 'oidc-provider';

interface ProviderInstance {
  callback(): (request: unknown, response: unknown) => void;
}
const Provider = ProviderModule as new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
import { freePort } from './server.ts';

export interface OpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (node-oidc-provider) on 127.0.0.1, standing in for Google. Its development
 * login screen accepts any login; the account's e-mail is `<login>@gmail.example`, verified unless the login
 * starts with `unverified`.
 */
export async function startOpenIdProvider(redirectUri: string): Promise<OpenIdProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'findable-test';
  const clientSecret = 'a-test-secret-that-is-long-enough-1234';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@gmail.example`,
        // A login starting with "unverified" is an address Google has not confirmed.
        email_verified: !id.startsWith('unverified'),
        given_name: id.charAt(0).toUpperCase() + id.slice(1),
        family_name: 'Google',
        name: `${id} Google`,
      }),
    }),
  });
  const server: Server = createServer(provider.callback() as Parameters<typeof createServer>[0]);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, clientId, clientSecret, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
