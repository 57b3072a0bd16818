// The video clips attached to DMS events (one per event type, made by make-clips.sh) and the
// signed, expiring URLs that serve them without the API key (contract §4.6).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DMS_EVENT_TYPES } from '../../lib/fleet-api/enums';

export const CLIP_CONTENT_TYPE = 'video/webm';
export const CLIP_DURATION_SEC = 6;
/** How long a media URL stays valid. */
export const MEDIA_URL_TTL_SEC = 15 * 60;

export const clipFileFor = (type: string) => `${type.toLowerCase().replace(/_/g, '-')}.webm`;

const CLIP_DIR = new URL('./clips/', import.meta.url);
let clipCache: Map<string, Buffer> | null = null;

/** file name → bytes, read once. */
export function clips(): Map<string, Buffer> {
  clipCache ??= new Map(DMS_EVENT_TYPES.map((type) => [clipFileFor(type), readFileSync(new URL(clipFileFor(type), CLIP_DIR))]));
  return clipCache;
}

/** The signature of `<file>` valid until `exp` (unix seconds); keyed from the API key. */
export function mediaSignature(apiKey: string, file: string, exp: number): string {
  const key = createHmac('sha256', 'fleet-sim-media').update(apiKey).digest();
  return createHmac('sha256', key).update(`${file}:${exp}`).digest('hex');
}

export function signatureMatches(apiKey: string, file: string, exp: number, sig: string): boolean {
  const expected = Buffer.from(mediaSignature(apiKey, file, exp), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sig) ? sig : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MediaItem {
  kind: 'video';
  url: string;
  contentType: string;
  durationSec: number;
  expiresAt: string;
}

/** The media list of an event of `type`. Expiry is rounded to the minute so URLs stay stable briefly. */
export function mediaFor(type: string, publicUrl: string, apiKey: string, now: Date): MediaItem[] {
  const file = clipFileFor(type);
  const exp = Math.floor(now.getTime() / 60_000) * 60 + MEDIA_URL_TTL_SEC;
  const sig = mediaSignature(apiKey, file, exp);
  return [
    {
      kind: 'video',
      url: `${publicUrl}/media/clips/${file}?exp=${exp}&sig=${sig}`,
      contentType: CLIP_CONTENT_TYPE,
      durationSec: CLIP_DURATION_SEC,
      expiresAt: new Date(exp * 1000).toISOString(),
    },
  ];
}
