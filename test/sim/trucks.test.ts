// Trucks (contract §4.1, §4.2): paging, sorting, every criteria operator, CRUD, 409, EV rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../sim/server';
import { call, expectProblem, readAllPages, startSmallSimulator, type Json } from './sim-client';

type Truck = Record<string, Json> & { id: number };
const TRUCKS = '/api/public/trucks';

describe('trucks collection', () => {
  let sim: RunningSimulator;
  let all: Truck[];
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 120 });
    all = (await call(sim, `${TRUCKS}?size=500&sort=id,asc`)).body.content;
  });
  afterAll(() => sim.close());
  const ids = (rows: Truck[]) => rows.map((r) => r.id);
  const list = async (query: string) => (await call(sim, `${TRUCKS}?size=500&${query}`)).body.content as Truck[];

  it('defaults to page 0 of 20 in the envelope', async () => {
    const { body } = await call(sim, TRUCKS);
    expect(body).toMatchObject({ page: 0, size: 20, totalElements: 120, totalPages: 6 });
    expect(body.content).toHaveLength(20);
  });

  it('walks every page: each id exactly once, in id order', async () => {
    const { rows, pages } = await readAllPages<Truck>(sim, `${TRUCKS}?sort=id,asc`, 7);
    expect(pages).toBe(Math.ceil(120 / 7));
    expect(ids(rows)).toEqual(ids(all));
    expect(new Set(ids(rows)).size).toBe(120);
    expect(ids(rows)).toEqual([...ids(rows)].sort((a, b) => a - b));
  });

  it('clamps size above 500 and says so in the envelope', async () => {
    const { status, body } = await call(sim, `${TRUCKS}?size=100000`);
    expect(status).toBe(200);
    expect(body.size).toBe(500);
    expect(body.totalPages).toBe(1);
  });

  it('clamps any larger size, however many digits it has', async () => {
    for (const size of ['501', '99999999999', '9'.repeat(40)]) {
      const { status, body } = await call(sim, `${TRUCKS}?size=${size}`);
      expect(status, size).toBe(200);
      expect(body.size, size).toBe(500);
    }
  });

  it('returns an empty page past the end with the true totals', async () => {
    const { status, body } = await call(sim, `${TRUCKS}?page=50&size=10`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ content: [], page: 50, size: 10, totalElements: 120, totalPages: 12 });
    // Far past the end too (an offset beyond SQLite's integers).
    const far = await call(sim, `${TRUCKS}?page=99999999999999&size=500`);
    expect(far.status).toBe(200);
    expect(far.body).toMatchObject({ content: [], page: 99999999999999, size: 500, totalElements: 120, totalPages: 1 });
  });

  it('refuses a page number beyond what can be counted, naming page', async () => {
    const bad = expectProblem(await call(sim, `${TRUCKS}?page=99999999999999999999`), 400);
    expect(bad.errors?.[0].param).toBe('page');
  });

  it('applies repeated sort keys in order with the id tie-break', async () => {
    const rows = await list('sort=make,asc&sort=year,desc');
    const expected = [...all].sort((a, b) =>
      a.make < b.make ? -1 : a.make > b.make ? 1 : b.year - a.year || a.id - b.id,
    );
    expect(ids(rows)).toEqual(ids(expected));
    const reversed = await list('sort=year,desc&sort=make,asc');
    expect(ids(reversed)).toEqual(ids([...all].sort((a, b) => b.year - a.year || (a.make < b.make ? -1 : a.make > b.make ? 1 : 0) || a.id - b.id)));
  });

  it('answers each bad parameter with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['page=-1', 'page'],
      ['page=x', 'page'],
      ['size=0', 'size'],
      ['size=ten', 'size'],
      ['sort=colour,asc', 'sort'],
      ['sort=year,sideways', 'sort'],
      ['colour.equals=red', 'colour.equals'],
      ['year.resembles=2020', 'year.resembles'],
      ['year.greaterThan=new', 'year.greaterThan'],
      ['status.equals=PARKED', 'status.equals'],
      ['make.greaterThan=A', 'make.greaterThan'],
      ['createdAt.lessThan=yesterday', 'createdAt.lessThan'],
      ['chargeLevel.specified=maybe', 'chargeLevel.specified'],
      ['nonsense=1', 'nonsense'],
    ];
    for (const [query, param] of cases) {
      const problem = expectProblem(await call(sim, `${TRUCKS}?${query}`), 400);
      expect(problem.errors?.map((e) => e.param), query).toContain(param);
    }
  });

  it('implements every operator', async () => {
    const sample = all[3];
    const median = <K extends string>(key: K) => [...all].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0))[all.length >> 1][key];
    const year = median('year');
    const odometer = median('odometerKm');
    const created = median('createdAt');
    const check = async (query: string, predicate: (t: Truck) => boolean) => {
      const expected = all.filter(predicate);
      expect(expected.length, `${query} should select some but not all`).toBeGreaterThan(0);
      expect(expected.length, `${query} should select some but not all`).toBeLessThan(all.length);
      expect(ids(await list(`sort=id,asc&${query}`)), query).toEqual(ids(expected));
    };
    await check(`make.equals=${encodeURIComponent(sample.make)}`, (t) => t.make === sample.make);
    await check(`make.notEquals=${encodeURIComponent(sample.make)}`, (t) => t.make !== sample.make);
    await check('make.in=Volvo,Kenworth', (t) => ['Volvo', 'Kenworth'].includes(t.make));
    await check('make.notIn=Volvo,Kenworth', (t) => !['Volvo', 'Kenworth'].includes(t.make));
    await check('model.contains=CASC', (t) => t.model.toLowerCase().includes('casc'));
    await check('model.doesNotContain=casc', (t) => !t.model.toLowerCase().includes('casc'));
    await check('chargeLevel.specified=true', (t) => t.chargeLevel !== null);
    await check('chargeLevel.specified=false', (t) => t.chargeLevel === null);
    await check(`year.greaterThan=${year}`, (t) => t.year > year);
    await check(`year.lessThan=${year}`, (t) => t.year < year);
    await check(`year.greaterThanOrEqual=${year}`, (t) => t.year >= year);
    await check(`year.lessThanOrEqual=${year}`, (t) => t.year <= year);
    await check(`odometerKm.greaterThan=${odometer}`, (t) => t.odometerKm > odometer);
    await check('status.in=IN_SHOP,OUT_OF_SERVICE', (t) => t.status !== 'ACTIVE');
    await check(`createdAt.lessThan=${encodeURIComponent(created)}`, (t) => t.createdAt < created);
    await check(`createdAt.greaterThanOrEqual=${created.slice(0, 10)}`, (t) => t.createdAt >= `${created.slice(0, 10)}T00:00:00.000Z`);
    await check('tags.equals=hazmat', (t) => t.tags.includes('hazmat'));
    await check('tags.in=depot:denver,depot:dallas', (t) => t.tags.some((g: string) => ['depot:denver', 'depot:dallas'].includes(g)));
    await check('tags.notEquals=hazmat', (t) => !t.tags.includes('hazmat'));
    await check('tags.notIn=depot:denver,depot:dallas', (t) => !t.tags.some((g: string) => ['depot:denver', 'depot:dallas'].includes(g)));
    await check('tags.contains=WEST', (t) => t.tags.some((g: string) => g.includes('west')));
    await check('tags.doesNotContain=region:west', (t) => !t.tags.some((g: string) => g.includes('region:west')));
    await check(`id.in=${all[0].id},${all[5].id}`, (t) => t.id === all[0].id || t.id === all[5].id);
  });

  it('ANDs several criteria', async () => {
    const rows = await list('fuelType.equals=DIESEL&year.greaterThanOrEqual=2022&tags.contains=region');
    const expected = all.filter((t) => t.fuelType === 'DIESEL' && t.year >= 2022);
    expect(ids(rows)).toEqual(ids(expected));
  });
});

