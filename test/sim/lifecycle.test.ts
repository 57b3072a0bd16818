// Start-up and shutdown: the CLI (`npm run sim`), a persisted database file, deterministic
// seeding, and index use by the heavy queries.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../sim/server';
import { call, startSmallSimulator, type Json } from './sim-client';

const ROOT = join(import.meta.dirname, '..', '..');

function runCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sim/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve) => {
    child.stdout.on('data', () => {
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]);
    });
    void exited.then(() => resolve(stdout.split('\n')[0]));
  });
  return { child, exited, firstLine, output: () => ({ stdout, stderr }) };
}

describe('simulator CLI', () => {
  it('prints its address and key, serves, and exits cleanly on SIGTERM', async () => {
    const cli = runCli({ SIM_PORT: '0', SIM_TRUCKS: '3', SIM_DRIVERS: '3', SIM_EVENTS: '10', SIM_API_KEY: 'cli-key' });
    const line = await cli.firstLine;
    expect(line).toMatch(/^Fleet API simulator on http:\/\/127\.0\.0\.1:\d+ \(key: cli-key\)$/);
    const url = /on (\S+)/.exec(line)![1];
    const response = await fetch(`${url}/api/public/trucks`, { headers: { authorization: 'cli-key' } });
    expect((await response.json()).totalElements).toBe(3);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it('refuses a bad setting with a clear message and exit code 1', async () => {
    const cli = runCli({ SIM_PORT: '0', SIM_TRUCKS: 'lots', SIM_NOW: 'tomorrow' });
    expect(await cli.exited).toBe(1);
    const { stderr } = cli.output();
    expect(stderr).toMatch(/SIM_TRUCKS/);
    expect(stderr).toMatch(/SIM_NOW/);
  });
});

describe('simulator data', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a file database across restarts without seeding it again', async () => {
    const dbPath = join(dir, 'fleet.db');
    const first = await startSmallSimulator({ dbPath, trucks: 5, drivers: 5, events: 20 });
    const created = await call(first, '/api/public/trucks', { method: 'POST', body: { unitNumber: 'KEEP-1', make: 'Mack', model: 'Anthem', year: 2024 } });
    await first.close();
    const second = await startSmallSimulator({ dbPath, trucks: 50, drivers: 50, events: 200 });
    try {
      const { body } = await call(second, '/api/public/trucks');
      expect(body.totalElements).toBe(6);
      expect((await call(second, `/api/public/trucks/${created.body.id}`)).body.unitNumber).toBe('KEEP-1');
    } finally {
      await second.close();
    }
  });

  it('seeds the same world from the same seed and another from another seed', async () => {
    const options = { trucks: 20, drivers: 25, events: 300, now: '2026-03-01T00:00:00Z' };
    const [a, b, c] = await Promise.all([startSmallSimulator(options), startSmallSimulator(options), startSmallSimulator({ ...options, seed: 7 })]);
    try {
      for (const path of ['/api/public/trucks?size=500', '/api/public/drivers?size=500', '/safety/dms/events?size=500']) {
        const [ra, rb, rc] = await Promise.all([call(a, path), call(b, path), call(c, path)]);
        expect(ra.body).toEqual(rb.body);
        expect(ra.body).not.toEqual(rc.body);
      }
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('seeds realistic trucks: known makes, valid VINs, EVs with charge and range, tags', async () => {
    const sim = await startSmallSimulator({ trucks: 300, drivers: 10, events: 10 });
    try {
      const trucks = (await call(sim, '/api/public/trucks?size=500')).body.content;
      const makes = new Set(trucks.map((t: Json) => t.make));
      for (const make of ['Freightliner', 'Volvo', 'Kenworth', 'Peterbilt']) expect(makes).toContain(make);
      for (const t of trucks) {
        expect(t.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(t.tags.some((g: string) => g.startsWith('region:'))).toBe(true);
        if (t.fuelType === 'ELECTRIC') expect(t.chargeLevel).toEqual(expect.any(Number));
        else expect([t.chargeLevel, t.rangeKm]).toEqual([null, null]);
      }
      const evs = trucks.filter((t: Json) => t.fuelType === 'ELECTRIC');
      expect(evs.length).toBeGreaterThan(10);
      expect(evs.some((t: Json) => t.chargeLevel < 20)).toBe(true);
    } finally {
      await sim.close();
    }
  });

  it('answers the heavy queries through indexes', async () => {
    const sim = await startSimulator({ port: 0, quiet: true, trucks: 200, drivers: 100, events: 2000 });
    try {
      const plan = (sql: string, ...params: unknown[]) =>
        (sim.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join(' | ');
      expect(plan('SELECT * FROM trucks t WHERE t.make = ?', 'Volvo')).toMatch(/USING INDEX trucks_make/);
      expect(plan('SELECT * FROM trucks t WHERE t.year > ?', 2024)).toMatch(/USING INDEX trucks_year/);
      expect(plan("SELECT COUNT(*) FROM dms_events e WHERE e.occurred_at >= ? AND e.occurred_at < ?", 'a', 'b')).toMatch(/COVERING INDEX dms_events_occurred_at/);
      expect(plan('SELECT * FROM dms_events e WHERE e.driver_id = ?', 1)).toMatch(/USING INDEX dms_events_driver/);
      expect(plan('SELECT tst.set_id FROM tag_set_tags tst WHERE tst.tag = ?', 'hazmat')).toMatch(/INDEX tag_set_tags_tag/);
      expect(plan('SELECT 1 FROM trucks WHERE unit_number = ?', 'x')).toMatch(/INDEX trucks_unit_number/);
    } finally {
      await sim.close();
    }
  });
});
