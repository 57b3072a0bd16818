// The overview in Chromium against the real stack: KPI and EV cards show the fleet summary's
// numbers, the charge distribution covers every EV truck, low-charge trucks link to their
// pages, and safety numbers are shown only to roles that may read safety data.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatNumber } from '../lib/format';
import { storageStateFor } from './support/env';
import { saveScreenshot } from './support/screenshot';

interface Summary {
  trucks: { total: number };
  drivers: { total: number; assigned: number };
  safety: { eventsLast7Days: number; avgOverallScore: number | null };
  ev: {
    count: number;
    avgChargeLevel: number | null;
    minChargeLevel: number | null;
    avgRangeKm: number | null;
    totalRangeKm: number | null;
    lowCharge: { truckId: number; unitNumber: string }[];
  };
}

const pct = (v: number | null) => (v == null ? '—' : `${formatNumber(v)} %`);
const km = (v: number | null) => (v == null ? '—' : `${formatNumber(v, 0)} km`);

test.describe('admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('KPI and EV cards match the fleet summary; low-charge trucks are linked', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    const summary = (await (await page.request.get('/api/fleet/analytics/fleet-summary')).json()) as Summary;
    await expect(page.getByTestId('kpi-trucks')).toHaveText(formatNumber(summary.trucks.total, 0));
    await expect(page.getByTestId('kpi-drivers')).toHaveText(
      `${formatNumber(summary.drivers.assigned, 0)} / ${formatNumber(summary.drivers.total, 0)}`,
    );
    await expect(page.getByTestId('kpi-events-7d')).toHaveText(formatNumber(summary.safety.eventsLast7Days, 0));
    await expect(page.getByTestId('kpi-avg-score')).toHaveText(formatNumber(summary.safety.avgOverallScore, 1));
    await expect(page.getByTestId('ev-avg-charge')).toHaveText(pct(summary.ev.avgChargeLevel));
    await expect(page.getByTestId('ev-min-charge')).toHaveText(pct(summary.ev.minChargeLevel));
    await expect(page.getByTestId('ev-avg-range')).toHaveText(km(summary.ev.avgRangeKm));
    await expect(page.getByTestId('ev-total-range')).toHaveText(km(summary.ev.totalRangeKm));

    // The distribution counts every EV truck once.
    const card = page.getByRole('region', { name: 'Charge level distribution', exact: true });
    await card.getByText('Show data table').click();
    const counts = await card.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(counts).toHaveLength(10);
    expect(counts.reduce((sum, c) => sum + Number(c), 0)).toBe(summary.ev.count);

    const low = page.getByRole('list', { name: 'Low-charge trucks' });
    if (summary.ev.lowCharge.length > 0) {
      await expect(low.getByRole('link')).toHaveCount(summary.ev.lowCharge.length);
      const first = summary.ev.lowCharge[0];
      await expect(low.locator(`a[href="/trucks/${first.truckId}"]`)).toHaveText(first.unitNumber);
    } else {
      await expect(page.getByText(/No EV truck is below/)).toBeVisible();
    }
    await saveScreenshot(page, 'overview');
  });
});

/** Whether any script the page loaded (up to network idle) contains recharts' code. */
async function loadsRecharts(page: Page, path: string): Promise<boolean> {
  const bodies: Promise<string>[] = [];
  const onResponse = (r: import('@playwright/test').Response) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(bodies)).some((body) => body.includes('recharts-'));
}

test.describe('bundles', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('/trucks and /drivers load no chart code; /analytics does', async ({ page }) => {
    expect(await loadsRecharts(page, '/trucks')).toBe(false);
    expect(await loadsRecharts(page, '/drivers')).toBe(false);
    // The check can fail: the analytics page does load recharts.
    expect(await loadsRecharts(page, '/analytics')).toBe(true);
  });
});

test.describe('dispatcher', () => {
  test.use({ storageState: storageStateFor('dispatch') });

  test('sees the fleet and EV numbers but no safety widgets', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('kpi-trucks')).toBeVisible();
    await expect(page.getByTestId('ev-avg-charge')).toBeVisible();
    await expect(page.getByTestId('kpi-events-7d')).toHaveCount(0);
    await expect(page.getByTestId('kpi-avg-score')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Review events' })).toHaveCount(0);
  });
});
