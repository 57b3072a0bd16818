// GET /openapi.json: an OpenAPI 3.1 document generated from the zod contract and the vocabulary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { truckSchema } from '../../lib/fleet-api/schemas/trucks';
import { OPERATORS_BY_KIND, VOCABULARY } from '../../lib/fleet-api/vocabulary';
import type { RunningSimulator } from '../../sim/server';
import { call, startSmallSimulator, type Json } from './sim-client';

describe('openapi.json', () => {
  let sim: RunningSimulator;
  let doc: Json;
  beforeAll(async () => {
    sim = await startSmallSimulator({ trucks: 2, drivers: 2, events: 5 });
    const response = await call(sim, '/openapi.json', { auth: null });
    expect(response.status).toBe(200);
    doc = response.body;
  });
  afterAll(() => sim.close());

  it('is OpenAPI 3.1 with this server and header auth', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe(sim.url);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });

  it('lists every path and method the simulator serves', () => {
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).filter((k) => k !== 'parameters').sort();
    expect(methods(UPSTREAM_PATHS.trucks)).toEqual(['get', 'post']);
    expect(methods(`${UPSTREAM_PATHS.trucks}/{id}`)).toEqual(['delete', 'get', 'patch', 'put']);
    expect(methods(UPSTREAM_PATHS.drivers)).toEqual(['get', 'post']);
    expect(methods(`${UPSTREAM_PATHS.drivers}/{id}`)).toEqual(['delete', 'get', 'patch', 'put']);
    expect(methods(UPSTREAM_PATHS.webhooks)).toEqual(['get', 'post']);
    expect(methods(`${UPSTREAM_PATHS.webhooks}/{id}`)).toEqual(['delete', 'get', 'patch']);
    expect(methods(`${UPSTREAM_PATHS.webhooks}/{id}/test`)).toEqual(['get']);
    for (const path of [UPSTREAM_PATHS.webhookEventTypes, UPSTREAM_PATHS.dmsEvents, UPSTREAM_PATHS.driverScores, UPSTREAM_PATHS.safetyReport, UPSTREAM_PATHS.fleetSummary, '/media/clips/{file}']) {
      expect(methods(path), path).toEqual(['get']);
    }
  });

  it('takes collection parameters from the vocabulary', () => {
    const names = (path: string) => doc.paths[path].get.parameters.map((p: Json) => p.name);
    const truckParams = names(UPSTREAM_PATHS.trucks);
    expect(truckParams).toEqual(expect.arrayContaining(['page', 'size', 'sort', 'make.equals', 'model.contains', 'year.greaterThan', 'tags.contains']));
    const expectedCount = Object.values(VOCABULARY.trucks.filters).reduce((n, t) => n + OPERATORS_BY_KIND[t.kind].length, 3);
    expect(truckParams).toHaveLength(expectedCount);
    expect(names(UPSTREAM_PATHS.drivers)).toContain('keyword');
    expect(names(UPSTREAM_PATHS.dmsEvents)).toEqual(expect.arrayContaining(['include_media', 'occurredAt.greaterThanOrEqual', 'tags.contains']));
    expect(names(UPSTREAM_PATHS.driverScores)).toEqual(expect.arrayContaining(['from', 'to', 'distractionScore.lessThan']));
  });

  it('generates component schemas from the zod contract, and every $ref resolves', () => {
    const truck = doc.components.schemas.Truck;
    expect(Object.keys(truck.properties).sort()).toEqual(Object.keys(truckSchema.shape).sort());
    expect(truck.properties.status.enum).toEqual(['ACTIVE', 'IN_SHOP', 'OUT_OF_SERVICE']);
    expect(doc.components.schemas.TruckInput.required).toEqual(expect.arrayContaining(['unitNumber', 'make', 'model', 'year']));
    expect(doc.components.schemas.DriverScore.properties).toHaveProperty('distractionScore');
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs)) {
      const id = /#\/components\/schemas\/([^"]+)/.exec(ref)?.[1];
      expect(id && doc.components.schemas[id], ref).toBeTruthy();
    }
  });
});
