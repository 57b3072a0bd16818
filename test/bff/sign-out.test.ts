// Signing out ends the session for good (contract §2, lib/auth/revoked-sessions.ts): a copy of
// the cookie taken before the sign-out is refused afterwards, on this dashboard at once and on
// a second instance sharing the database within a couple of seconds. Other sign-ins of the
// same user are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEnvFor, signIn, startDashboard, startSimulator, type Dashboard, type Simulator } from '../support/stack';

let sim: Simulator;
let first: Dashboard;
let second: Dashboard;

beforeAll(async () => {
  sim = await startSimulator({ port: 0, quiet: true, trucks: 20, drivers: 20, events: 100 });
  const env = dashboardEnvFor({ url: sim.url, apiKey: sim.apiKey });
  // The same database file (DASHBOARD_DB) and secret: two instances of one deployment.
  [first, second] = await Promise.all([startDashboard({ env }), startDashboard({ env })]);
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await sim?.close();
});

const trucksStatus = async (dashboard: Dashboard, cookie: string) =>
  (await fetch(`${dashboard.url}/api/fleet/trucks?size=1`, { headers: { cookie } })).status;

async function signOut(dashboard: Dashboard, cookie: string) {
  const csrf = await fetch(`${dashboard.url}/api/auth/csrf`, { headers: { cookie } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie();
  const res = await fetch(`${dashboard.url}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [cookie, ...csrfCookie.map((c) => c.split(';')[0])].join('; ') },
    body: new URLSearchParams({ csrfToken, json: 'true' }),
  });
  expect(res.status).toBeLessThan(400);
}

describe('sign-out', () => {
  it('a copy of the signed-out cookie is refused here at once and on the other instance soon after', async () => {
    const copied = await signIn(first.url, 'safety', 'fleet-demo');
    const otherSignIn = await signIn(second.url, 'safety', 'fleet-demo');
    expect(await trucksStatus(first, copied)).toBe(200);
    expect(await trucksStatus(second, copied)).toBe(200);

    await signOut(first, copied);

    expect(await trucksStatus(first, copied)).toBe(401);
    const session = await (await fetch(`${first.url}/api/auth/session`, { headers: { cookie: copied } })).json();
    expect(session).toEqual({});
    await expect.poll(() => trucksStatus(second, copied), { timeout: 10_000, interval: 250 }).toBe(401);

    // The same user's other sign-in goes on working, on both instances.
    expect(await trucksStatus(second, otherSignIn)).toBe(200);
    expect(await trucksStatus(first, otherSignIn)).toBe(200);
  });

  it('a page visit with the signed-out cookie goes to sign-in', async () => {
    const cookie = await signIn(first.url, 'admin', 'fleet-demo');
    await signOut(first, cookie);
    const res = await fetch(`${first.url}/trucks`, { redirect: 'manual', headers: { cookie } });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/signin\?callbackUrl=%2Ftrucks$/);
  });
});
