import 'server-only';
// Optional OpenID Connect sign-in (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
// OIDC_ROLE_CLAIM, OIDC_ROLE_MAP). The role comes from one claim mapped through OIDC_ROLE_MAP;
// a user whose claim maps to no role cannot sign in.
import type { OAuthConfig } from 'next-auth/providers/oauth';
import type { OidcConfig } from '@/lib/server/config';
import { ROLES, type Role } from './roles';

const OIDC_USERNAME_PREFIX = 'sso:';

type Profile = Record<string, unknown> & { sub: string; name?: string; preferred_username?: string; email?: string };

/** The most privileged role any of the claim's values maps to (ROLES is in that order). */
export function roleFromClaim(claim: unknown, roleMap: Record<string, Role>): Role | undefined {
  const values = (Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.split(/[\s,]+/) : []).map(String);
  const mapped = new Set(values.map((v) => roleMap[v]).filter(Boolean));
  return ROLES.find((role) => mapped.has(role));
}

export function oidcProvider(oidc: OidcConfig): OAuthConfig<Profile> {
  return {
    id: 'oidc',
    name: 'single sign-on',
    type: 'oauth',
    wellKnown: `${oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    authorization: { params: { scope: 'openid profile email' } },
    idToken: true,
    checks: ['pkce', 'state'],
    profile(profile) {
      // `sso:` keeps single-sign-on users apart from local ones (local names cannot hold a
      // colon): an identity provider's "admin" is not the dashboard's admin in the audit
      // trail or in the per-user rate limits.
      const username = `${OIDC_USERNAME_PREFIX}${profile.preferred_username ?? profile.email ?? profile.sub}`;
      return {
        id: profile.sub,
        username,
        name: profile.name ?? profile.preferred_username ?? username,
        email: profile.email ?? null,
        role: roleFromClaim(profile[oidc.roleClaim], oidc.roleMap),
      };
    },
  };
}
