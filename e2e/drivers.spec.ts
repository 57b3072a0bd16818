// /drivers and /drivers/[id] in Chromium against the simulator: keyword search with
// highlighted matches, truck assignments (shown, linked, and made with the truck picker),
// the keyword in the URL, and what each role may do. Expected values come from the BFF.
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_BASE_URL, storageStateFor } from './support/env';
import { pageAlerts } from './support/locators';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

interface DriverRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  truckAssignment: { truckId: number; unitNumber: string } | null;
}
interface DriverPage {
  content: DriverRow[];
  totalElements: number;
  totalPages: number;
}

const sameOrigin = { origin: E2E_BASE_URL, 'content-type': 'application/json' };

async function apiDrivers(request: APIRequestContext, query: string): Promise<DriverPage> {
  const res = await request.get(`/api/fleet/drivers?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as DriverPage;
}

const driversTable = (page: Page) => page.getByRole('table', { name: 'Drivers' });
const rowsText = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('p');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search drivers' });

test.describe('drivers as admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('an unknown driver says so and leads back to the list', async ({ page }) => {
    await page.goto('/drivers/987654321');
    await expect(pageAlerts(page)).toContainText('Driver 987654321 was not found');
    await page.getByRole('button', { name: 'Back to drivers' }).click();
    await expect(page).toHaveURL(/\/drivers$/);
    await expect(driversTable(page).locator('tbody tr').first()).toBeVisible();
  });

  test('a search that matches nobody says so, and the box stays as typed', async ({ page }) => {
    await page.goto('/drivers?keyword=zzqx-nobody');
    await expect(driversTable(page).getByText('No drivers match.')).toBeVisible();
    await expect(search(page)).toHaveValue('zzqx-nobody');
    // Nothing to export either.
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await saveScreenshot(page, 'drivers-empty');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(driversTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(driversTable(page).getByText('No drivers match.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test('keyword search finds a driver by an e-mail fragment and highlights it', { tag: '@mobile' }, async ({ page }) => {
    const driver = (await apiDrivers(page.request, 'page=0&size=1&sort=id,asc&id.equals=7')).content[0];
    const local = driver.email.split('@')[0];
    const fragment = local.slice(1, Math.min(local.length, 8));
    const expected = await apiDrivers(page.request, `page=0&size=20&keyword=${encodeURIComponent(fragment)}`);
    expect(expected.content.some((d) => d.id === driver.id)).toBe(true);

    await page.goto('/drivers');
    await expect(rowsText(page)).toContainText('Rows 1–20');
    await saveScreenshot(page, 'drivers-list');
    await search(page).pressSequentially(fragment, { delay: 30 });
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(fragment).replace(/\./g, '\\.')}`));
    await expect(rowsText(page)).toHaveText(new RegExp(`of ${expected.totalElements.toLocaleString('en-US')}$`));
    const row = driversTable(page).locator('tbody tr').filter({ hasText: driver.email });
    await expect(row).toHaveCount(1);
    await expect(row.locator('mark').first()).toHaveText(new RegExp(fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    await saveScreenshot(page, 'drivers-search');

    // The keyword is part of the view: it survives a reload.
    await page.reload();
    await expect(search(page)).toHaveValue(fragment);
    await expect(driversTable(page).locator('tbody tr').filter({ hasText: driver.email })).toHaveCount(1);

    // Clearing the box brings every driver back.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/keyword=/);
    await expect(rowsText(page)).toContainText('Rows 1–20');
  });

  test('exports the searched, sorted drivers as CSV equal to the API, assignments included', async ({ page }) => {
    await page.goto('/drivers?keyword=fleetco&sort=lastName,desc&status.in=ACTIVE');
    await expect(rowsText(page)).toContainText('Rows 1–');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('drivers.csv');
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trimEnd().split('\r\n').map((l) => l.split(','));
    const expected: DriverRow[] = [];
    for (let p = 0; ; p++) {
      const res = await apiDrivers(page.request, `page=${p}&size=500&keyword=fleetco&sort=lastName,desc&sort=id,asc&status.in=ACTIVE`);
      expected.push(...res.content);
      if (p >= res.totalPages - 1) break;
    }
    expect(expected.length).toBeGreaterThan(1);
    expect(lines).toHaveLength(expected.length);
    // Seeded names, e-mails and units hold no commas or quotes, so a plain split is exact here.
    expect(lines.map((l) => l[header.indexOf('id')])).toEqual(expected.map((d) => String(d.id)));
    expect(lines.map((l) => l[header.indexOf('email')])).toEqual(expected.map((d) => d.email));
    expect(lines.map((l) => l[header.indexOf('truckAssignment.unitNumber')])).toEqual(
      expected.map((d) => d.truckAssignment?.unitNumber ?? ''),
    );
  });

  test('a driver row shows the assigned truck as a link to it', async ({ page }) => {
    const assigned = (await apiDrivers(page.request, 'page=0&size=1&sort=id,asc&truckId.specified=true')).content[0];
    const truck = assigned.truckAssignment!;
    await page.goto(`/drivers?keyword=${encodeURIComponent(assigned.username)}`);
    const row = driversTable(page).locator('tbody tr').filter({ hasText: assigned.email });
    const link = row.getByRole('link', { name: truck.unitNumber });
    await expect(link).toHaveAttribute('href', `/trucks/${truck.truckId}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/trucks/${truck.truckId}$`));
    await expect(page.getByRole('link', { name: `${assigned.firstName} ${assigned.lastName}` })).toBeVisible();
  });

  test('creates a driver assigned to a truck with the truck picker, then deletes it', { tag: '@mobile' }, async ({ page }, testInfo) => {
    const tag = `${testInfo.project.name.slice(0, 3)}${Date.now().toString(36)}`.toLowerCase();
    const created = await page.request.post('/api/fleet/trucks', {
      headers: sameOrigin,
      data: { unitNumber: `E2E-PICK-${tag}`.toUpperCase(), make: 'Volvo', model: 'Picker', year: 2022 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const truck = (await created.json()) as { id: number; unitNumber: string };
    let driverId: number | undefined;
    try {
      await page.goto('/drivers');
      await page.getByRole('button', { name: 'New driver' }).click();
      const dialog = page.getByRole('dialog', { name: 'New driver' });
      await dialog.getByLabel('First name').fill('Edie');
      await dialog.getByLabel('Last name').fill(`Tester ${tag}`);
      await dialog.getByLabel('E-mail').fill(`edie.${tag}@example.com`);
      await dialog.getByLabel('Username').fill(`edie.${tag}`);
      await dialog.getByRole('combobox', { name: 'Truck' }).fill(truck.unitNumber.slice(0, 12));
      await dialog.getByRole('option', { name: new RegExp(truck.unitNumber) }).click();
      await expect(dialog.getByText(`Assigned: ${truck.unitNumber}`)).toBeVisible();
      await saveScreenshot(page, 'driver-form');
      await dialog.getByRole('button', { name: 'Create driver' }).click();

      await expect(page).toHaveURL(/\/drivers\/\d+$/);
      driverId = Number(page.url().split('/').pop());
      await expect(page.getByRole('heading', { level: 1, name: `Edie Tester ${tag}` })).toBeVisible();
      await expect(page.getByRole('link', { name: `Truck ${truck.unitNumber}` })).toHaveAttribute('href', `/trucks/${truck.id}`);
      await saveScreenshot(page, 'driver-detail');

      // The list row shows the assignment too.
      await page.goto(`/drivers?keyword=${tag}`);
      const row = driversTable(page).locator('tbody tr').filter({ hasText: `edie.${tag}@example.com` });
      await expect(row.getByRole('link', { name: truck.unitNumber })).toBeVisible();

      await row.getByRole('link', { name: /Edie/ }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: /^Delete Edie/ }).getByRole('button', { name: 'Delete driver' }).click();
      await expect(page).toHaveURL(/\/drivers(\?|$)/);
      expect((await page.request.get(`/api/fleet/drivers/${driverId}`)).status()).toBe(404);
      driverId = undefined;
    } finally {
      if (driverId) await page.request.delete(`/api/fleet/drivers/${driverId}`, { headers: sameOrigin });
      await page.request.delete(`/api/fleet/trucks/${truck.id}`, { headers: sameOrigin });
    }
  });
});

test.describe('drivers by role', () => {
  test.describe('dispatcher', () => {
    test.use({ storageState: storageStateFor('dispatcher') });
    test('may create and edit but not delete', async ({ page }) => {
      await page.goto('/drivers');
      await expect(page.getByRole('button', { name: 'New driver' })).toBeVisible();
      await driversTable(page).locator('tbody tr').first().locator('a').first().click();
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    });
  });
  test.describe('safety manager', () => {
    test.use({ storageState: storageStateFor('safety_manager') });
    test('only reads', async ({ page }) => {
      await page.goto('/drivers');
      await expect(rowsText(page)).toContainText('Rows 1–20');
      await expect(page.getByRole('button', { name: 'New driver' })).toHaveCount(0);
      await driversTable(page).locator('tbody tr').first().locator('a').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Assign a truck|Change truck/ })).toHaveCount(0);
    });
  });
});
