// Sign-in, sign-out, redirect-back, lockout and role-filtered navigation, in Chromium.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Role } from '../lib/auth/roles';
import { DEMO_PASSWORD, DEMO_USERS, storageStateFor, type DemoUser } from './support/env';
import { saveScreenshot } from './support/screenshot';

async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('anonymous', () => {
  test('the sign-in page: labelled fields, demo users hint', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByRole('complementary', { name: 'Demo users' })).toContainText('dispatch');
    await saveScreenshot(page, 'signin');
  });

  test('the icon and robots.txt are served without a session; pages ask not to be indexed', async ({ page }) => {
    await page.goto('/signin');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toMatch(/^\/favicon\.svg/);
    const icon = await page.request.get(href!, { maxRedirects: 0 });
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    const robots = await page.request.get('/robots.txt', { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a page visit goes to sign-in and back to the page after', async ({ page }) => {
    await page.goto('/drivers?keyword=an');
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdrivers%3Fkeyword%3Dan$/);
    await fillSignIn(page, 'dispatch', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/drivers\?keyword=an$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  });

  test('a callbackUrl to another site is ignored', async ({ page }) => {
    await page.goto('/signin?callbackUrl=https%3A%2F%2Fevil.example%2F');
    await fillSignIn(page, 'safety', DEMO_PASSWORD);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a wrong password shows a message and keeps the username', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, 'admin', 'not-the-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('empty fields are explained, not sent', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter your username and password.');
  });

  test('after 5 failures for one username, sign-in is refused with a clear message', async ({ page }) => {
    // A username of its own, so the lock does not affect other specs.
    const username = `lock-${test.info().project.name}-${Date.now()}`;
    await page.goto('/signin');
    for (let i = 0; i < 5; i++) {
      await fillSignIn(page, username, `guess-${i}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong username or password.');
    }
    await fillSignIn(page, username, 'another-guess');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Too many failed sign-ins for this username\. Try again in 15 minutes\./);
  });
});

// What each role's navigation must show, written out from the pages and the
// contract's §5 roles (not read from lib/auth/roles.ts, so a wrong PAGES/PERMISSIONS fails here).
const NAV_OF: Record<Role, string[]> = {
  admin: ['Overview', 'Trucks', 'Drivers', 'Events', 'Scores', 'Analytics', 'Webhooks'],
  safety_manager: ['Overview', 'Trucks', 'Drivers', 'Events', 'Scores', 'Analytics'],
  dispatcher: ['Overview', 'Trucks', 'Drivers'],
};
const DENIED_OF: Record<Role, string[]> = {
  admin: [],
  safety_manager: ['/webhooks', '/webhooks/received'],
  dispatcher: ['/events', '/scores', '/analytics', '/webhooks', '/webhooks/received'],
};

for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
  const role = DEMO_USERS[user];
  test.describe(`signed in as ${user}`, () => {
    test.use({ storageState: storageStateFor(user) });

    test(`the navigation shows only what ${role} may use`, { tag: '@mobile' }, async ({ page, isMobile }) => {
      await page.goto('/trucks');
      const banner = page.getByRole('banner');
      await expect(banner.getByText(ROLE_LABEL[role], { exact: true }).filter({ visible: true })).toBeVisible();
      if (isMobile) {
        await saveScreenshot(page, `shell-${user}-closed`);
        await banner.getByRole('button', { name: 'Menu' }).click();
      }
      await expect(banner.getByText(NAME[user]).filter({ visible: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Sign out' }).filter({ visible: true })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(NAV_OF[role]);
      await expect(nav.getByRole('link', { name: 'Trucks' })).toHaveAttribute('aria-current', 'page');
      await saveScreenshot(page, `shell-${user}${isMobile ? '-menu' : ''}`);
    });

    // Every page the role may not use (none for admin).
    for (const denied of DENIED_OF[role]) {
      test(`${denied} answers 403 Access denied inside the shell`, async ({ page }) => {
        const response = await page.goto(denied);
        expect(response?.status()).toBe(403);
        await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
      });
    }
  });
}

const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', safety_manager: 'Safety manager', dispatcher: 'Dispatcher' };
const NAME: Record<DemoUser, string> = { admin: 'Avery Admin', safety: 'Sam Safety', dispatch: 'Dana Dispatch' };

test('sign-in then sign-out: the session is gone', { tag: '@mobile' }, async ({ page, isMobile }) => {
  await page.goto('/signin');
  await fillSignIn(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const banner = page.getByRole('banner');
  if (isMobile) await banner.getByRole('button', { name: 'Menu' }).click();
  await expect(banner.getByText('Avery Admin').filter({ visible: true })).toBeVisible();
  const copied = (await page.context().cookies()).filter((c) => c.name.includes('next-auth.session-token'));
  expect(copied.length).toBeGreaterThan(0);
  await banner.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/trucks');
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Ftrucks$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.endsWith('next-auth.session-token'))).toBe(false);

  // A copy of the cookie taken before signing out is no way back in.
  await page.context().addCookies(copied);
  await page.goto('/trucks');
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Ftrucks$/);
  expect((await page.request.get('/api/fleet/trucks?size=1')).status()).toBe(401);
});
