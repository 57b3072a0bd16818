// Signs in each demo user once through next-auth's credentials flow and saves the session,
// so specs start signed in: `test.use({ storageState: storageStateFor('admin') })`.
import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, E2E_BASE_URL, storageStateFor, type DemoUser } from './support/env';

for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
  setup(`sign in as ${user}`, async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    try {
      const { csrfToken } = (await (await api.get('/api/auth/csrf')).json()) as { csrfToken: string };
      await api.post('/api/auth/callback/credentials', {
        form: { csrfToken, username: user, password: DEMO_PASSWORD, callbackUrl: `${E2E_BASE_URL}/`, json: 'true' },
        maxRedirects: 0,
      });
      const session = (await (await api.get('/api/auth/session')).json()) as { user?: { name?: string; role?: string } };
      expect(session.user, `session of ${user}`).toBeTruthy();
      expect(JSON.stringify(session.user)).toContain(DEMO_USERS[user]);
      await api.storageState({ path: storageStateFor(user) });
    } finally {
      await api.dispose();
    }
  });
}
