// The build's browser files hold no secret: neither the simulator's default key nor its demo
// webhook secret, nor the key the build ran with (contract §1: the key lives only in server memory).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIM_DEFAULTS } from '../../lib/fleet-api/constants';
import { REPO_ROOT } from '../support/stack';

const staticDir = join(REPO_ROOT, process.env.NEXT_DIST_DIR || '.next', 'static');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const secrets = [SIM_DEFAULTS.apiKey, SIM_DEFAULTS.demoWebhookSecret, process.env.FLEET_API_KEY, process.env.NEXTAUTH_SECRET].filter(
  (s): s is string => !!s && s.length >= 8,
);

describe(`files under ${staticDir}`, () => {
  const files = filesUnder(staticDir);

  it('exist (the build ran)', () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it.each(secrets)('none contains %s', (secret) => {
    const holding = files.filter((f) => readFileSync(f).includes(secret));
    expect(holding).toEqual([]);
  });
});
