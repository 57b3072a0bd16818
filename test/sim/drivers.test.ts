// Drivers (contract §4.3): keyword AND search, nested truckAssignment, assignment moves, 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../sim/server';
import { call, expectProblem, readAllPages, startSmallSimulator, type Json } from './sim-client';

type Driver = Record<string, Json> & { id: number };
const DRIVERS = '/api/public/drivers';

describe('drivers', () => {
  let sim: RunningSimulator;
  let all: Driver[];
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 40, drivers: 60, events: 100 });
    all = (await call(sim, `${DRIVERS}?size=500`)).body.content;
  });
  afterAll(() => sim.close());
  const ids = (rows: Driver[]) => rows.map((r) => r.id);
  const matches = (d: Driver, word: string) =>
    [d.firstName, d.lastName, d.email, d.username].some((v: string) => v.toLowerCase().includes(word.toLowerCase()));

  it('walks all pages sorted by id', async () => {
    const { rows } = await readAllPages<Driver>(sim, `${DRIVERS}?sort=id,asc`, 9);
    expect(ids(rows)).toEqual(ids(all).sort((a, b) => a - b));
  });

  it('keyword: every word must occur in a name, e-mail or username (case-insensitive)', async () => {
    const d = all.find((x) => x.truckAssignment)!;
    const one = (await call(sim, `${DRIVERS}?size=500&keyword=${encodeURIComponent(d.lastName.toUpperCase())}`)).body.content;
    expect(ids(one)).toEqual(ids(all.filter((x) => matches(x, d.lastName))));
    const both = `${d.firstName.slice(0, 3)}  ${d.lastName.slice(1, 4)}`;
    const rows = (await call(sim, `${DRIVERS}?size=500&keyword=${encodeURIComponent(both)}`)).body.content;
    const expected = all.filter((x) => matches(x, d.firstName.slice(0, 3)) && matches(x, d.lastName.slice(1, 4)));
    expect(ids(rows)).toEqual(ids(expected));
    expect(ids(rows)).toContain(d.id);
    // A word nobody has empties the result even if the other word matches.
    expect((await call(sim, `${DRIVERS}?keyword=${encodeURIComponent(`${d.lastName} zzqqxx`)}`)).body.totalElements).toBe(0);
    // The domain part of the e-mail is searched too.
    expect((await call(sim, `${DRIVERS}?keyword=fleetco`)).body.totalElements).toBe(all.length);
  });

  it('nests truckAssignment and filters by truckId', async () => {
    const assigned = all.filter((d) => d.truckAssignment);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned[0].truckAssignment).toEqual({
      truckId: expect.any(Number),
      unitNumber: expect.any(String),
      make: expect.any(String),
      model: expect.any(String),
      assignedAt: expect.stringMatching(/Z$/),
    });
    const truck = (await call(sim, `/api/public/trucks/${assigned[0].truckAssignment.truckId}`)).body;
    expect(assigned[0].truckAssignment).toMatchObject({ unitNumber: truck.unitNumber, make: truck.make, model: truck.model });
    const specified = (await call(sim, `${DRIVERS}?size=500&truckId.specified=true`)).body.content;
    expect(ids(specified)).toEqual(ids(assigned));
    const unspecified = (await call(sim, `${DRIVERS}?size=500&truckId.specified=false`)).body.content;
    expect(ids(unspecified)).toEqual(ids(all.filter((d) => !d.truckAssignment)));
    const byTruck = (await call(sim, `${DRIVERS}?truckId.equals=${assigned[0].truckAssignment.truckId}`)).body.content;
    expect(ids(byTruck)).toEqual([assigned[0].id]);
  });

  it('filters by status, hiredOn and tags', async () => {
    const day = [...all].sort((a, b) => (a.hiredOn < b.hiredOn ? -1 : 1))[30].hiredOn;
    const rows = (await call(sim, `${DRIVERS}?size=500&hiredOn.lessThan=${day}&tags.equals=shift:night`)).body.content;
    expect(ids(rows)).toEqual(ids(all.filter((d) => d.hiredOn < day && d.tags.includes('shift:night'))));
    expectProblem(await call(sim, `${DRIVERS}?hiredOn.lessThan=2024-13-01`), 400);
  });

  it('assigning a taken truck moves it; a truck holds at most one driver', async () => {
    const [holder, other] = all.filter((d) => d.truckAssignment);
    const truckId = holder.truckAssignment.truckId;
    const moved = await call(sim, `${DRIVERS}/${other.id}`, { method: 'PATCH', body: { truckId } });
    expect(moved.status).toBe(200);
    expect(moved.body.truckAssignment.truckId).toBe(truckId);
    expect(moved.body.firstName).toBe(other.firstName);
    expect((await call(sim, `${DRIVERS}/${holder.id}`)).body.truckAssignment).toBeNull();
    expect((await call(sim, `${DRIVERS}?truckId.equals=${truckId}`)).body.totalElements).toBe(1);
    const unassigned = await call(sim, `${DRIVERS}/${other.id}`, { method: 'PATCH', body: { truckId: null } });
    expect(unassigned.body.truckAssignment).toBeNull();
    expect(expectProblem(await call(sim, `${DRIVERS}/${other.id}`, { method: 'PATCH', body: { truckId: 987654 } }), 400).errors?.[0].param).toBe('truckId');
  });

  it('creates, patches partially, replaces and deletes; 409 on duplicate email or username', async () => {
    const truck = (await call(sim, '/api/public/trucks', { method: 'POST', body: { unitNumber: 'DRV-T1', make: 'Volvo', model: 'VNL 760', year: 2024 } })).body;
    const body = { firstName: 'Ada', lastName: 'Quill', email: 'ada.quill@fleetco.example', username: 'aquill', truckId: truck.id, tags: ['shift:day'] };
    const created = await call(sim, DRIVERS, { method: 'POST', body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Ada', status: 'ACTIVE', phone: null, truckAssignment: { truckId: truck.id, unitNumber: 'DRV-T1' } });
    const id = created.body.id;

    const patched = await call(sim, `${DRIVERS}/${id}`, { method: 'PATCH', body: { phone: '+1 303 555 0100' } });
    expect(patched.body).toMatchObject({ firstName: 'Ada', lastName: 'Quill', phone: '+1 303 555 0100', tags: ['shift:day'] });
    expect(patched.body.truckAssignment).toEqual(created.body.truckAssignment);

    const dupEmail = expectProblem(await call(sim, DRIVERS, { method: 'POST', body: { ...body, username: 'other1', truckId: null } }), 409);
    expect(dupEmail.errors?.[0].param).toBe('email');
    const dupUser = expectProblem(await call(sim, DRIVERS, { method: 'POST', body: { ...body, email: 'x@fleetco.example', truckId: null } }), 409);
    expect(dupUser.errors?.[0].param).toBe('username');
    const invalid = expectProblem(await call(sim, DRIVERS, { method: 'POST', body: { ...body, email: 'not-an-email', username: 'A B' } }), 400);
    expect(invalid.errors?.map((e) => e.param).sort()).toEqual(['email', 'username']);

    const replaced = await call(sim, `${DRIVERS}/${id}`, { method: 'PUT', body: { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@fleetco.example', username: 'abyron' } });
    expect(replaced.body).toMatchObject({ lastName: 'Byron', phone: null, tags: [], truckAssignment: null });

    expect((await call(sim, `${DRIVERS}/${id}`, { method: 'DELETE' })).status).toBe(204);
    expectProblem(await call(sim, `${DRIVERS}/${id}`), 404);
  });
});
