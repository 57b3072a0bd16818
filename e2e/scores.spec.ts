// Driver scores in Chromium against the real stack: worst distraction first, sorting in the
// URL, the leaderboard/bottom lists, the drill-down to a driver's events in the range, and a
// dispatcher kept out.
import { expect, test } from './support/test';
import { storageStateFor } from './support/env';
import { saveScreenshot } from './support/screenshot';

interface ScorePage {
  totalElements: number;
  content: { driverId: number; driverName: string; overallScore: number; distractionScore: number }[];
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const scoreOf = (text: string) => Number(/[\d.]+/.exec(text)?.[0]);

test.describe('safety manager', () => {
  test.use({ storageState: storageStateFor('safety') });

  test('worst distraction first, in colour bands with words; rankings match the API', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/scores');
    const table = page.getByRole('table', { name: 'Driver scores' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Distraction/ })).toHaveAttribute('aria-sort', 'ascending');
    const distraction = (await table.locator('tbody tr td:nth-child(3)').allTextContents()).map(scoreOf);
    expect(distraction.length).toBeGreaterThan(1);
    expect([...distraction].sort((a, b) => a - b)).toEqual(distraction);
    // Bands carry a word, not only a colour.
    await expect(table.locator('tbody tr').first().locator('td:nth-child(3)')).toContainText(/Good|Watch|Coach/);

    const from = daysAgo(29);
    const to = daysAgo(0);
    const res = await page.request.get(`/api/fleet/driver-scores?from=${from}&to=${to}&sort=overallScore,desc&size=5`);
    const best = (await res.json()) as ScorePage;
    const leaderboard = page.getByRole('list', { name: 'Leaderboard' });
    await expect(leaderboard.getByRole('listitem')).toHaveCount(best.content.length);
    await expect(leaderboard.getByRole('listitem').first()).toContainText(best.content[0].driverName);
    const worst = (await (await page.request.get(`/api/fleet/driver-scores?from=${from}&to=${to}&sort=overallScore,asc&size=5`)).json()) as ScorePage;
    const coaching = page.getByRole('list', { name: 'Needs coaching' }).getByRole('listitem');
    await expect(coaching).toHaveCount(5);
    for (const [i, row] of worst.content.entries()) await expect(coaching.nth(i)).toContainText(row.driverName);
    await saveScreenshot(page, 'scores');
  });

  test('sorting and the range go to the URL', async ({ page }) => {
    await page.goto('/scores');
    const table = page.getByRole('table', { name: 'Driver scores' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await table.getByRole('button', { name: /Overall/ }).click();
    await expect(page).toHaveURL(/sort=overallScore(,|%2C)asc/);
    await expect(table.getByRole('columnheader', { name: /Overall/ })).toHaveAttribute('aria-sort', 'ascending');
    // The previous order stays on screen while the sorted page loads: wait for the new rows.
    await expect(table.locator('xpath=..')).not.toHaveAttribute('aria-busy', 'true');
    await expect
      .poll(async () => {
        const overall = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map(scoreOf);
        return overall.length > 1 && overall.every((score, i) => i === 0 || overall[i - 1] <= score);
      })
      .toBe(true);

    await page.getByRole('radio', { name: '7 days' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(daysAgo(6));
    await expect(page.getByTestId('range-label')).toContainText('(inclusive)');
  });

  test('drill-down: a driver’s events in the range, the same count as the events endpoint', async ({ page }) => {
    const from = daysAgo(29);
    const to = daysAgo(0);
    await page.goto(`/scores?from=${from}&to=${to}`);
    const first = page.getByRole('table', { name: 'Driver scores' }).locator('tbody tr').first().getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/scores/\\d+\\?from=${from}&to=${to}`));
    const driverId = /\/scores\/(\d+)/.exec(page.url())![1];
    await expect(page.getByTestId('driver-score-name')).toHaveText(name);

    const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await page.request.get(
      `/api/fleet/dms/events?driverId.equals=${driverId}&occurredAt.greaterThanOrEqual=${from}T00:00:00Z&occurredAt.lessThan=${next}T00:00:00Z&size=1`,
    );
    const total = ((await res.json()) as { totalElements: number }).totalElements;
    const pagination = page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Rows \d/);
    await expect(pagination).toContainText(` of ${total.toLocaleString('en-US')}`);
    await saveScreenshot(page, 'score-drilldown');

    await page.getByRole('link', { name: 'Review with video' }).click();
    await expect(page).toHaveURL(new RegExp(`/events\\?.*driverId\\.equals=${driverId}`));
  });
});

test.describe('dispatcher', () => {
  test.use({ storageState: storageStateFor('dispatch') });

  test('cannot open /scores and gets 403 from driver scores', async ({ page }) => {
    const response = await page.goto('/scores');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Access denied')).toBeVisible();
    const bff = await page.request.get('/api/fleet/driver-scores');
    expect(bff.status()).toBe(403);
  });
});
