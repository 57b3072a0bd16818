// Analytics in Chromium against the real stack: a one-day range counts exactly the events of
// that whole UTC day (the same number the events list shows), the tag chart's numbers are the
// report's numbers, the grouping switch and CSV work, and a dispatcher is kept out.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateFor } from './support/env';
import { saveScreenshot } from './support/screenshot';

interface Report {
  totals: { eventCount: number };
  groups: { key: string; eventCount: number; byType: Record<string, number> }[];
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function reportTotal(page: Page): Promise<number> {
  const total = page.getByTestId('report-total');
  await expect(total).toHaveText(/^[\d,]+$/);
  return Number((await total.textContent())!.replace(/,/g, ''));
}

/** The rows of a chart's data table, as header → cell text. */
async function chartTable(page: Page, title: string): Promise<Record<string, string>[]> {
  const card = page.getByRole('region', { name: title, exact: true });
  await card.getByText('Show data table').click();
  const table = card.getByRole('table', { name: `${title}: data` });
  await expect(table).toBeVisible();
  const headers = await table.locator('thead th').allTextContents();
  const rows: Record<string, string>[] = [];
  for (const row of await table.locator('tbody tr').all()) {
    const cells = await row.locator('th, td').allTextContents();
    rows.push(Object.fromEntries(headers.map((h, i) => [h, cells[i]])));
  }
  return rows;
}

test.describe('safety manager', () => {
  test.use({ storageState: storageStateFor('safety') });

  test('a one-day range counts the same events as the events list filtered to that whole day', async ({ page }) => {
    const day = daysAgo(3);
    await page.goto(`/analytics?from=${day}&to=${day}`);
    await expect(page.getByTestId('range-label')).toContainText('(inclusive');
    const reported = await reportTotal(page);
    expect(reported).toBeGreaterThan(0);

    await page.goto(`/events?from=${day}&to=${day}`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Rows \d/);
    await expect(pagination).toContainText(` of ${reported.toLocaleString('en-US')}`);

    // And the BFF agrees on both ends of the day: 00:00:00Z counts, the next midnight does not.
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await page.request.get(
      `/api/fleet/dms/events?occurredAt.greaterThanOrEqual=${day}T00:00:00Z&occurredAt.lessThan=${next}T00:00:00Z&size=1`,
    );
    expect(((await res.json()) as { totalElements: number }).totalElements).toBe(reported);
  });

  test('the tag chart shows the report’s numbers; the note explains multi-tag counting', { tag: '@mobile' }, async ({ page }) => {
    const from = daysAgo(29);
    const to = daysAgo(0);
    await page.goto(`/analytics?from=${from}&to=${to}&groupBy=tag`);
    await expect(page.getByText(/counts once in each of its tags/)).toBeVisible();
    const res = await page.request.get(`/api/fleet/analytics/safety-report?from=${from}&to=${to}&groupBy=tag`);
    expect(res.status()).toBe(200);
    const report = (await res.json()) as Report;
    expect(await reportTotal(page)).toBe(report.totals.eventCount);
    await saveScreenshot(page, 'analytics');

    const rows = await chartTable(page, 'Events per tag, by type');
    expect(rows.length).toBe(report.groups.length);
    for (const group of report.groups) {
      const row = rows.find((r) => r.Tag === group.key);
      expect(row, `row for tag ${group.key}`).toBeTruthy();
      expect(Number(row!.Events.replace(/,/g, ''))).toBe(group.eventCount);
      expect(Number(row!['Phone use'])).toBe(group.byType.PHONE_USE ?? 0);
      expect(Number(row!.Distraction)).toBe(group.byType.DISTRACTION ?? 0);
    }
    // The drawn bars: one per tag (up to the chart's limit).
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  });

  test('the grouping switch and the range are in the URL; CSV downloads the table', async ({ page }) => {
    await page.goto('/analytics');
    await reportTotal(page);
    await page.getByRole('radiogroup', { name: 'Group by' }).getByRole('radio', { name: 'Type' }).click();
    await expect(page).toHaveURL(/groupBy=type/);
    await expect(page.getByRole('heading', { name: 'Events per type, by type' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Date range' }).getByRole('radio', { name: '7 days' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(daysAgo(6));
    expect(new URL(page.url()).searchParams.get('to')).toBe(daysAgo(0));

    const card = page.getByRole('region', { name: 'Daily trend', exact: true });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`daily-trend_${daysAgo(6)}_${daysAgo(0)}.csv`);
    const csv = await (await file.createReadStream()).toArray();
    const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Day (UTC),Events');
    expect(lines.length).toBe(1 + 7); // one row per day of the inclusive range
  });

  test('a backwards custom range is refused with a message', async ({ page }) => {
    await page.goto('/analytics');
    await reportTotal(page);
    await page.getByRole('radio', { name: 'Custom' }).click();
    await page.getByLabel('From').fill(daysAgo(1));
    await page.getByLabel('To (inclusive)').fill(daysAgo(5));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The start day is after the end day.' })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`from=${daysAgo(1)}`));
  });
});

test.describe('dispatcher', () => {
  test.use({ storageState: storageStateFor('dispatch') });

  test('cannot open /analytics and gets 403 from the safety report', async ({ page }) => {
    const response = await page.goto('/analytics');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Access denied')).toBeVisible();
    const bff = await page.request.get('/api/fleet/analytics/safety-report?groupBy=tag');
    expect(bff.status()).toBe(403);
  });
});
