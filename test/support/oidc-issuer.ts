// A small OpenID Connect issuer for tests: discovery, an authorization endpoint that signs in
// whichever user the test chose (no login form), a token endpoint that checks the client
// secret, the redirect URI and PKCE (S256), and RS256 ID tokens verifiable through its JWKS.
// It speaks the real protocol over HTTP, so the dashboard's next-auth/openid-client code runs
// exactly as against a production identity provider.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';

export interface IdpUser {
  sub: string;
  preferred_username: string;
  name: string;
  email: string;
  /** Any further claims, e.g. `{ groups: ['fleet-admins'] }`. */
  claims?: Record<string, unknown>;
}

interface PendingCode {
  user: IdpUser;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

export interface OidcIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The user the next authorization request signs in. */
  signInAs(user: IdpUser): void;
  /** Token requests answered so far (to show the exchange really happened). */
  tokenRequests: number;
  close(): Promise<void>;
}

const KID = 'test-key-1';

export async function startOidcIssuer(): Promise<OidcIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const clientId = 'fleet-dashboard';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, PendingCode>();
  let nextUser: IdpUser | null = null;
  let issuer = '';
  const state = { tokenRequests: 0 };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: 'server_error', error_description: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'profile', 'email'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') return authorize(url, res);
    if (url.pathname === '/token' && req.method === 'POST') return token(req, res);
    return json(res, 404, { error: 'not_found' });
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || !redirectUri) {
      return json(res, 400, { error: 'invalid_request' });
    }
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return json(res, 400, { error: 'invalid_request', error_description: 'PKCE S256 required' });
    if (!nextUser) return json(res, 400, { error: 'login_required' });
    const code = randomBytes(16).toString('hex');
    codes.set(code, { user: nextUser, clientId, redirectUri, codeChallenge: q.get('code_challenge')! });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    res.writeHead(302, { location: back.toString() }).end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    state.tokenRequests++;
    const form = new URLSearchParams(await readBody(req));
    const [id, secret] = clientCredentials(req, form);
    if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' });
    const pending = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? ''); // single use
    if (!pending || form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== pending.redirectUri) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
    if (challenge !== pending.codeChallenge) return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    const { user } = pending;
    const idToken = await signIdToken(privateKey, {
      iss: issuer,
      aud: clientId,
      sub: user.sub,
      preferred_username: user.preferred_username,
      name: user.name,
      email: user.email,
      ...user.claims,
    });
    json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken, scope: 'openid profile email' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(user) {
      nextUser = user;
    },
    get tokenRequests() {
      return state.tokenRequests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function signIdToken(key: KeyLike, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID }).setIssuedAt().setExpirationTime('5m').sign(key);
}

function clientCredentials(req: IncomingMessage, form: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return [decodeURIComponent(id), decodeURIComponent(secret)];
  }
  return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}
