// The simulator's OpenAPI 3.1 document (`GET /openapi.json`): every path and method it serves,
// with parameters from the vocabulary and schemas from the zod contract.
import { REPORT_GROUP_BY } from '../../lib/fleet-api/enums';
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { componentSchemas, schemaRef } from './components';
import { collectionParameters } from './parameters';

const json = (schema: unknown) => ({ 'application/json': { schema } });
const ok = (schema: unknown, description = 'OK') => ({ description, content: json(schema) });
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: schemaRef('Problem') } } });
const page = (row: string) => ({
  type: 'object',
  required: ['content', 'page', 'size', 'totalElements', 'totalPages'],
  properties: {
    content: { type: 'array', items: schemaRef(row) },
    page: { type: 'integer' },
    size: { type: 'integer' },
    totalElements: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
});
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const errors = { '400': problem('Bad input; `errors` names each parameter'), '401': problem('Missing or wrong API key') };
const notFound = { '404': problem('No such record') };
const body = (id: string) => ({ required: true, content: json(schemaRef(id)) });
const dateParam = (name: string) => ({ name, in: 'query', required: false, schema: { type: 'string', format: 'date' }, description: 'inclusive UTC day' });

function crud(tag: string, record: string, input: string, patch: string, collection: 'trucks' | 'drivers') {
  return {
    list: { get: { tags: [tag], operationId: `list${tag}`, parameters: collectionParameters(collection), responses: { '200': ok(page(record)), ...errors } } },
    create: { post: { tags: [tag], operationId: `create${record}`, requestBody: body(input), responses: { '201': ok(schemaRef(record), 'Created'), ...errors, '409': problem('Duplicate unique field') } } },
    item: {
      parameters: [idParam],
      get: { tags: [tag], operationId: `get${record}`, responses: { '200': ok(schemaRef(record)), ...errors, ...notFound } },
      put: { tags: [tag], operationId: `replace${record}`, requestBody: body(input), responses: { '200': ok(schemaRef(record)), ...errors, ...notFound, '409': problem('Duplicate unique field') } },
      patch: { tags: [tag], operationId: `update${record}`, requestBody: body(patch), responses: { '200': ok(schemaRef(record)), ...errors, ...notFound, '409': problem('Duplicate unique field') } },
      delete: { tags: [tag], operationId: `delete${record}`, responses: { '204': { description: 'Deleted' }, ...errors, ...notFound } },
    },
  };
}

export function buildOpenApiDocument(serverUrl: string) {
  const trucks = crud('Trucks', 'Truck', 'TruckInput', 'TruckPatch', 'trucks');
  const drivers = crud('Drivers', 'Driver', 'DriverInput', 'DriverPatch', 'drivers');
  return {
    openapi: '3.1.0',
    info: { title: 'Fleet Safety Public API (simulator)', version: '1.0', description: 'The embedded simulator of the Fleet Safety Public API, generated from the shared zod contract.' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths: {
      [UPSTREAM_PATHS.trucks]: { ...trucks.list, ...trucks.create },
      [`${UPSTREAM_PATHS.trucks}/{id}`]: trucks.item,
      [UPSTREAM_PATHS.drivers]: { ...drivers.list, ...drivers.create },
      [`${UPSTREAM_PATHS.drivers}/{id}`]: drivers.item,
      [UPSTREAM_PATHS.webhooks]: {
        get: { tags: ['Webhooks'], operationId: 'listWebhooks', parameters: collectionParameters('webhooks'), responses: { '200': ok(page('WebhookSubscription')), ...errors } },
        post: { tags: ['Webhooks'], operationId: 'createWebhook', description: 'The only response that shows `secret` in full.', requestBody: body('WebhookInput'), responses: { '201': ok(schemaRef('WebhookSubscription'), 'Created'), ...errors } },
      },
      [UPSTREAM_PATHS.webhookEventTypes]: {
        get: { tags: ['Webhooks'], operationId: 'listWebhookEventTypes', responses: { '200': ok({ type: 'array', items: { type: 'string' } }), ...errors } },
      },
      [`${UPSTREAM_PATHS.webhooks}/{id}`]: {
        parameters: [idParam],
        get: { tags: ['Webhooks'], operationId: 'getWebhook', responses: { '200': ok(schemaRef('WebhookSubscription')), ...errors, ...notFound } },
        patch: { tags: ['Webhooks'], operationId: 'updateWebhook', requestBody: body('WebhookPatch'), responses: { '200': ok(schemaRef('WebhookSubscription')), ...errors, ...notFound } },
        delete: { tags: ['Webhooks'], operationId: 'deleteWebhook', responses: { '204': { description: 'Deleted' }, ...errors, ...notFound } },
      },
      [`${UPSTREAM_PATHS.webhooks}/{id}/test`]: {
        parameters: [idParam],
        get: { tags: ['Webhooks'], operationId: 'testWebhook', description: 'Sends a signed `webhook.test` delivery; answers after the first attempt.', responses: { '200': ok(schemaRef('WebhookTestResult')), ...errors, ...notFound } },
      },
      [UPSTREAM_PATHS.dmsEvents]: {
        get: { tags: ['Safety'], operationId: 'listDmsEvents', parameters: collectionParameters('dmsEvents'), responses: { '200': ok(page('DmsEvent')), ...errors } },
      },
      [UPSTREAM_PATHS.driverScores]: {
        get: { tags: ['Safety'], operationId: 'listDriverScores', parameters: collectionParameters('driverScores'), responses: { '200': ok(page('DriverScore')), ...errors } },
      },
      [UPSTREAM_PATHS.safetyReport]: {
        get: {
          tags: ['Analytics'],
          operationId: 'getSafetyReport',
          parameters: [dateParam('from'), dateParam('to'), { name: 'groupBy', in: 'query', required: false, schema: { type: 'string', enum: [...REPORT_GROUP_BY], default: 'type' } }],
          responses: { '200': ok(schemaRef('SafetyReport')), ...errors },
        },
      },
      [UPSTREAM_PATHS.fleetSummary]: {
        get: { tags: ['Analytics'], operationId: 'getFleetSummary', responses: { '200': ok(schemaRef('FleetSummary')), ...errors } },
      },
      '/media/clips/{file}': {
        get: {
          tags: ['Safety'],
          operationId: 'getMediaClip',
          security: [],
          description: 'A signed, expiring clip URL from `include_media=true`; supports Range.',
          parameters: [
            { name: 'file', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'exp', in: 'query', required: true, schema: { type: 'integer' } },
            { name: 'sig', in: 'query', required: true, schema: { type: 'string' } },
          ],
          responses: {
            '200': { description: 'The clip', content: { 'video/webm': { schema: { type: 'string', contentMediaType: 'video/webm' } } } },
            '206': { description: 'A byte range of the clip' },
            '403': problem('Bad signature or expired'),
            '404': problem('No such clip'),
            '416': problem('Range not satisfiable'),
          },
        },
      },
      [UPSTREAM_PATHS.openapi]: { get: { operationId: 'getOpenApi', security: [], responses: { '200': { description: 'This document' } } } },
    },
    webhooks: {
      delivery: {
        post: {
          description: 'Signed delivery: X-Service-Signature t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>; 3 attempts.',
          requestBody: body('WebhookDelivery'),
          responses: { '200': { description: 'Any 2xx acknowledges' } },
        },
      },
    },
    components: {
      schemas: componentSchemas(),
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`<key>` or `Bearer <key>`' } },
    },
  };
}
