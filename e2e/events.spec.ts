// DMS events in Chromium against the real stack: the video of an event loads and plays in the
// page, keyboard review moves through events, filters change the list and the URL, bad input
// is explained, and a dispatcher is kept out of the page and its BFF route.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateFor } from './support/env';
import { saveScreenshot } from './support/screenshot';

/** N of the pagination's "Rows a–b of N". */
async function listTotal(page: Page): Promise<number> {
  const text = await page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Rows \d/).textContent();
  const match = /of ([\d,]+)/.exec(text ?? '');
  if (!match) throw new Error(`no total in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

function eventsTable(page: Page) {
  return page.getByRole('table', { name: 'DMS events' });
}

/** The open buttons of the listed events (the time cell of each row). */
function openButtons(page: Page) {
  return eventsTable(page).locator('tbody tr td:first-child button');
}

test.describe('safety manager', () => {
  test.use({ storageState: storageStateFor('safety') });

  test('an event video loads and plays in the page; j/k move through events', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/events');
    await expect(openButtons(page).first()).toBeVisible();
    await expect.poll(() => listTotal(page)).toBeGreaterThan(0);
    await saveScreenshot(page, 'events-list');

    await openButtons(page).first().click();
    const panel = page.getByRole('complementary', { name: /#\d+/ });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/[?&]event=\d+/);
    const video = panel.locator('video');
    await expect(video).toBeVisible();
    // HAVE_CURRENT_DATA or better: the signed clip was fetched and decoded.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
    // Seeking works (the media host answers Range requests).
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    expect(duration).toBeGreaterThan(1);
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = v.duration / 2;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.currentTime)).toBeGreaterThan(duration / 2 - 0.5);

    // Facts: severity as words, time in the viewer's zone with UTC on hover, people linked.
    await expect(panel.locator('time[title$="UTC"]')).toBeVisible();
    await expect(panel.locator('a[href^="/drivers/"]')).toBeVisible();
    await expect(panel.locator('a[href^="/trucks/"]')).toBeVisible();
    await saveScreenshot(page, 'events-panel');

    const heading = panel.getByRole('heading', { level: 2 });
    const first = await heading.textContent();
    const firstId = new URL(page.url()).searchParams.get('event');
    await page.keyboard.press('j');
    await expect(heading).not.toHaveText(first ?? '');
    await expect(page).not.toHaveURL(new RegExp(`event=${firstId}(&|$)`));
    await page.keyboard.press('k');
    await expect(heading).toHaveText(first ?? '');
    await expect(page).toHaveURL(new RegExp(`event=${firstId}(&|$)`));
    await page.getByRole('button', { name: 'Close event panel' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('newest first with video links requested; the Time header turns it oldest first and back', async ({ page }) => {
    const listRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/fleet/dms/events');
    await page.goto('/events');
    expect(new URL((await listRequest).url()).searchParams.get('include_media')).toBe('true');

    /** UTC titles of the listed rows, as the page shows them. */
    const shownTimes = () => openButtons(page).evaluateAll((els) => els.map((el) => el.getAttribute('title')));
    /** The same page straight from the BFF, as UTC titles. */
    const apiTimes = async (direction: 'asc' | 'desc') => {
      const res = await page.request.get(`/api/fleet/dms/events?sort=occurredAt,${direction}&sort=id,asc&size=20`);
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { content: { occurredAt: string }[] };
      return body.content.map((e) => `${new Date(e.occurredAt).toISOString().slice(0, 19).replace('T', ' ')} UTC`);
    };
    const timeHeader = eventsTable(page).getByRole('columnheader', { name: /Time/ });

    await expect(openButtons(page).first()).toBeVisible();
    await expect(timeHeader).toHaveAttribute('aria-sort', 'descending');
    const newest = await apiTimes('desc');
    await expect.poll(shownTimes).toEqual(newest);

    await timeHeader.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=occurredAt(%2C|,)asc/);
    await expect(timeHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(shownTimes).toEqual(await apiTimes('asc'));

    // A second click goes back to newest first (it does not drop the order).
    await timeHeader.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=occurredAt(%2C|,)desc/);
    await expect.poll(shownTimes).toEqual(newest);
  });

  test('filters change the list and the URL; bad input is explained and nothing is lost', async ({ page }) => {
    await page.goto('/events');
    await expect(openButtons(page).first()).toBeVisible();
    const all = await listTotal(page);

    const filters = page.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Severity').selectOption('CRITICAL');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/severity\.equals=CRITICAL/);
    await expect.poll(() => listTotal(page)).toBeLessThan(all);
    const severities = await eventsTable(page).locator('tbody tr td:nth-child(3)').allTextContents();
    expect(severities.length).toBeGreaterThan(0);
    for (const s of severities) expect(s).toBe('Critical');
    const critical = await listTotal(page);

    // The same criteria straight from the BFF give the same total.
    const bff = await page.request.get('/api/fleet/dms/events?severity.equals=CRITICAL&size=1');
    expect(bff.status()).toBe(200);
    expect(((await bff.json()) as { totalElements: number }).totalElements).toBe(critical);

    // A day range (inclusive) and a type narrow it further; the URL carries all of it.
    const day = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await filters.getByLabel('From (UTC day)').fill(day);
    await filters.getByLabel('To (inclusive)').fill(day);
    await filters.getByLabel('Type').selectOption('PHONE_USE');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(day);
    expect(new URL(page.url()).searchParams.get('to')).toBe(day);
    await expect(page).toHaveURL(/type\.equals=PHONE_USE/);
    await expect.poll(() => listTotal(page)).toBeLessThan(critical);
    const types = await eventsTable(page).locator('tbody tr td:nth-child(2)').allTextContents();
    for (const t of types) expect(t).toBe('Phone use');

    // A driver ID that is not a number: a message beside it, the applied filters stay.
    const before = page.url();
    await filters.getByLabel('Driver ID').fill('abc');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters.getByText('A driver ID is a positive whole number.')).toBeVisible();
    expect(page.url()).toBe(before);

    // Back restores the previous filters; Clear removes them all.
    await page.goBack();
    await expect(page).not.toHaveURL(/type\.equals=PHONE_USE/);
    await expect(page).toHaveURL(/severity\.equals=CRITICAL/);
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/severity\.equals/);
    await expect.poll(() => listTotal(page)).toBe(all);
  });

  test('reviewing past the last event of a page turns the page and opens its first event', async ({ page }) => {
    await page.goto('/events?size=20');
    await expect(openButtons(page)).toHaveCount(20);
    await openButtons(page).last().click();
    await expect(page.getByRole('complementary')).toContainText('20 of');
    await page.keyboard.press('j');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByRole('complementary')).toContainText('21 of');
    const firstOfPage2 = await openButtons(page).first().getAttribute('aria-pressed');
    expect(firstOfPage2).toBe('true');
    await page.keyboard.press('k');
    await expect(page).not.toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByRole('complementary')).toContainText('20 of');
  });

  test('a link to an event that is not on the current page opens it', async ({ page }) => {
    await page.goto('/events?event=5');
    const panel = page.getByRole('complementary');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText('#5');
    await expect.poll(() => panel.locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page).not.toHaveURL(/event=/);
  });

  test('"only this driver" in a row filters the list to that driver', async ({ page }) => {
    await page.goto('/events');
    const firstDriver = eventsTable(page).locator('tbody tr').first().locator('td:nth-child(4)');
    const name = (await firstDriver.getByRole('link').textContent())!;
    await firstDriver.getByRole('button', { name: `Only events of ${name}` }).click();
    await expect(page).toHaveURL(/driverId\.equals=\d+/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    await expect.poll(async () => new Set(await eventsTable(page).locator('tbody tr td:nth-child(4) a').allTextContents())).toEqual(new Set([name]));
  });

  test('a tag filter (tags.contains) keeps only events with that tag', async ({ page }) => {
    await page.goto('/events');
    await expect(openButtons(page).first()).toBeVisible();
    const tagged = await page.request.get('/api/fleet/dms/events?tags.specified=true&size=1');
    const tag = ((await tagged.json()) as { content: { tags: string[] }[] }).content[0]?.tags[0];
    expect(tag, 'a seeded event with a tag').toBeTruthy();
    const filters = page.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Tag contains').fill(tag!);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tags.contains')).toBe(tag);
    await expect(eventsTable(page).locator('tbody tr').first()).toBeVisible();
    for (const cell of await eventsTable(page).locator('tbody tr td:nth-child(8)').allTextContents()) {
      expect(cell.toLowerCase()).toContain(tag!.toLowerCase());
    }
  });
});

test.describe('dispatcher', () => {
  test.use({ storageState: storageStateFor('dispatch') });

  test('cannot open /events and gets 403 from its BFF route', async ({ page }) => {
    const response = await page.goto('/events');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Access denied')).toBeVisible();
    const bff = await page.request.get('/api/fleet/dms/events?include_media=true');
    expect(bff.status()).toBe(403);
    expect(bff.headers()['content-type']).toContain('application/problem+json');
  });
});

test.describe('safety manager, expired video link', () => {
  test.use({ storageState: storageStateFor('safety') });

  test('a media error (403, as for an expired link) fetches the event afresh and plays the new link', async ({ page }) => {
    // The media host refuses the first clip request as an expired signature would; later
    // requests reach the simulator untouched.
    let refused: string | null = null;
    await page.route(/\/media\/clips\//, async (route) => {
      if (refused === null) {
        refused = route.request().url();
        await route.fulfill({ status: 403, contentType: 'application/problem+json', body: '{"title":"Forbidden","status":403,"detail":"the media URL expired"}' });
      } else {
        await route.continue();
      }
    });
    await page.goto('/events');
    const refetch = page.waitForRequest((r) => r.url().includes('/api/fleet/dms/events') && r.url().includes('id.equals='));
    await openButtons(page).first().click();
    const eventId = new URL(page.url()).searchParams.get('event');
    expect(new URL((await refetch).url()).searchParams.get('id.equals')).toBe(eventId);
    const video = page.getByRole('complementary').locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    expect(refused).not.toBeNull();
    await expect(page.getByText('The video could not be played')).toHaveCount(0);
  });
});
