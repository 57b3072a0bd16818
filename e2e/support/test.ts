// The `test` every spec uses: Playwright's, plus an automatic check that the Fleet API key never
// reaches the browser — in any header or text body of any response a test's context receives.
import { test as base, expect, type Response } from '@playwright/test';
import { SIM_API_KEY } from './env';

// Media and fonts cannot carry the key as text; skipping them keeps video tests fast.
const BINARY = /^(video|audio|image|font)\//;

async function leakIn(response: Response): Promise<string | null> {
  const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
  if (Object.values(headers).some((v) => v.includes(SIM_API_KEY))) return `${response.url()} (header)`;
  if (BINARY.test(headers['content-type'] ?? '') || response.status() === 204 || response.status() >= 300 && response.status() < 400) return null;
  // A body the page navigated away from before it arrived cannot have reached the page either.
  const body = await response.body().catch(() => null);
  return body?.toString('utf8').includes(SIM_API_KEY) ? `${response.url()} (body)` : null;
}

export const test = base.extend<{ keyNeverReachesBrowser: void }>({
  keyNeverReachesBrowser: [
    async ({ context }, use) => {
      const checks: Promise<string | null>[] = [];
      const record = (response: Response) => void checks.push(leakIn(response));
      context.on('response', record);
      await use();
      context.off('response', record);
      const leaks = (await Promise.all(checks)).filter((leak): leak is string => leak !== null);
      expect(leaks, 'responses that carried the Fleet API key').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
