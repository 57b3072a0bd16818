// /trucks and /trucks/[id] in Chromium against the simulator: paging, sorting, each filter
// type, URL round-trips, create/edit/delete (PATCH sends only changed fields), CSV export,
// keyboard use, what each role may do, and what code a first load brings (no charts, no form
// code until a form opens). Expected values come from the BFF itself.
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { formatNumber } from '../lib/format';
import { E2E_BASE_URL, simRequests, storageStateFor } from './support/env';
import { pageAlerts } from './support/locators';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

interface TruckRow {
  id: number;
  unitNumber: string;
  make: string;
  model: string;
  year: number;
  status?: string;
  fuelType?: string;
}
interface TruckPage {
  content: TruckRow[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

async function apiTrucks(request: APIRequestContext, query: string): Promise<TruckPage> {
  const res = await request.get(`/api/fleet/trucks?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TruckPage;
}

const trucksTable = (page: Page) => page.getByRole('table', { name: 'Trucks' });
/** The unit numbers shown, top to bottom. */
const shownUnits = (page: Page) => trucksTable(page).locator('tbody tr td:first-child').allTextContents();
const rowsText = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('p');
const fmt = (n: number) => n.toLocaleString('en-US');

async function expectUnits(page: Page, units: string[]) {
  await expect.poll(() => shownUnits(page)).toEqual(units);
}

/** Cleans up a truck a test created, whatever happened (same-origin DELETE through the BFF). */
async function deleteTruckQuietly(request: APIRequestContext, id: number) {
  await request.delete(`/api/fleet/trucks/${id}`, {
    headers: { origin: E2E_BASE_URL, 'content-type': 'application/json' },
  });
}

test.describe('trucks as admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('pages to the last page and back', async ({ page }) => {
    // Seeded trucks only: the create test below may add an E2E-… truck meanwhile.
    const seeded = 'unitNumber.doesNotContain=E2E-';
    const first = await apiTrucks(page.request, `page=0&size=20&sort=id,asc&${seeded}`);
    const lastIndex = first.totalPages - 1;
    const last = await apiTrucks(page.request, `page=${lastIndex}&size=20&sort=id,asc&${seeded}`);
    await page.goto(`/trucks?${seeded}`);
    await expect(rowsText(page)).toHaveText(`Rows 1–20 of ${fmt(first.totalElements)}`);
    await expectUnits(page, first.content.map((t) => t.unitNumber));

    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastIndex + 1}(&|$)`));
    const from = lastIndex * 20 + 1;
    await expect(rowsText(page)).toHaveText(`Rows ${fmt(from)}–${fmt(from + last.content.length - 1)} of ${fmt(first.totalElements)}`);
    await expectUnits(page, last.content.map((t) => t.unitNumber));
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(`Page ${lastIndex} of ${first.totalPages}`)).toBeVisible();
    await page.getByRole('button', { name: 'First page' }).click();
    await expect(rowsText(page)).toHaveText(`Rows 1–20 of ${fmt(first.totalElements)}`);
    await expectUnits(page, first.content.map((t) => t.unitNumber));

