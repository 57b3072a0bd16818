// OpenAPI query parameters of collections, generated from the shared vocabulary.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../lib/fleet-api/constants';
import { OPERATORS_BY_KIND, VOCABULARY, type CollectionName, type FieldType, type Operator } from '../../lib/fleet-api/vocabulary';

type Parameter = Record<string, unknown>;

function valueSchema(type: FieldType, op: Operator): Record<string, unknown> {
  if (op === 'specified') return { type: 'boolean' };
  if (op === 'in' || op === 'notIn') return { type: 'string', description: 'comma-separated list' };
  switch (type.kind) {
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { type: 'string', enum: [...type.values] };
    default:
      return { type: 'string' };
  }
}

const query = (name: string, schema: Record<string, unknown>, description?: string): Parameter => ({
  name,
  in: 'query',
  required: false,
  schema,
  ...(description ? { description } : {}),
});

export function collectionParameters(resource: CollectionName): Parameter[] {
  const vocab = VOCABULARY[resource];
  const params: Parameter[] = [
    query('page', { type: 'integer', minimum: 0, default: 0 }, 'zero-based page index'),
    query('size', { type: 'integer', minimum: 1, default: DEFAULT_PAGE_SIZE }, `rows per page; above ${MAX_PAGE_SIZE} is clamped to ${MAX_PAGE_SIZE}`),
    {
      ...query('sort', { type: 'array', items: { type: 'string', enum: vocab.sort.flatMap((p) => [`${p},asc`, `${p},desc`]) } }, 'property,(asc|desc); repeatable, applied in order; the id is the final tie-break'),
      style: 'form',
      explode: true,
    },
  ];
  for (const [name, extra] of Object.entries(vocab.extras as Record<string, { kind: string }>)) {
    const schema =
      extra.kind === 'boolean' ? { type: 'string', enum: ['true', 'false', '1', '0'] } : extra.kind === 'date' ? { type: 'string', format: 'date' } : { type: 'string' };
    params.push(query(name, schema));
  }
  for (const [field, type] of Object.entries(vocab.filters as Record<string, FieldType>)) {
    for (const op of OPERATORS_BY_KIND[type.kind]) params.push(query(`${field}.${op}`, valueSchema(type, op)));
  }
  return params;
}
