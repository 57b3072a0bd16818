import 'server-only';
// Environment parsed once with zod (contract §2). Embedded mode (no FLEET_API_BASE_URL) is the
// demo: the simulator's key and webhook secret, demo users, a generated session secret.
// Outside it, the key and NEXTAUTH_SECRET are required; `instrumentation.ts` calls this at
// startup so a misconfigured server refuses to start instead of failing at its first request.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SIM_DEFAULTS } from '@/lib/fleet-api/constants';
import { isRole, type Role } from '@/lib/auth/roles';

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claim of the ID token / userinfo that carries the role, e.g. `roles` or `groups`. */
  roleClaim: string;
  /** Claim value → dashboard role; values not listed cannot sign in. */
  roleMap: Record<string, Role>;
}

export interface ServerConfig {
  /** True when the dashboard talks to the embedded simulator (no FLEET_API_BASE_URL). */
  embedded: boolean;
  /** Embedded mode: demo users, demo hints on the sign-in page. */
  demoMode: boolean;
  /** Demo users may sign in (demo mode or DEMO_USERS=1). */
  demoUsers: boolean;
  demoPassword: string;
  fleetApiBaseUrl: string;
  fleetApiKey: string;
  fleetApiAuthScheme: string;
  fleetApiTimeoutMs: number;
  nextAuthSecret: string;
  usersFile: string | null;
  webhookSigningSecret: string;
  /** Requests per minute each signed-in user may make to the BFF (429 beyond). */
  rateLimitPerMinute: number;
  /** Origins the browser may load media (DMS clips) from; used in the CSP `media-src`. */
  mediaOrigins: string[];
  oidc: OidcConfig | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optional = z
  .string()
  .transform((v) => v.trim())
  .optional()
  .transform((v) => (v ? v : undefined));

const wholeNumber = (min: number, max: number) =>
  optional.pipe(z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().min(min).max(max)).optional());

const envSchema = z.object({
  FLEET_API_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  FLEET_API_KEY: optional,
  FLEET_API_AUTH_SCHEME: optional,
  FLEET_API_TIMEOUT_MS: wholeNumber(100, 120_000),
  NEXTAUTH_SECRET: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  NEXTAUTH_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DEMO_PASSWORD: optional,
  DEMO_USERS: optional,
  DASHBOARD_USERS_FILE: optional,
  WEBHOOK_SIGNING_SECRET: optional,
  FLEET_MEDIA_ORIGINS: optional,
  SIM_PORT: wholeNumber(1, 65535),
  BFF_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000),
  SIM_API_KEY: optional,
  OIDC_ISSUER: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_ROLE_CLAIM: optional,
  OIDC_ROLE_MAP: optional,
});

/** `value=role,value=role` (or a JSON object) → map; unknown roles are a configuration error. */
function parseRoleMap(raw: string | undefined): Record<string, Role> {
  if (!raw) return {};
  const pairs: [string, string][] = raw.startsWith('{')
    ? Object.entries(JSON.parse(raw) as Record<string, string>)
    : raw.split(',').map((pair) => {
        const [value = '', role = ''] = pair.split('=').map((s) => s.trim());
        return [value, role];
      });
  const map: Record<string, Role> = {};
  for (const [value, role] of pairs) {
    if (!value || !isRole(role)) throw new ConfigError(`OIDC_ROLE_MAP: "${value}=${role}" must map a claim value to admin, safety_manager or dispatcher`);
    map[value] = role;
  }
  return map;
}

function parseOidc(env: z.infer<typeof envSchema>): OidcConfig | null {
  if (!env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) return null;
  const missing = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ROLE_MAP'] as const).filter((k) => !env[k]);
  if (missing.length) throw new ConfigError(`OpenID Connect sign-in is half configured: set ${missing.join(', ')}.`);
  return {
    issuer: env.OIDC_ISSUER!,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    roleClaim: env.OIDC_ROLE_CLAIM ?? 'roles',
    roleMap: parseRoleMap(env.OIDC_ROLE_MAP),
  };
}

