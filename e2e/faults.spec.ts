// Fault drills in Chromium (issue 7): this spec runs its own stack — simulator, recording
// proxy, `next start` — so it can make the upstream fail under a signed-in page without
// disturbing the shared e2e server. While the upstream is down the page says so readably
// with a Retry button and recovers on Retry; a save that fails keeps what was typed, and the
// same submit succeeds once the upstream is back.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  dashboardEnvFor,
  startDashboard,
  startRecordingProxy,
  startSimulator,
  type Dashboard,
  type RecordingProxy,
  type Simulator,
} from '../test/support/stack';
import { DEMO_PASSWORD } from './support/env';
import { saveScreenshot } from './support/screenshot';

let sim: Simulator;
let proxy: RecordingProxy;
let dashboard: Dashboard;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000); // starting next start on a busy machine; bounds the hook only
  sim = await startSimulator({ port: 0, quiet: true, trucks: 60, drivers: 70, events: 500 });
  proxy = await startRecordingProxy({ target: sim.url });
  // The default upstream timeout: failures here are immediate, slow first renders are not failures.
  dashboard = await startDashboard({ env: dashboardEnvFor({ url: proxy.url, apiKey: sim.apiKey }, { DEMO_PASSWORD, FLEET_API_TIMEOUT_MS: '8000' }) });
});

test.afterAll(async () => {
  await dashboard?.stop();
  await proxy?.close();
  await sim?.close();
});

test.afterEach(() => {
  proxy.setMode('pass');
});

const trucksTable = (page: Page) => page.getByRole('table', { name: 'Trucks' });
const dataRows = (page: Page) => trucksTable(page).locator('tbody tr[data-index]');
const upstreamCalls = (method: string) => proxy.requests.filter((r) => r.method === method && r.path.startsWith('/api/public/trucks'));

/** Signs in through the sign-in page, the way a person does, landing on `path`. */
async function signInThroughPage(page: Page, path: string) {
  await page.goto(`${dashboard.url}${path}`);
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

test('the trucks list shows a readable error with Retry while the upstream is down, and recovers on Retry', async ({ page }) => {
  await signInThroughPage(page, '/trucks');
  await expect(dataRows(page)).toHaveCount(20);

  // Killed mid-session: the next load of the list cannot reach the Fleet API.
  proxy.setMode('down');
  proxy.clear();
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Fleet API' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('the Fleet API could not be reached');
  await expect(alert).not.toContainText(/ECONNRESET|undefined|\bat .+:\d+/); // no raw error text
  await expect(dataRows(page)).toHaveCount(0);
  expect(upstreamCalls('GET').length).toBeGreaterThan(0); // the dashboard did try
  await saveScreenshot(page, 'faults-list-down');

  // Still down: Retry fails the same readable way.
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be reached' })).toBeVisible();

  // The upstream is back: one Retry brings the rows.
  proxy.setMode('pass');
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(dataRows(page)).toHaveCount(20);
  await expect(page.getByRole('alert').filter({ hasText: 'Fleet API' })).toHaveCount(0);
});

test('a failed create keeps the form; the same submit succeeds once the upstream is back', async ({ page }) => {
  await signInThroughPage(page, '/trucks');
  const unit = `E2E-FAULT-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'New truck' }).click();
  const dialog = page.getByRole('dialog', { name: 'New truck' });
  const typed: [string, string][] = [
    ['Unit number', unit],
    ['Make', 'Scania'],
    ['Model', 'R 450'],
    ['Year', '2021'],
    ['License plate', 'FLT-042'],
    ['Tags', 'reefer, night-shift'],
  ];
  for (const [label, value] of typed) await dialog.getByLabel(label).fill(value);
  await dialog.getByLabel('Status').selectOption('IN_SHOP');

  proxy.setMode('down');
  proxy.clear();
  await dialog.getByRole('button', { name: 'Create truck' }).click();
  await expect(dialog.getByRole('alert')).toContainText('could not be reached');
  expect(upstreamCalls('POST')).toHaveLength(1); // sent once, never retried
  for (const [label, value] of typed) await expect(dialog.getByLabel(label)).toHaveValue(value);
  await expect(dialog.getByLabel('Status')).toHaveValue('IN_SHOP');
  await saveScreenshot(page, 'faults-create-down');

  proxy.setMode('pass');
  await dialog.getByRole('button', { name: 'Create truck' }).click();
  await expect(page).toHaveURL(/\/trucks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Truck ${unit}` })).toBeVisible();
  const created = upstreamCalls('POST').at(-1)!;
  expect(JSON.parse(created.body)).toMatchObject({ unitNumber: unit, make: 'Scania', model: 'R 450', year: 2021, status: 'IN_SHOP', tags: ['reefer', 'night-shift'] });
});

test('a failed edit (upstream 500) keeps the changes; saving again sends them once more and they stick', async ({ page }) => {
  await signInThroughPage(page, '/trucks/3');
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit truck / });
  await dialog.getByLabel('Model').fill('Fault Drill Rig');
  await dialog.getByLabel('Odometer (km)').fill('123456');

  proxy.setMode('status500');
  proxy.clear();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('failed (500)');
  await expect(dialog.getByLabel('Model')).toHaveValue('Fault Drill Rig');
  await expect(dialog.getByLabel('Odometer (km)')).toHaveValue('123456');

  proxy.setMode('pass');
  proxy.clear();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Fault Drill Rig · \d{4}/)).toBeVisible();
  const patches = upstreamCalls('PATCH');
  expect(patches).toHaveLength(1);
  expect(JSON.parse(patches[0].body)).toEqual({ model: 'Fault Drill Rig', odometerKm: 123456 });
});

test('the server log shows handled upstream failures and no escaped rejection', () => {
  const log = dashboard.logs();
  expect(log).toMatch(/\[fleet-api\] (GET|POST|PATCH) \/api\/public\/trucks/);
  expect(log).not.toMatch(/unhandledRejection|uncaughtException|Unhandled promise rejection/i);
});
