// Webhooks in Chromium against the real stack: create a subscription to the dashboard's own
// receiver, test it, see the verified delivery, edit only its event types (checked on what
// the simulator received), delete it; a safety manager is kept out.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_SIM_URL, SIM_API_KEY, clearSimRequests, simRequests, storageStateFor } from './support/env';
import { saveScreenshot } from './support/screenshot';

function subscriptionRow(page: Page, description: string) {
  return page.getByRole('row').filter({ hasText: description });
}

/** Removes a subscription straight at the simulator if the UI did not get to it. */
async function deleteAtSimulator(id: number) {
  await fetch(`${E2E_SIM_URL}/api/public/webhooks/${id}`, { method: 'DELETE', headers: { authorization: SIM_API_KEY } });
}

test.describe('admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('create to the built-in receiver, test, see it received, edit only event types, delete', async ({ page }) => {
    const description = `e2e receiver ${Date.now()}`;
    let id: number | null = null;
    try {
      await page.goto('/webhooks');
      await page.getByRole('button', { name: 'New subscription' }).click();
      const dialog = page.getByRole('dialog', { name: 'New subscription' });
      await dialog.getByRole('button', { name: "Use this dashboard's receiver" }).click();
      await expect(dialog.getByLabel('Delivery URL')).toHaveValue(/\/api\/webhooks\/receive$/);
      // The stack is plain http on localhost: the form says so.
      await expect(dialog.getByText(/Plain http/)).toBeVisible();
      await dialog.getByLabel('Description').fill(description);
      await dialog.getByRole('checkbox', { name: 'webhook.test' }).check();

      const created = page.waitForResponse((r) => r.url().endsWith('/api/fleet/webhooks') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Create subscription' }).click();
      const createdBody = (await (await created).json()) as { id: number; secret: string };
      id = createdBody.id;

      // The secret, once, in full.
      const shown = page.getByRole('dialog', { name: 'Subscription created' });
      await expect(shown.getByTestId('subscription-secret')).toHaveText(createdBody.secret);
      expect(createdBody.secret).not.toContain('…');
      await shown.getByRole('button', { name: 'Done' }).click();

      const row = subscriptionRow(page, description);
      await expect(row).toBeVisible();
      await expect(row.getByText('webhook.test')).toBeVisible();
      // Afterwards it is masked everywhere.
      await expect(page.getByText(createdBody.secret)).toHaveCount(0);

      await row.getByRole('button', { name: `Send a test delivery to subscription ${id}` }).click();
      const outcome = row.getByTestId('webhook-test-outcome');
      await expect(outcome).toContainText('Delivered');
      await expect(outcome).toContainText('HTTP 200');
      const eventId = await outcome.getAttribute('data-event-id');
      expect(eventId).toBeTruthy();

      await page.getByRole('link', { name: 'Received deliveries' }).click();
      await expect(page).toHaveURL(/\/webhooks\/received$/);
      const delivery = page.locator(`[data-testid="received-delivery"][data-event-id="${eventId}"]`);
      await expect(delivery).toContainText('signature valid');
      await expect(delivery).toContainText('webhook.test');
      await delivery.locator('summary').click();
      await expect(delivery.locator('pre')).toContainText(`"id": "${eventId}"`);

      // Edit only the event types: the PATCH that reaches the simulator holds only `eventTypes`.
      await page.goto('/webhooks');
      await clearSimRequests();
      await subscriptionRow(page, description).getByRole('button', { name: `Edit subscription ${id}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit subscription #${id}` });
      await edit.getByRole('checkbox', { name: 'truck.created' }).check();
      const patched = page.waitForResponse((r) => r.url().endsWith(`/api/fleet/webhooks/${id}`) && r.request().method() === 'PATCH');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      expect((await patched).status()).toBe(200);
      const patches = await simRequests({ method: 'PATCH', path: `/api/public/webhooks/${id}` });
      expect(patches.map((r) => r.body)).toEqual([{ eventTypes: ['truck.created', 'webhook.test'] }]);
      await expect(subscriptionRow(page, description).getByText('truck.created')).toBeVisible();

      // The audit trail names who did what.
      const audit = page.getByRole('list', { name: 'Audit trail' });
      await expect(audit.getByText(`admin updated subscription #${id}`).first()).toBeVisible();
      await expect(audit.getByText(`admin tested subscription #${id}`).first()).toBeVisible();

      await subscriptionRow(page, description).getByRole('button', { name: `Delete subscription ${id}` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete subscription #${id}?` });
      await confirm.getByRole('button', { name: 'Delete subscription' }).click();
      await expect(subscriptionRow(page, description)).toHaveCount(0);
      const deletes = await simRequests({ method: 'DELETE', path: `/api/public/webhooks/${id}` });
      expect(deletes).toHaveLength(1);
      id = null;
    } finally {
      if (id !== null) await deleteAtSimulator(id);
    }
  });

  test('the switch disables and re-enables deliveries with a PATCH of only `active`; moving a subscription onto the receiver warns', async ({ page }) => {
    const description = `e2e external ${Date.now()}`;
    const created = await fetch(`${E2E_SIM_URL}/api/public/webhooks`, {
      method: 'POST',
      headers: { authorization: SIM_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://hooks.example.com/fleet', description, eventTypes: ['truck.created'] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.goto('/webhooks');
      const row = subscriptionRow(page, description);
      await clearSimRequests();
      const toggle = row.getByRole('switch', { name: `Deliveries to subscription ${id} enabled` });
      await toggle.click();
      await expect(row.getByRole('switch', { name: `Deliveries to subscription ${id} disabled` })).toHaveAttribute('aria-checked', 'false');
      await row.getByRole('switch', { name: `Deliveries to subscription ${id} disabled` }).click();
      await expect(row.getByRole('switch', { name: `Deliveries to subscription ${id} enabled` })).toHaveAttribute('aria-checked', 'true');
      const patches = await simRequests({ method: 'PATCH', path: `/api/public/webhooks/${id}` });
      expect(patches.map((r) => r.body)).toEqual([{ active: false }, { active: true }]);

      // Its secret went to whoever created it: the receiver could not verify its deliveries.
      await row.getByRole('button', { name: `Edit subscription ${id}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit subscription #${id}` });
      await expect(edit.getByText(/does not know its signing secret/)).toHaveCount(0);
      await edit.getByRole('button', { name: "Use this dashboard's receiver" }).click();
      await expect(edit.getByText(/does not know its signing secret/)).toBeVisible();
      await saveScreenshot(page, 'webhook-form-receiver-warning');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
    } finally {
      await deleteAtSimulator(id);
    }
  });

  test('the form refuses bad input readably and keeps what was typed', async ({ page }) => {
    await page.goto('/webhooks');
    await page.getByRole('button', { name: 'New subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'New subscription' });
    await dialog.getByLabel('Delivery URL').fill('ftp://example.com/hook');
    await dialog.getByLabel('Description').fill('kept');
    await dialog.getByRole('button', { name: 'Create subscription' }).click();
    await expect(dialog.getByText('choose at least one event type')).toBeVisible();
    await expect(dialog.getByLabel('Delivery URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Description')).toHaveValue('kept');
    // Select-all of a group ticks every member.
    await dialog.getByRole('checkbox', { name: 'All truck' }).check();
    for (const type of ['truck.created', 'truck.updated', 'truck.deleted']) {
      await expect(dialog.getByRole('checkbox', { name: type })).toBeChecked();
    }
  });

  test('screenshots of /webhooks, the form and /webhooks/received', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/webhooks');
    // Demo mode: the seeded subscription points at this dashboard's receiver.
    const demo = subscriptionRow(page, 'Dashboard receiver (demo)');
    await expect(demo).toBeVisible();
    await demo.getByRole('button', { name: /Send a test delivery/ }).click();
    await expect(demo.getByTestId('webhook-test-outcome')).toContainText('Delivered');
    const eventId = await demo.getByTestId('webhook-test-outcome').getAttribute('data-event-id');
    await expect(page.getByRole('list', { name: 'Audit trail' })).toBeVisible();
    // Clicking Test scrolled the table sideways on a phone; show it from its first column.
    await page.getByRole('table', { name: 'Webhook subscriptions' }).evaluate((table) => table.parentElement?.scrollTo({ left: 0 }));
    await saveScreenshot(page, 'webhooks');

    await page.getByRole('button', { name: 'New subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'New subscription' });
    await dialog.getByRole('button', { name: "Use this dashboard's receiver" }).click();
    await dialog.getByRole('checkbox', { name: 'All driver' }).check();
    await saveScreenshot(page, 'webhooks-form');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/webhooks/received');
    await expect(page.getByRole('heading', { name: 'Received deliveries', level: 1 })).toBeVisible();
    const delivery = page.locator(`[data-testid="received-delivery"][data-event-id="${eventId}"]`);
    await expect(delivery).toContainText('signature valid');
    await delivery.locator('summary').click();
    await expect(delivery.locator('pre')).toContainText('"type": "webhook.test"');
    await saveScreenshot(page, 'webhooks-received');
  });
});

test.describe('safety manager', () => {
  test.use({ storageState: storageStateFor('safety') });

  test('gets no webhook page and a 403 from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Webhooks' })).toHaveCount(0);

    await page.goto('/webhooks');
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Webhook subscriptions' })).toHaveCount(0);

    for (const path of ['/api/fleet/webhooks', '/api/webhooks/received', '/api/webhooks/audit']) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(403);
    }
  });
});
