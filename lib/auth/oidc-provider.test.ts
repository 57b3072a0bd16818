import { describe, expect, it } from 'vitest';
import { roleFromClaim } from './oidc-provider';

const map = { 'fleet-admins': 'admin', safety: 'safety_manager', dispatch: 'dispatcher' } as const;

describe('roleFromClaim', () => {
  it.each([
    [['dispatch', 'fleet-admins'], 'admin'],
    [['safety'], 'safety_manager'],
    ['dispatch', 'dispatcher'],
    ['other dispatch', 'dispatcher'],
    [['unknown'], undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j → %j', (claim, role) => expect(roleFromClaim(claim, map)).toBe(role));
});