export function loadServerConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const embedded = !env.FLEET_API_BASE_URL;

  if (!embedded) {
    const missing = (['FLEET_API_KEY', 'NEXTAUTH_SECRET', 'NEXTAUTH_URL'] as const).filter((k) => !env[k]);
    if (missing.length) {
      const list = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
      throw new ConfigError(
        `FLEET_API_BASE_URL is set, so the dashboard needs ${list}. ` +
          'Set FLEET_API_KEY to the Fleet API key, NEXTAUTH_SECRET to a long random string ' +
          '(e.g. `openssl rand -base64 32`) and NEXTAUTH_URL to the address people open (e.g. https://fleet.example.com), ' +
          'or unset FLEET_API_BASE_URL to run against the embedded simulator.',
      );
    }
  }

  const demoUsersWanted = env.DEMO_USERS === '1' || env.DEMO_USERS === 'true';
  if (!embedded && demoUsersWanted && !env.DEMO_PASSWORD) {
    // The default password is printed in the README: against a real Fleet API it must be chosen.
    throw new ConfigError(
      'DEMO_USERS=1 with a real Fleet API needs DEMO_PASSWORD: the default demo password is public. ' +
        'Set DEMO_PASSWORD to a password of your own, or unset DEMO_USERS.',
    );
  }

  const fleetApiBaseUrl = (env.FLEET_API_BASE_URL ?? `http://127.0.0.1:${env.SIM_PORT ?? SIM_DEFAULTS.port}`).replace(/\/+$/, '');
  const mediaOrigins = env.FLEET_MEDIA_ORIGINS
    ? env.FLEET_MEDIA_ORIGINS.split(',').map((o) => new URL(o.trim()).origin)
    : [new URL(fleetApiBaseUrl).origin];

  return {
    embedded,
    demoMode: embedded,
    demoUsers: embedded || demoUsersWanted,
    demoPassword: env.DEMO_PASSWORD ?? 'fleet-demo',
    fleetApiBaseUrl,
    fleetApiKey: env.FLEET_API_KEY ?? env.SIM_API_KEY ?? SIM_DEFAULTS.apiKey,
    fleetApiAuthScheme: env.FLEET_API_AUTH_SCHEME ?? '',
    fleetApiTimeoutMs: env.FLEET_API_TIMEOUT_MS ?? 8000,
    nextAuthSecret: env.NEXTAUTH_SECRET ?? '',
    usersFile: env.DASHBOARD_USERS_FILE ?? null,
    webhookSigningSecret: env.WEBHOOK_SIGNING_SECRET ?? (embedded ? SIM_DEFAULTS.demoWebhookSecret : ''),
    rateLimitPerMinute: env.BFF_RATE_LIMIT_PER_MINUTE ?? 300,
    mediaOrigins,
    oidc: parseOidc(env),
  };
}

let cached: ServerConfig | undefined;

/** The server's configuration, parsed once. Throws ConfigError with what to set. */
export function getServerConfig(): ServerConfig {
  if (cached) return cached;
  const config = loadServerConfig();
  if (!config.nextAuthSecret) {
    // Demo mode only (required otherwise). Stored in process.env so every bundle of this
    // process (proxy, route handlers, pages) and next-auth itself agree on it.
    config.nextAuthSecret = randomBytes(32).toString('base64url');
    process.env.NEXTAUTH_SECRET = config.nextAuthSecret;
    console.warn('[config] NEXTAUTH_SECRET is not set: generated one for this process (demo mode); sessions end when it restarts.');
  }
  if (config.demoMode && !process.env.NEXTAUTH_URL) {
    // Demo mode on any host/port: let next-auth take its address from the request (Next sets
    // X-Forwarded-Host/-Proto) instead of assuming http://localhost:3000.
    process.env.AUTH_TRUST_HOST ??= 'true';
  }
  cached = config;
  return config;
}
