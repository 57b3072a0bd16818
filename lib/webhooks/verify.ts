import 'server-only';
// Verifies `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
// (contract §4.5) over the raw bytes, before anything parses the body: re-serialised JSON
// would not match. Several `v1` values (the sender rotating) and several secrets (us
// rotating) are accepted; unknown schemes such as `v0=` are ignored.
import { timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_SEC } from '@/lib/fleet-api/constants';
import { computeSignature } from '@/lib/fleet-api/webhook-signature';

export interface VerifyInput {
  rawBody: Buffer;
  header: string | null | undefined;
  secrets: readonly string[];
  /** The receiver's clock, in unix seconds. */
  now: number;
  toleranceSec?: number;
}

export type VerifyResult = { ok: true; timestamp: number } | { ok: false; reason: string };

const MAX_HEADER_LENGTH = 4096;
const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const UNSIGNED_INT = /^\d{1,15}$/;

interface ParsedHeader {
  timestamp: number;
  signatures: Buffer[];
}

function parseHeader(header: string): ParsedHeader | string {
  if (header.length > MAX_HEADER_LENGTH) return 'signature header is too long';
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  let sawV1 = false;
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return 'signature header is malformed (expected t=…,v1=…)';
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== null) return 'signature header has more than one timestamp';
      if (!UNSIGNED_INT.test(value)) return 'signature timestamp must be a non-negative integer of unix seconds';
      timestamp = Number(value);
    } else if (key === 'v1') {
      sawV1 = true;
      // A truncated or non-hex value can never match; it is skipped, not compared.
      if (HEX_SHA256.test(value)) signatures.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === null) return 'signature header has no timestamp';
  if (!sawV1) return 'signature header has no v1 signature';
  if (signatures.length === 0) return 'signature is not 64 hexadecimal characters';
  return { timestamp, signatures };
}

export function verifyWebhookSignature(input: VerifyInput): VerifyResult {
  const tolerance = input.toleranceSec ?? SIGNATURE_TOLERANCE_SEC;
  if (!input.header) return { ok: false, reason: 'missing signature header' };
  const parsed = parseHeader(input.header);
  if (typeof parsed === 'string') return { ok: false, reason: parsed };
  if (Math.abs(input.now - parsed.timestamp) > tolerance) {
    return { ok: false, reason: `signature timestamp is more than ${tolerance} s away from the receiver's clock` };
  }
  for (const secret of input.secrets) {
    if (!secret) continue;
    const expected = Buffer.from(computeSignature(secret, parsed.timestamp, input.rawBody), 'hex');
    for (const candidate of parsed.signatures) {
      // Lengths are equal by construction (32 bytes); checked anyway since timingSafeEqual throws otherwise.
      if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) {
        return { ok: true, timestamp: parsed.timestamp };
      }
    }
  }
  return { ok: false, reason: 'signature does not match' };
}
