// Browser-level security: the API key never reaches the browser, pages carry a CSP that the
// app runs under without violations, and an upstream failure shows a clear error with Retry.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SIM_DEFAULTS } from '../lib/fleet-api/constants';
import { signIn, startStack, type Stack } from '../test/support/stack';
import { DEMO_PASSWORD, SIM_API_KEY, storageStateFor } from './support/env';

/** Records every response's headers and (text) body, and every CSP violation reported. */
function watch(page: Page) {
  const seen: string[] = [];
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('response', async (response) => {
    const headers = Object.entries(await response.allHeaders()).map(([k, v]) => `${k}: ${v}`).join('\n');
    const type = response.headers()['content-type'] ?? '';
    let body = '';
    if (/json|text|javascript|html|css|x-component/.test(type)) body = await response.text().catch(() => '');
    seen.push(`${response.url()}\n${headers}\n${body}`);
  });
  return { seen, violations };
}

test.describe('signed in as admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('browsing every page: the key is in no response, pages carry a CSP and nothing violates it', async ({ page }) => {
    const { seen, violations } = watch(page);
    for (const path of ['/', '/trucks', '/drivers', '/events', '/scores', '/analytics', '/webhooks', '/webhooks/received']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const csp = response!.headers()['content-security-policy'];
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response!.headers()['x-content-type-options']).toBe('nosniff');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(seen.length).toBeGreaterThan(20);
    for (const secret of [SIM_API_KEY, SIM_DEFAULTS.apiKey]) {
      expect(seen.filter((s) => s.includes(secret)).map((s) => s.split('\n')[0])).toEqual([]);
    }
    expect(violations).toEqual([]);
  });

  test('the page cannot be framed', async ({ page }) => {
    const response = await page.goto('/trucks');
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

test.describe('an upstream that fails', () => {
  // A dashboard of its own in front of a recording proxy whose failure mode the test sets.
  let stack: Stack;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack = await startStack({ env: { DEMO_PASSWORD } });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('shows a clear error with Retry, and Retry recovers', async ({ browser }) => {
    const cookie = await signIn(stack.dashboard.url, 'safety', DEMO_PASSWORD);
    const context = await browser.newContext({ baseURL: stack.dashboard.url });
    const [name, value] = cookie.split('; ').find((c) => c.startsWith('next-auth.session-token='))!.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: stack.dashboard.url }]);
    const page = await context.newPage();
    try {
      stack.proxy.setMode('status500');
      await page.goto('/trucks');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText('Fleet API failed');
      await expect(alert).toContainText('the Fleet API failed (500)');
      await expect(page.getByRole('heading', { level: 1, name: 'Trucks' })).toBeVisible();

      stack.proxy.setMode('pass');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
