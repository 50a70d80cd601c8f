import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** A person at the provider: the claims its id_token carries (sub, email, a custom external id…). */
export type OidcAccount = { sub: string } & Record<string, unknown>;

export type TestOidcProvider = {
  issuer: string;
  /** Who the next login at the provider is (the interaction approves login and consent at once). */
  signInAs: (account: OidcAccount) => void;
  /** Changes the next id_token the token endpoint sends, re-signed with the provider's key. */
  tamperNextToken: (change: (payload: JWTPayload) => JWTPayload) => void;
  /** Follows a browser's redirects (keeping the provider's cookies) from our authorization URL back to us. */
  authorize: (authorizationUrl: URL | string) => Promise<URL>;
  close: () => Promise<void>;
};

export type TestOidcClient = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** The only client authentication the provider offers (client_secret_basic unless told). */
  authMethod?: 'client_secret_basic' | 'client_secret_post';
};

const customClaim = 'student_no';

/**
 * A real `oidc-provider` on 127.0.0.1 (a random port) with one confidential client, PKCE required,
 * and an interaction page that logs the preset account in and grants the requested scopes.
 */
export async function startOidcProvider(client: TestOidcClient): Promise<TestOidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key';
  const signingKey = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, OidcAccount>();
  let current: OidcAccount = { sub: 'nobody' };
  let tamper: ((payload: JWTPayload) => JWTPayload) | null = null;
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.end();

  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const authMethod = client.authMethod ?? 'client_secret_basic';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        token_endpoint_auth_method: authMethod,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    clientAuthMethods: [authMethod],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: [customClaim] },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => account };
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !tamper || typeof body?.id_token !== 'string') return;
    const payload = tamper(decodeJwt(body.id_token));
    tamper = null;
    const idToken = await new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    ctx.body = { ...body, id_token: idToken };
  });

  async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const accountId = current.sub;
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const providerCallback = provider.callback();
  handle = (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return providerCallback(request, response);
    finishInteraction(request, response).catch((error: Error) => {
      response.statusCode = 500;
      response.end(error.message);
    });
  };

  async function authorize(authorizationUrl: URL | string): Promise<URL> {
    const cookies = new Map<string, string>();
    let next = new URL(authorizationUrl);
    for (let step = 0; step < 10 && next.origin === issuer; step++) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const answer = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const line of answer.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = answer.headers.get('location');
      if (!location) throw new Error(`The provider answered ${answer.status}: ${await answer.text()}`);
      next = new URL(location, next);
    }
    return next;
  }

  return {
    issuer,
    signInAs: (account) => {
      accounts.set(account.sub, account);
      current = account;
    },
    tamperNextToken: (change) => {
      tamper = change;
    },
    authorize,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
