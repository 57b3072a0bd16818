import { expect, test } from './support/test';
import { PAGES } from '../lib/auth/roles';
import { saveScreenshot } from './support/screenshot';
import { storageStateFor } from './support/env';

test.describe('anonymous', () => {
  test('the home page sends a visitor to sign in', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin(\?|$)/);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    await saveScreenshot(page, 'home-anonymous');
  });
});

test.describe('signed in as admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('the home page shows the dashboard shell', { tag: '@mobile' }, async ({ page, isMobile }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    // Loading finishes: no skeleton placeholder (components/ui/skeleton) is left on the page.
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    await saveScreenshot(page, 'home-admin');
    // On a phone, sign-out lives in the menu panel.
    const banner = page.getByRole('banner');
    if (isMobile) await banner.getByRole('button', { name: 'Menu' }).click();
    await expect(banner.getByRole('button', { name: 'Sign out' }).filter({ visible: true })).toBeVisible();
  });

  test('the navigation offers every page to an admin', async ({ page }) => {
    await page.goto('/');
    for (const { label, href } of PAGES) {
      await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });
});
