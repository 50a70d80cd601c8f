import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

type PendingCode = {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  claims: JWTPayload;
};

export type FakeOidcProvider = {
  issuer: string;
  /** Who the provider signs in next (it approves every authorization request at once). */
  signInAs: (claims: JWTPayload) => void;
  /** Changes the next id_token after signing in (a wrong nonce, another audience). */
  tamperNextToken: (change: (payload: JWTPayload) => JWTPayload) => void;
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function clientOf(request: IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (!basic) return { id: form.get('client_id'), secret: form.get('client_secret') };
  const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
  return { id, secret };
}

/**
 * A tiny OpenID provider on 127.0.0.1 for tests: discovery, an RS256 key set, an authorization
 * endpoint that approves at once, and a token endpoint checking client secret, redirect URI and PKCE.
 */
export async function startFakeOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  authMethod?: 'client_secret_basic' | 'client_secret_post';
}): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  let claims: JWTPayload = { sub: 'nobody' };
  let tamper: ((payload: JWTPayload) => JWTPayload) | null = null;
  let issuer = '';

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: [client.authMethod ?? 'client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const params = url.searchParams;
      const redirectUri = params.get('redirect_uri') ?? '';
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId: params.get('client_id') ?? '',
        redirectUri,
        nonce: params.get('nonce') ?? '',
        challenge: params.get('code_challenge_method') === 'S256' ? (params.get('code_challenge') ?? '') : '',
        claims,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      const caller = clientOf(request, form);
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (caller.id !== client.clientId || caller.secret !== client.clientSecret) {
        return json(401, { error: 'invalid_client' });
      }
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.challenge !== challenge) {
        return json(400, { error: 'invalid_grant' });
      }
      let payload: JWTPayload = { aud: pending.clientId, ...pending.claims, nonce: pending.nonce };
      if (tamper) payload = tamper(payload);
      tamper = null;
      const idToken = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-key' })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(200, { access_token: 'fake', token_type: 'Bearer', id_token: idToken });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    signInAs: (next) => {
      claims = next;
    },
    tamperNextToken: (change) => {
      tamper = change;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
