import { test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Full-page screenshot at `e2e/screenshots/<name>-<project>.png` (desktop and mobile side by side). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const path = `${SCREENSHOT_DIR}${name}-${test.info().project.name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