describe('truck records', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 10, drivers: 10, events: 50 });
  });
  afterAll(() => sim.close());
  const newTruck = { unitNumber: 'TST-1', make: 'Volvo', model: 'VNL 860', year: 2024, vin: '4V4NC9EH5RN000777', tags: ['region:west'] };

  it('creates (201, id and timestamps ignored), reads, replaces, patches and deletes', async () => {
    const created = await call(sim, TRUCKS, { method: 'POST', body: { ...newTruck, id: 9999, createdAt: '2000-01-01T00:00:00Z' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...newTruck, status: 'ACTIVE', fuelType: 'DIESEL', chargeLevel: null, rangeKm: null });
    expect(created.body.id).not.toBe(9999);
    expect(created.body.createdAt).not.toMatch(/^2000/);
    const id = created.body.id;
    expect((await call(sim, `${TRUCKS}/${id}`)).body).toEqual(created.body);

    const replaced = await call(sim, `${TRUCKS}/${id}`, { method: 'PUT', body: { unitNumber: 'TST-1', make: 'Mack', model: 'Anthem', year: 2023 } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ make: 'Mack', model: 'Anthem', vin: null, tags: [] });

    const patched = await call(sim, `${TRUCKS}/${id}`, { method: 'PATCH', body: { status: 'IN_SHOP', licensePlate: 'CO-ABC1234' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ make: 'Mack', model: 'Anthem', year: 2023, status: 'IN_SHOP', licensePlate: 'CO-ABC1234' });

    expect((await call(sim, `${TRUCKS}/${id}`, { method: 'DELETE' })).status).toBe(204);
    expectProblem(await call(sim, `${TRUCKS}/${id}`), 404);
    expectProblem(await call(sim, `${TRUCKS}/${id}`, { method: 'PATCH', body: { year: 2020 } }), 404);
    expectProblem(await call(sim, `${TRUCKS}/${id}`, { method: 'DELETE' }), 404);
  });

  it('rejects invalid bodies with 400 naming each field', async () => {
    const missing = expectProblem(await call(sim, TRUCKS, { method: 'POST', body: { make: 'Volvo' } }), 400);
    expect(missing.errors?.map((e) => e.param)).toEqual(expect.arrayContaining(['unitNumber', 'model', 'year']));
    const wrongType = expectProblem(await call(sim, TRUCKS, { method: 'POST', body: { ...newTruck, unitNumber: 'X-9', vin: null, year: 'new' } }), 400);
    expect(wrongType.errors?.map((e) => e.param)).toEqual(['year']);
    const emptyPatch = expectProblem(await call(sim, `${TRUCKS}/1`, { method: 'PATCH', body: {} }), 400);
    expect(emptyPatch.errors?.length).toBeGreaterThan(0);
  });

  it('answers 409 on a duplicate unitNumber or vin', async () => {
    const first = (await call(sim, TRUCKS, { method: 'POST', body: { ...newTruck, unitNumber: 'DUP-1' } })).body;
    const dupUnit = expectProblem(await call(sim, TRUCKS, { method: 'POST', body: { ...newTruck, unitNumber: 'DUP-1', vin: null } }), 409);
    expect(dupUnit.errors?.[0].param).toBe('unitNumber');
    const dupVin = expectProblem(await call(sim, TRUCKS, { method: 'POST', body: { ...newTruck, unitNumber: 'DUP-2' } }), 409);
    expect(dupVin.errors?.[0].param).toBe('vin');
    const other = (await call(sim, TRUCKS, { method: 'POST', body: { ...newTruck, unitNumber: 'DUP-3', vin: null } })).body;
    expectProblem(await call(sim, `${TRUCKS}/${other.id}`, { method: 'PATCH', body: { unitNumber: 'DUP-1' } }), 409);
    // Its own values are no conflict.
    expect((await call(sim, `${TRUCKS}/${first.id}`, { method: 'PATCH', body: { unitNumber: 'DUP-1', vin: newTruck.vin } })).status).toBe(200);
  });

  it('applies the EV rule to the merged record', async () => {
    const ev = await call(sim, TRUCKS, { method: 'POST', body: { unitNumber: 'EV-1', make: 'Tesla', model: 'Semi', year: 2025, fuelType: 'ELECTRIC', chargeLevel: 80, rangeKm: 640 } });
    expect(ev.status).toBe(201);
    const diesel = expectProblem(await call(sim, TRUCKS, { method: 'POST', body: { unitNumber: 'EV-2', make: 'Mack', model: 'Anthem', year: 2025, chargeLevel: 50 } }), 400);
    expect(diesel.errors?.[0].param).toBe('chargeLevel');
    // Switching the EV to diesel while it still has a charge level breaks the merged record…
    const patch = expectProblem(await call(sim, `${TRUCKS}/${ev.body.id}`, { method: 'PATCH', body: { fuelType: 'DIESEL' } }), 400);
    expect(patch.errors?.[0].param).toBe('chargeLevel');
    // …and clearing both with it is fine.
    const ok = await call(sim, `${TRUCKS}/${ev.body.id}`, { method: 'PATCH', body: { fuelType: 'DIESEL', chargeLevel: null, rangeKm: null } });
    expect(ok.body).toMatchObject({ fuelType: 'DIESEL', chargeLevel: null, rangeKm: null, make: 'Tesla' });
  });

  it('unassigns the driver of a deleted truck', async () => {
    const { body: driver } = await call(sim, '/api/public/drivers?truckId.specified=true&size=1');
    const assigned = driver.content[0];
    const truckId = assigned.truckAssignment.truckId;
    expect((await call(sim, `${TRUCKS}/${truckId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(sim, `/api/public/drivers/${assigned.id}`)).body.truckAssignment).toBeNull();
  });
});