    // A larger page size: the totals come from the response.
    await page.getByLabel('Rows per page').selectOption('50');
    const fifty = await apiTrucks(page.request, `page=0&size=50&sort=id,asc&${seeded}`);
    await expect(page.getByText(`Page 1 of ${fifty.totalPages}`)).toBeVisible();
    await expect(rowsText(page)).toHaveText(`Rows 1–50 of ${fmt(fifty.totalElements)}`);
  });

  test('sorts by one column, then by several with shift-click', async ({ page }) => {
    await page.goto('/trucks');
    await expect(rowsText(page)).toContainText('Rows 1–20');
    const table = trucksTable(page);
    await table.getByRole('button', { name: /^Make/ }).click();
    await expect(page).toHaveURL(/sort=make%2Casc|sort=make,asc/);
    await expect(table.getByRole('columnheader', { name: /Make/ })).toHaveAttribute('aria-sort', 'ascending');
    const byMake = await apiTrucks(page.request, 'page=0&size=20&sort=make,asc&sort=id,asc');
    await expectUnits(page, byMake.content.map((t) => t.unitNumber));

    // Shift-click adds year as the second key; a second shift-click turns it descending.
    await table.getByRole('button', { name: /^Year/ }).click({ modifiers: ['Shift'] });
    await table.getByRole('button', { name: /^Year/ }).click({ modifiers: ['Shift'] });
    await expect(table.getByRole('columnheader', { name: /Year/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('columnheader', { name: /Make/ })).toHaveAttribute('aria-sort', 'ascending');
    const url = new URL(page.url());
    expect(url.searchParams.getAll('sort')).toEqual(['make,asc', 'year,desc']);
    const multi = await apiTrucks(page.request, 'page=0&size=20&sort=make,asc&sort=year,desc&sort=id,asc');
    await expectUnits(page, multi.content.map((t) => t.unitNumber));
    // The request that reached the simulator ends with the stable id key.
    const sent = await simRequests(
      (r) => r.path === '/api/public/trucks' && new URLSearchParams(String(r.query)).getAll('sort').includes('year,desc'),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(new URLSearchParams(String(sent.at(-1)!.query)).getAll('sort')).toEqual(['make,asc', 'year,desc', 'id,asc']);
  });

  test('filters by text, number and enum, shown as removable chips', async ({ page }) => {
    const sample = (await apiTrucks(page.request, 'page=0&size=1&sort=id,asc')).content[0];
    const fragment = sample.model.slice(1, 4).toLowerCase();
    await page.goto('/trucks');
    await expect(rowsText(page)).toContainText('Rows 1–20');

    // Text: model contains a fragment.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter column').selectOption({ label: 'Model' });
    await page.getByLabel('Filter operator').selectOption('contains');
    await page.getByLabel('Filter value').fill(fragment);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(`Model contains ${fragment}`);
    const byModel = await apiTrucks(page.request, `page=0&size=20&sort=id,asc&model.contains=${encodeURIComponent(fragment)}`);
    await expect(rowsText(page)).toHaveText(new RegExp(`of ${fmt(byModel.totalElements)}$`));
    await expectUnits(page, byModel.content.map((t) => t.unitNumber));
    for (const model of await trucksTable(page).locator('tbody tr td:nth-child(3)').allTextContents()) {
      expect(model.toLowerCase()).toContain(fragment);
    }
    await page.getByRole('button', { name: `Remove filter Model contains ${fragment}` }).click();
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);

    // Number: year greater than.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter column').selectOption({ label: 'Year' });
    await page.getByLabel('Filter operator').selectOption('greaterThan');
    await page.getByLabel('Filter value').fill('2020');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/year\.greaterThan=2020/);
    const byYear = await apiTrucks(page.request, 'page=0&size=20&sort=id,asc&year.greaterThan=2020');
    await expectUnits(page, byYear.content.map((t) => t.unitNumber));
    for (const year of await trucksTable(page).locator('tbody tr td:nth-child(4)').allTextContents()) {
      expect(Number(year)).toBeGreaterThan(2020);
    }

    // Enum: status is any of (a multi-select), together with the year criterion.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter column').selectOption({ label: 'Status' });
    await page.getByRole('checkbox', { name: 'In shop' }).check();
    await page.getByRole('checkbox', { name: 'Out of service' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status is any of In shop, Out of service');
    const both = await apiTrucks(page.request, 'page=0&size=20&sort=id,asc&year.greaterThan=2020&status.in=IN_SHOP,OUT_OF_SERVICE');
    await expect(rowsText(page)).toHaveText(new RegExp(`of ${fmt(both.totalElements)}$`));
    await expectUnits(page, both.content.map((t) => t.unitNumber));
    for (const status of await trucksTable(page).locator('tbody tr td:nth-child(6)').allTextContents()) {
      expect(['In shop', 'Out of service']).toContain(status);
    }

    // A value of the wrong type is refused before anything is sent.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter column').selectOption({ label: 'Model' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Enter a value.')).toBeVisible();
  });

  test('the view survives reload and back/forward', async ({ page }) => {
    await page.goto('/trucks?size=50&sort=year,desc&fuelType.in=ELECTRIC,HYBRID');
    const expected = await apiTrucks(page.request, 'page=0&size=50&sort=year,desc&sort=id,asc&fuelType.in=ELECTRIC,HYBRID');
    await expectUnits(page, expected.content.map((t) => t.unitNumber));
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Fuel is any of Electric, Hybrid');
    await page.reload();
    await expectUnits(page, expected.content.map((t) => t.unitNumber));
    await expect(page.getByLabel('Rows per page')).toHaveValue('50');
    await expect(trucksTable(page).getByRole('columnheader', { name: /Year/ })).toHaveAttribute('aria-sort', 'descending');

    await page.goto('/trucks');
    await expect(rowsText(page)).toContainText('Rows 1–20');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(rowsText(page)).toContainText('Rows 21–40');
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rowsText(page)).toContainText('Rows 1–20');
    await page.goForward();
    await expect(rowsText(page)).toContainText('Rows 21–40');

    // An address the vocabulary refuses is explained, and can be reset.
    await page.goto('/trucks?sort=colour,asc');
    await expect(page.getByText('This address asks for a view the table cannot show')).toBeVisible();
    await expect(page.getByText(/cannot sort by "colour"/)).toBeVisible();
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect(rowsText(page)).toContainText('Rows 1–20');
  });

  test('prefetches the next page and keeps the current one on screen while another loads', async ({ page }) => {
    const seeded = 'unitNumber.doesNotContain=E2E-';
    const first = await apiTrucks(page.request, `page=0&size=20&sort=id,asc&${seeded}`);
    const prefetched = page.waitForRequest((r) => r.url().includes('/api/fleet/trucks?') && new URL(r.url()).searchParams.get('page') === '1');
    await page.goto(`/trucks?${seeded}`);
    await expectUnits(page, first.content.map((t) => t.unitNumber));
    await prefetched; // page 2 was asked for before anyone clicked

    // Hold the last page's answer until the assertions about the waiting state are done.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/fleet/trucks' && url.searchParams.get('page') === String(first.totalPages - 1),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(trucksTable(page).locator('xpath=..')).toHaveAttribute('aria-busy', 'true');
    await expect(trucksTable(page)).toHaveClass(/opacity-60/);
    expect(await shownUnits(page)).toEqual(first.content.map((t) => t.unitNumber));
    release();
    await expect(trucksTable(page)).not.toHaveClass(/opacity-60/);
    await expect(page.getByText(`Page ${first.totalPages} of ${first.totalPages}`)).toBeVisible();
  });

  test('a page of 500 renders only the rows in view, and scrolls to the last', async ({ page }) => {
    const seeded = 'unitNumber.doesNotContain=E2E-';
    const all = await apiTrucks(page.request, `page=0&size=500&sort=id,asc&${seeded}`);
    expect(all.content.length).toBeGreaterThan(100);
    await page.goto(`/trucks?size=500&${seeded}`);
    await expect(rowsText(page)).toHaveText(`Rows 1–${all.content.length} of ${fmt(all.totalElements)}`);
    const rendered = trucksTable(page).locator('tbody tr[aria-rowindex]');
    await expect(rendered.first()).toContainText(all.content[0].unitNumber);
    expect(await rendered.count()).toBeLessThan(all.content.length);
    // The header stays in place while the body scrolls.
    await trucksTable(page).locator('xpath=..').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const lastUnit = all.content.at(-1)!.unitNumber;
    await expect(trucksTable(page).getByRole('link', { name: lastUnit, exact: true })).toBeInViewport();
    await expect(trucksTable(page).getByRole('columnheader', { name: /Unit/ })).toBeInViewport();
  });

  test('loads no chart code (recharts stays out of this page)', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text());
    });
    await page.goto('/trucks');
    await expect(rowsText(page)).toContainText('Rows 1–20');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((b) => b.includes('recharts-wrapper'))).toHaveLength(0);
  });

  test('loads form, zod and next-auth code only when asked for', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    const loads = async (marker: string) => (await Promise.all(scripts)).some((b) => b.includes(marker));
    await page.goto('/trucks');
    await expect(rowsText(page)).toContainText('Rows 1–20');
    await page.waitForLoadState('networkidle');
    expect(await loads('$ZodType'), 'zod').toBe(false);
    expect(await loads('HookFormContext'), 'react-hook-form').toBe(false);
    expect(await loads('CLIENT_FETCH_ERROR'), 'next-auth/react').toBe(false);
    // Opening the form loads its code (which shows the markers above name that code).
    await page.getByRole('button', { name: 'New truck' }).click();
    await expect(page.getByRole('dialog', { name: 'New truck' }).getByLabel('Unit number')).toBeVisible();
    expect(await loads('$ZodType'), 'zod').toBe(true);
    expect(await loads('HookFormContext'), 'react-hook-form').toBe(true);
  });

  test('an unknown truck says so and leads back to the list', async ({ page }) => {
    await page.goto('/trucks/987654321');
    await expect(pageAlerts(page)).toContainText('Truck 987654321 was not found');
    await page.getByRole('button', { name: 'Back to trucks' }).click();
    await expect(page).toHaveURL(/\/trucks$/);
    await expect(trucksTable(page).locator('tbody tr').first()).toBeVisible();
  });

  test('rows open with the keyboard', async ({ page }) => {
    const first = (await apiTrucks(page.request, 'page=0&size=20&sort=id,asc')).content[0];
    await page.goto('/trucks');
    const row = trucksTable(page).locator('tbody tr').first();
    await expect(row).toContainText(first.unitNumber);
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/trucks/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Truck ${first.unitNumber}` })).toBeVisible();
  });

  test('creates, edits (PATCH of the changed field only) and deletes a truck', { tag: '@mobile' }, async ({ page }, testInfo) => {
    const unit = `E2E-${testInfo.project.name.slice(0, 3).toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    const existing = (await apiTrucks(page.request, 'page=0&size=1&sort=id,asc')).content[0];
    let createdId: number | undefined;
    try {
      await page.goto('/trucks');
      await expect(rowsText(page)).toContainText('Rows 1–20');
      await saveScreenshot(page, 'trucks-list');
      await page.getByRole('button', { name: 'New truck' }).click();
      const dialog = page.getByRole('dialog', { name: 'New truck' });
      await expect(dialog).toBeVisible();

      // Inline errors before anything is sent.
      await dialog.getByRole('button', { name: 'Create truck' }).click();
      await expect(dialog.getByLabel('Unit number')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Unit number')).toHaveAccessibleDescription('Required');

      // A unit number that exists already: the 409 lands on the field; what was typed stays.
      await dialog.getByLabel('Unit number').fill(existing.unitNumber);
      await dialog.getByLabel('Make').fill('Volvo');
      await dialog.getByLabel('Model').fill('Test Rig');
      await dialog.getByLabel('Year').fill('2019');
      await dialog.getByRole('button', { name: 'Create truck' }).click();
      await expect(dialog.getByLabel('Unit number')).toHaveAccessibleDescription(/already/i);
      await expect(dialog.getByLabel('Model')).toHaveValue('Test Rig');
      await saveScreenshot(page, 'truck-form-error');

      await dialog.getByLabel('Unit number').fill(unit);
      await dialog.getByRole('button', { name: 'Create truck' }).click();
      await expect(page).toHaveURL(/\/trucks\/\d+$/);
      createdId = Number(page.url().split('/').pop());
      await expect(page.getByRole('heading', { level: 1, name: `Truck ${unit}` })).toBeVisible();
      await expect(page.getByText('No driver is assigned to this truck.')).toBeVisible();
      await saveScreenshot(page, 'truck-detail');

      await page.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: `Edit truck ${unit}` });
      await edit.getByLabel('Model').fill('Test Rig 2');
      await saveScreenshot(page, 'truck-form-edit');
      const savedAfter = new Date().toISOString();
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText('Volvo Test Rig 2 · 2019')).toBeVisible();
      const patches = await simRequests(
        (r) => r.method === 'PATCH' && r.path === `/api/public/trucks/${createdId}` && String(r.at) >= savedAfter,
      );
      expect(patches).toHaveLength(1);
      expect(patches[0].body).toEqual({ model: 'Test Rig 2' });

      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: `Delete truck ${unit}?` });
      await confirm.getByRole('button', { name: 'Delete truck' }).click();
      await expect(page).toHaveURL(/\/trucks(\?|$)/);
      expect((await page.request.get(`/api/fleet/trucks/${createdId}`)).status()).toBe(404);
      createdId = undefined;
    } finally {
      if (createdId) await deleteTruckQuietly(page.request, createdId);
    }
  });

  test('exports the filtered, sorted result as CSV equal to the API, walking every page', async ({ page }) => {
    // Seeded trucks only (other tests create E2E-… trucks meanwhile); it spans several
    // 500-row pages, so the export has to walk them all.
    const query = 'fuelType.in=DIESEL,ELECTRIC&unitNumber.doesNotContain=E2E-&sort=year,desc';
    const total = (await apiTrucks(page.request, `size=1&${query}`)).totalElements;
    expect(total).toBeGreaterThan(500);
    await page.goto(`/trucks?${query}`);
    await expect(rowsText(page)).toContainText('Rows 1–');
    const pagesAsked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/fleet/trucks' && url.searchParams.get('size') === '500') pagesAsked.push(url.searchParams.toString());
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('trucks.csv');
    await expect(page.getByRole('status').filter({ hasText: `Exported ${formatNumber(total, 0)} rows` })).toBeVisible();
    // Page 0 up to the last, with the same size, filters and sort (id last) on every request.
    const pageCount = Math.ceil(total / 500);
    expect(pagesAsked.map((q) => new URLSearchParams(q).get('page'))).toEqual(Array.from({ length: pageCount }, (_, i) => String(i)));
    for (const q of pagesAsked) {
      const params = new URLSearchParams(q);
      expect(params.getAll('sort')).toEqual(['year,desc', 'id,asc']);
      expect(params.get('fuelType.in')).toBe('DIESEL,ELECTRIC');
      expect(params.get('unitNumber.doesNotContain')).toBe('E2E-');
    }
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trimEnd().split('\r\n').map(splitCsvLine);

    // The same walk through the BFF: page 0.. totalPages-1, size 500, id as the last key.
    const expected: Record<string, unknown>[] = [];
    for (let p = 0; ; p++) {
      const res = await apiTrucks(page.request, `page=${p}&size=500&${query}&sort=id,asc`);
      expected.push(...(res.content as unknown as Record<string, unknown>[]));
      if (p >= res.totalPages - 1) break;
    }
    expect(lines).toHaveLength(expected.length);
    const col = (name: string) => header.indexOf(name);
    for (const name of ['id', 'unitNumber', 'make', 'model', 'year', 'fuelType', 'status', 'chargeLevel', 'createdAt']) {
      expect(col(name), name).toBeGreaterThanOrEqual(0);
      expect(lines.map((l) => l[col(name)])).toEqual(expected.map((t) => (t[name] == null ? '' : String(t[name]))));
    }
    expect(lines.map((l) => l[col('tags')])).toEqual(expected.map((t) => ((t.tags as string[]) ?? []).join('; ')));
  });
});

/** RFC 4180 line splitting (quoted cells may hold commas and doubled quotes). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells;
}

test.describe('trucks by role', () => {
  test.describe('dispatcher', () => {
    test.use({ storageState: storageStateFor('dispatcher') });
    test('may create and edit but not delete', async ({ page }) => {
      await page.goto('/trucks');
      await expect(page.getByRole('button', { name: 'New truck' })).toBeVisible();
      await trucksTable(page).locator('tbody tr').first().locator('a').first().click();
      await expect(page.getByRole('heading', { level: 1, name: /^Truck / })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    });
  });
  test.describe('safety manager', () => {
    test.use({ storageState: storageStateFor('safety_manager') });
    test('only reads', { tag: '@mobile' }, async ({ page }) => {
      await page.goto('/trucks');
      await expect(rowsText(page)).toContainText('Rows 1–20');
      await expect(page.getByRole('button', { name: 'New truck' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
      await saveScreenshot(page, 'trucks-list-safety');
      await trucksTable(page).locator('tbody tr').first().locator('a').first().click();
      await expect(page.getByRole('heading', { level: 1, name: /^Truck / })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    });
  });
});
