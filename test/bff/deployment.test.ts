// Configuration outside demo mode (contract §2): startup refuses without the key and session
// secret; users come from DASHBOARD_USERS_FILE (scrypt hashes) and demo users are off; behind
// https the cookies are Secure and HSTS is sent.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/auth/password';
import {
  freePort,
  signIn,
  startDashboard,
  startRecordingProxy,
  startSimulator,
  TEST_NEXTAUTH_SECRET,
  type Dashboard,
  type RecordingProxy,
} from '../support/stack';

type Sim = Awaited<ReturnType<typeof startSimulator>>;
let sim: Sim;
const dir = mkdtempSync(join(tmpdir(), 'bff-deploy-'));

beforeAll(async () => {
  sim = await startSimulator({ port: 0, quiet: true });
});
afterAll(async () => {
  await sim?.close();
});

async function expectRefusedStart(env: Record<string, string>, message: RegExp) {
  let error: Error | undefined;
  let dashboard: Dashboard | undefined;
  try {
    dashboard = await startDashboard({ env: { NODE_ENV: 'production', ...env } });
    // If it answered once, its first request must have stopped it.
    await fetch(`${dashboard.url}/signin`).catch(() => undefined);
    await dashboard.exited;
    error = new Error(dashboard.logs());
  } catch (e) {
    error = e as Error;
  } finally {
    await dashboard?.stop();
  }
  expect(error?.message).toMatch(message);
}

describe('startup', () => {
  it('refuses a base URL without FLEET_API_KEY and NEXTAUTH_SECRET, saying what to set', async () => {
    await expectRefusedStart({ FLEET_API_BASE_URL: sim.url }, /needs FLEET_API_KEY and NEXTAUTH_SECRET/);
  });

  it('refuses a users file that is not a list of {username, role, passwordHash}', async () => {
    const file = join(dir, 'bad-users.json');
    writeFileSync(file, JSON.stringify([{ username: 'jo', role: 'root', passwordHash: 'plain' }]));
    await expectRefusedStart(
      { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: sim.apiKey, NEXTAUTH_SECRET: TEST_NEXTAUTH_SECRET, DASHBOARD_USERS_FILE: file },
      /DASHBOARD_USERS_FILE[\s\S]*role[\s\S]*passwordHash/,
    );
  });
});

describe('users from DASHBOARD_USERS_FILE behind https, a gateway that wants Bearer', () => {
  let dashboard: Dashboard;
  let upstream: RecordingProxy;
  beforeAll(async () => {
    upstream = await startRecordingProxy({ target: sim.url });
    const file = join(dir, 'users.json');
    writeFileSync(file, JSON.stringify([{ username: 'jo.safety', name: 'Jo Safety', role: 'safety_manager', passwordHash: await hashPassword('jo-secret-pw') }]));
    const port = await freePort();
    dashboard = await startDashboard({
      port,
      env: {
        NODE_ENV: 'production',
        FLEET_API_BASE_URL: upstream.url,
        FLEET_API_KEY: sim.apiKey,
        FLEET_API_AUTH_SCHEME: 'Bearer',
        NEXTAUTH_SECRET: TEST_NEXTAUTH_SECRET,
        DASHBOARD_USERS_FILE: file,
        // As if behind a TLS-terminating proxy.
        NEXTAUTH_URL: `https://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await dashboard?.stop();
    await upstream?.close();
  });

  async function credentialsSignIn(username: string, password: string) {
    const csrf = await fetch(`${dashboard.url}/api/auth/csrf`);
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { csrfToken } = await csrf.json();
    const res = await fetch(`${dashboard.url}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ csrfToken, username, password, json: 'true' }),
    });
    return res.headers.getSetCookie();
  }

  it('a file user signs in; the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax', async () => {
    const cookies = await credentialsSignIn('jo.safety', 'jo-secret-pw');
    const session = cookies.find((c) => c.startsWith('__Secure-next-auth.session-token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    const me = await fetch(`${dashboard.url}/api/auth/session`, { headers: { cookie: session!.split(';')[0] } });
    expect((await me.json()).user).toEqual({ username: 'jo.safety', name: 'Jo Safety', role: 'safety_manager' });

    // FLEET_API_AUTH_SCHEME=Bearer: the key goes upstream as `Bearer <key>`, on every call.
    upstream.clear();
    const trucks = await fetch(`${dashboard.url}/api/fleet/trucks?size=1`, { headers: { cookie: session!.split(';')[0] } });
    expect(trucks.status).toBe(200);
    expect(upstream.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${sim.apiKey}`]);
  });

  it('a wrong password and the demo users are refused (no demo mode here)', async () => {
    expect((await credentialsSignIn('jo.safety', 'jo-secret-pW')).some((c) => c.includes('session-token='))).toBe(false);
    expect((await credentialsSignIn('admin', 'fleet-demo')).some((c) => c.includes('session-token='))).toBe(false);
    await expect(signIn(dashboard.url, 'admin', 'fleet-demo')).rejects.toThrow(/failed/);
  });

  it('the sign-in page shows no demo hint; responses carry HSTS', async () => {
    const res = await fetch(`${dashboard.url}/signin`);
    expect(await res.text()).not.toMatch(/Demo mode/);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
