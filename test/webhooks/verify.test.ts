// The signature verifier against fixed vectors. The expected hex values were computed once,
// independently of this code, with:
//   printf '%s' "1767225600.$BODY" | openssl dgst -sha256 -hmac "$SECRET" -hex
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '@/lib/webhooks/verify';

const BODY = '{"id":"evt_fixed_1","type":"webhook.test","createdAt":"2026-01-01T00:00:00.000Z","data":{"subscriptionId":7}}';
const T = 1767225600; // 2026-01-01T00:00:00Z
const PRIMARY = 'whsec_test_primary_secret';
const ROTATED = 'whsec_test_rotated_secret';
const SIG_PRIMARY = '3485fdf4b3b74ff94fe3ba90c6b15212d180e58c2e322ddd7f4187933b86e5dc';
const SIG_ROTATED = '4b6acd2fabf643ab30979711849a923b3b3caf0df096c7919f05b935273f7336';

const raw = Buffer.from(BODY, 'utf8');

function verify(header: string | null | undefined, options: { body?: Buffer; secrets?: string[]; now?: number } = {}) {
  return verifyWebhookSignature({
    rawBody: options.body ?? raw,
    header,
    secrets: options.secrets ?? [PRIMARY],
    now: options.now ?? T + 10,
    toleranceSec: 300,
  });
}

describe('verifyWebhookSignature', () => {
  it('accepts the fixed vector', () => {
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`)).toEqual({ ok: true, timestamp: T });
  });

  it('accepts upper-case hex and spaces after commas', () => {
    expect(verify(`t=${T}, v1=${SIG_PRIMARY.toUpperCase()}`).ok).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    const result = verify(`t=${T},v1=${SIG_ROTATED}`);
    expect(result).toEqual({ ok: false, reason: 'signature does not match' });
  });

  it('refuses a wrong signature of the right shape', () => {
    const flipped = (SIG_PRIMARY[0] === '0' ? '1' : '0') + SIG_PRIMARY.slice(1);
    expect(verify(`t=${T},v1=${flipped}`).ok).toBe(false);
  });

  it.each([
    ['stale by 301 s', T + 301],
    ['from the future by 301 s', T - 301],
  ])('refuses a timestamp %s', (_label, now) => {
    const result = verify(`t=${T},v1=${SIG_PRIMARY}`, { now });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/300 s/);
  });

  it('accepts a timestamp exactly 300 s away on either side', () => {
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { now: T + 300 }).ok).toBe(true);
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { now: T - 300 }).ok).toBe(true);
  });

  it('refuses a body changed by one byte', () => {
    const changed = Buffer.from(raw);
    changed[changed.length - 2] = '8'.charCodeAt(0); // subscriptionId 7 → 8
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { body: changed }).ok).toBe(false);
  });

  it('refuses the same JSON re-serialised (whitespace differs)', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(BODY), null, 2));
    expect(JSON.parse(reserialised.toString())).toEqual(JSON.parse(BODY));
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { body: reserialised }).ok).toBe(false);
  });

  it('refuses a truncated signature', () => {
    const result = verify(`t=${T},v1=${SIG_PRIMARY.slice(0, 63)}`);
    expect(result).toEqual({ ok: false, reason: 'signature is not 64 hexadecimal characters' });
    expect(verify(`t=${T},v1=${SIG_PRIMARY.slice(0, 32)}`).ok).toBe(false);
  });

  it('refuses a signature with non-hex characters', () => {
    expect(verify(`t=${T},v1=${SIG_PRIMARY.slice(0, 63)}g`).ok).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['without a timestamp', `v1=${SIG_PRIMARY}`],
    ['without a v1', `t=${T}`],
    ['with only an unknown scheme', `t=${T},v0=${SIG_PRIMARY}`],
    ['with a part lacking "="', `t=${T},${SIG_PRIMARY}`],
    ['with two timestamps', `t=${T},t=${T},v1=${SIG_PRIMARY}`],
    ['in another format', `sha256=${SIG_PRIMARY}`],
    ['with a negative timestamp', `t=-${T},v1=${SIG_PRIMARY}`],
    ['with a non-numeric timestamp', `t=abc,v1=${SIG_PRIMARY}`],
    ['with a fractional timestamp', `t=${T}.5,v1=${SIG_PRIMARY}`],
    ['with a timestamp in milliseconds', `t=${T}000,v1=${SIG_PRIMARY}`],
    ['absurdly long', `t=${T},v1=${SIG_PRIMARY},x=${'a'.repeat(5000)}`],
  ])('refuses a header that is %s', (_label, header) => {
    expect(verify(header).ok).toBe(false);
  });

  it('accepts the secret being rotated in: either secret verifies during the overlap', () => {
    const secrets = [ROTATED, PRIMARY];
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { secrets }).ok).toBe(true);
    expect(verify(`t=${T},v1=${SIG_ROTATED}`, { secrets }).ok).toBe(true);
    // After the overlap the old secret is dropped and its signatures stop verifying.
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { secrets: [ROTATED] }).ok).toBe(false);
  });

  it('accepts a header carrying several v1 values when any one matches', () => {
    expect(verify(`t=${T},v1=${SIG_ROTATED},v1=${SIG_PRIMARY}`).ok).toBe(true);
    expect(verify(`t=${T},v1=${SIG_PRIMARY.slice(0, 10)},v1=${SIG_PRIMARY}`).ok).toBe(true);
    expect(verify(`t=${T},v0=deadbeef,v1=${SIG_PRIMARY},v2=whatever`).ok).toBe(true);
    expect(verify(`t=${T},v1=${SIG_ROTATED},v1=${SIG_ROTATED}`).ok).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { secrets: [] }).ok).toBe(false);
    expect(verify(`t=${T},v1=${SIG_PRIMARY}`, { secrets: [''] }).ok).toBe(false);
  });
});
