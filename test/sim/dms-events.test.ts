// DMS events and their media (contract §4.6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DMS_EVENT_TYPES } from '../../lib/fleet-api/enums';
import { mediaSignature } from '../../sim/media/clips';
import type { RunningSimulator } from '../../sim/server';
import { call, expectProblem, readAllPages, startSmallSimulator, type Json } from './sim-client';

const EVENTS = '/safety/dms/events';

describe('DMS events', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 30, drivers: 30, events: 1500, now: '2026-06-15T12:00:00Z' });
  });
  afterAll(() => sim.close());

  it('lists events newest first by default, with the contract fields and no media', async () => {
    const { body } = await call(sim, `${EVENTS}?size=50`);
    expect(body.totalElements).toBe(1500);
    const e = body.content[0];
    expect(Object.keys(e).sort()).toEqual(
      ['id', 'type', 'severity', 'occurredAt', 'driverId', 'driverName', 'truckId', 'unitNumber', 'speedKph', 'durationSec', 'location', 'tags'].sort(),
    );
    expect(DMS_EVENT_TYPES).toContain(e.type);
    const times = body.content.map((x: Json) => x.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    // Seeded within the 120 days before "now".
    expect(body.content[0].occurredAt <= '2026-06-15T12:00:00.000Z').toBe(true);
    const oldest = (await call(sim, `${EVENTS}?size=1&sort=occurredAt,asc`)).body.content[0];
    expect(oldest.occurredAt >= '2026-02-15T00:00:00.000Z').toBe(true);
  });

  it('walks all pages sorted by id and filters by type, severity, driver, time and tags', async () => {
    const { rows } = await readAllPages(sim, `${EVENTS}?sort=id,asc`, 500);
    expect(rows.map((r: Json) => r.id)).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1));
    const driverId = rows[10].driverId;
    const query = `type.in=PHONE_USE,DISTRACTION&severity.notEquals=LOW&driverId.equals=${driverId}&occurredAt.greaterThanOrEqual=2026-04-01&tags.contains=shift`;
    const filtered = (await readAllPages(sim, `${EVENTS}?sort=id,asc&${query}`, 100)).rows;
    const expected = rows.filter(
      (r: Json) => ['PHONE_USE', 'DISTRACTION'].includes(r.type) && r.severity !== 'LOW' && r.driverId === driverId && r.occurredAt >= '2026-04-01T00:00:00.000Z',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(filtered.map((r: Json) => r.id)).toEqual(expected.map((r: Json) => r.id));
    const depot = rows[0].tags.find((t: string) => t.startsWith('depot:'));
    const byTag = (await readAllPages(sim, `${EVENTS}?sort=id,asc&tags.equals=${depot}`, 500)).rows;
    expect(byTag.map((r: Json) => r.id)).toEqual(rows.filter((r: Json) => r.tags.includes(depot)).map((r: Json) => r.id));
    expectProblem(await call(sim, `${EVENTS}?type.equals=SNEEZING`), 400);
    expect(expectProblem(await call(sim, `${EVENTS}?occurredAt.lessThan=soon`), 400).errors?.[0].param).toBe('occurredAt.lessThan');
  });

  it('validates include_media: true|false|1|0, anything else is a 400 naming it', async () => {
    for (const bad of ['yes', 'TRUE', '', '2']) {
      const problem = expectProblem(await call(sim, `${EVENTS}?include_media=${bad}`), 400);
      expect(problem.errors?.[0].param).toBe('include_media');
    }
    for (const off of ['false', '0']) {
      const { body } = await call(sim, `${EVENTS}?size=3&include_media=${off}`);
      expect(body.content.every((e: Json) => !('media' in e))).toBe(true);
    }
    for (const on of ['true', '1']) {
      const { body } = await call(sim, `${EVENTS}?size=3&include_media=${on}`);
      expect(body.content.every((e: Json) => Array.isArray(e.media) && e.media.length === 1)).toBe(true);
    }
  });

  it('attaches absolute, signed, expiring video URLs served without the key, with Range support', async () => {
    const { body } = await call(sim, `${EVENTS}?size=1&include_media=true`);
    const [media] = body.content[0].media;
    expect(media).toMatchObject({ kind: 'video', contentType: 'video/webm', durationSec: expect.any(Number) });
    expect(media.url.startsWith(`${sim.url}/media/clips/`)).toBe(true);
    const url = new URL(media.url);
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    const exp = Number(url.searchParams.get('exp'));
    expect(new Date(exp * 1000).toISOString()).toBe(media.expiresAt);
    expect(exp * 1000).toBeGreaterThan(Date.parse('2026-06-15T12:00:00Z'));

    const full = await fetch(media.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/webm');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML (WebM) magic
    expect(Number(full.headers.get('content-length'))).toBe(bytes.length);

    const part = await fetch(media.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await fetch(media.url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    const open = await fetch(media.url, { headers: { range: `bytes=${bytes.length - 5}-` } });
    expect(open.headers.get('content-range')).toBe(`bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`);
    const outside = await fetch(media.url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    const head = await fetch(media.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses a bad signature, a changed expiry and an expired URL with 403 problem+json', async () => {
    const { body } = await call(sim, `${EVENTS}?size=1&include_media=true`);
    const url = new URL(body.content[0].media[0].url);
    const file = url.pathname.split('/').pop()!;
    const exp = Number(url.searchParams.get('exp'));

    const badSig = new URL(url);
    badSig.searchParams.set('sig', '0'.repeat(64));
    expectProblem(await call(sim, `${badSig.pathname}${badSig.search}`, { auth: null }), 403);
    const longer = new URL(url);
    longer.searchParams.set('exp', String(exp + 3600));
    expectProblem(await call(sim, `${longer.pathname}${longer.search}`, { auth: null }), 403);
    expectProblem(await call(sim, url.pathname, { auth: null }), 403);

    // Correctly signed, but already past (the simulator's now is 2026-06-15T12:00Z).
    const past = Math.floor(Date.parse('2026-06-15T11:00:00Z') / 1000);
    const expired = await call(sim, `/media/clips/${file}?exp=${past}&sig=${mediaSignature(sim.apiKey, file, past)}`, { auth: null });
    expect(expectProblem(expired, 403).detail).toMatch(/expired/);
    const future = past + 7200;
    expect((await fetch(`${sim.url}/media/clips/${file}?exp=${future}&sig=${mediaSignature(sim.apiKey, file, future)}`)).status).toBe(200);
    expectProblem(await call(sim, `/media/clips/unknown.webm?exp=${future}&sig=${mediaSignature(sim.apiKey, 'unknown.webm', future)}`), 404);
  });

  it('uses publicUrl for media URLs when given', async () => {
    const other = await startSmallSimulator({ trucks: 2, drivers: 2, events: 5, publicUrl: 'https://sim.example.com/' });
    try {
      const { body } = await call(other, `${EVENTS}?size=1&include_media=1`);
      expect(body.content[0].media[0].url).toMatch(/^https:\/\/sim\.example\.com\/media\/clips\/[a-z-]+\.webm\?exp=\d+&sig=[0-9a-f]{64}$/);
    } finally {
      await other.close();
    }
  });
});
