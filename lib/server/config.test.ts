import { describe, expect, it } from 'vitest';
import { SIM_DEFAULTS } from '@/lib/fleet-api/constants';
import { ConfigError, loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('runs embedded (demo mode) without FLEET_API_BASE_URL', () => {
    const config = loadServerConfig({ SIM_PORT: '4555' });
    expect(config).toMatchObject({
      embedded: true,
      demoMode: true,
      demoUsers: true,
      demoPassword: 'fleet-demo',
      fleetApiBaseUrl: 'http://127.0.0.1:4555',
      fleetApiKey: SIM_DEFAULTS.apiKey,
      fleetApiTimeoutMs: 8000,
      webhookSigningSecret: SIM_DEFAULTS.demoWebhookSecret,
      mediaOrigins: ['http://127.0.0.1:4555'],
      oidc: null,
    });
  });

  it('refuses a base URL without a key, a session secret and the public address, naming them', () => {
    expect(() => loadServerConfig({ FLEET_API_BASE_URL: 'https://gw.example.com/fleet' })).toThrow(
      /needs FLEET_API_KEY, NEXTAUTH_SECRET and NEXTAUTH_URL/,
    );
    expect(() =>
      loadServerConfig({ FLEET_API_BASE_URL: 'https://gw.example.com/fleet', FLEET_API_KEY: 'k', NEXTAUTH_URL: 'https://fleet.example.com' }),
    ).toThrow(/needs NEXTAUTH_SECRET\./);
    expect(() =>
      loadServerConfig({ FLEET_API_BASE_URL: 'https://gw.example.com/fleet', FLEET_API_KEY: 'k' }),
    ).toThrow(ConfigError);
  });

  it('refuses the demo users against a real Fleet API unless their password was chosen', () => {
    const deployment = { FLEET_API_BASE_URL: 'https://gw.example.com/fleet', FLEET_API_KEY: 'k', NEXTAUTH_SECRET: 'a-long-enough-session-secret', NEXTAUTH_URL: 'https://fleet.example.com' };
    expect(() => loadServerConfig({ ...deployment, DEMO_USERS: '1' })).toThrow(/DEMO_USERS=1 with a real Fleet API needs DEMO_PASSWORD/);
    expect(loadServerConfig({ ...deployment, DEMO_USERS: '1', DEMO_PASSWORD: 'chosen-pw' })).toMatchObject({ demoUsers: true, demoPassword: 'chosen-pw' });
    expect(loadServerConfig(deployment).demoUsers).toBe(false);
  });

  it('reads a full deployment', () => {
    const config = loadServerConfig({
      FLEET_API_BASE_URL: 'https://gw.example.com/fleet/',
      FLEET_API_KEY: 'key-1',
      FLEET_API_AUTH_SCHEME: 'Bearer',
      FLEET_API_TIMEOUT_MS: '2500',
      NEXTAUTH_SECRET: 'a-long-enough-session-secret',
      NEXTAUTH_URL: 'https://fleet.example.com',
      FLEET_MEDIA_ORIGINS: 'https://media.example.com, https://cdn.example.com/clips',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'dash',
      OIDC_CLIENT_SECRET: 's',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'fleet-admins=admin, safety=safety_manager',
    });
    expect(config).toMatchObject({
      embedded: false,
      demoUsers: false,
      fleetApiBaseUrl: 'https://gw.example.com/fleet',
      fleetApiAuthScheme: 'Bearer',
      fleetApiTimeoutMs: 2500,
      mediaOrigins: ['https://media.example.com', 'https://cdn.example.com'],
      oidc: { roleClaim: 'groups', roleMap: { 'fleet-admins': 'admin', safety: 'safety_manager' } },
    });
  });

  it.each([
    [{ FLEET_API_TIMEOUT_MS: 'soon' }, /FLEET_API_TIMEOUT_MS/],
    [{ FLEET_API_BASE_URL: 'ftp://x' }, /FLEET_API_BASE_URL/],
    [{ OIDC_ISSUER: 'https://id.example.com' }, /OIDC_CLIENT_ID/],
    [{ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b', OIDC_ROLE_MAP: 'x=root' }, /OIDC_ROLE_MAP/],
  ])('says what is wrong with %j', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(message);
  });
});
