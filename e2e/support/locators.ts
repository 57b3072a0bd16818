import type { Locator, Page } from '@playwright/test';

/**
 * The page's own `role="alert"` elements. Next.js always renders an empty route announcer with
 * role alert (`#__next-route-announcer__`), so a bare `getByRole('alert')` is ambiguous.
 */
export function pageAlerts(page: Page): Locator {
  return page.getByRole('alert').and(page.locator(':not(#__next-route-announcer__)'));
}
