// next-auth v4 credentials sign-in over plain HTTP, the way a script would do it:
// GET /api/auth/csrf → POST /api/auth/callback/credentials → session cookie.

/** `name=value` pairs of Set-Cookie headers, later ones winning. */
function collectCookies(jar: Map<string, string>, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Signs in and returns the Cookie header of the session; throws with the reason when refused. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
  if (!csrfRes.ok) throw new Error(`GET /api/auth/csrf answered ${csrfRes.status}`);
  collectCookies(jar, csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };

  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken, username, password, callbackUrl: `${baseUrl}/`, json: 'true' }),
  });
  collectCookies(jar, res);
  if (![...jar.keys()].some((name) => name.endsWith('next-auth.session-token'))) {
    const where = res.headers.get('location') ?? (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`sign-in as "${username}" failed: ${res.status} ${where}`);
  }
  return cookieHeader(jar);
}

/** Headers of a same-origin BFF mutation (session cookie, JSON body, Origin for the CSRF check). */
export function bffMutationHeaders(baseUrl: string, cookie: string): Record<string, string> {
  return { cookie, origin: new URL(baseUrl).origin, 'content-type': 'application/json' };
}
