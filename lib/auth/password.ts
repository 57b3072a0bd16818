// Node-only (node:crypto), without `server-only` because the `hash-password` CLI uses it too.
// Password hashes for DASHBOARD_USERS_FILE: `scrypt$N$r$p$<salt b64url>$<hash b64url>` (node:crypto).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const DEFAULTS = { N: 16384, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const maxmem = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULTS;
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

const HASH_RE = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{8,})\$([A-Za-z0-9_-]{16,})$/;

export function isPasswordHash(value: string): boolean {
  const m = HASH_RE.exec(value);
  if (!m) return false;
  const N = Number(m[1]);
  return N >= 1024 && (N & (N - 1)) === 0 && Number(m[2]) >= 1 && Number(m[3]) >= 1;
}

/** Constant-time check; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = HASH_RE.exec(stored);
  if (!m || !isPasswordHash(stored)) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const expected = Buffer.from(m[5], 'base64url');
  const actual = await scrypt(password, Buffer.from(m[4], 'base64url'), expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A valid hash of a random password: verifying against it costs the same as a real check. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
