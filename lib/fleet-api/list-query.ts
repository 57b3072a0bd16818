// Parsing and serialising of collection queries (contract §4.1) against the vocabulary.
// Shared by the simulator (which turns the result into SQL), the BFF (which refuses
// anything outside the allowlist before calling upstream) and the browser (which builds
// the same query strings). Pure and isomorphic.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import {
  OPERATORS,
  OPERATORS_BY_KIND,
  VOCABULARY,
  type CollectionName,
  type FieldType,
  type Operator,
} from './vocabulary';

export type CriterionValue = string | number | boolean | (string | number)[];

export interface Criterion {
  field: string;
  op: Operator;
  value: CriterionValue;
}

export interface SortKey {
  property: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  page: number;
  size: number;
  /** True when the requested size was above MAX_PAGE_SIZE and was clamped. */
  sizeClamped: boolean;
  sort: SortKey[];
  criteria: Criterion[];
  extras: Record<string, string | boolean>;
}

export interface ParamError {
  param: string;
  message: string;
}

export type ParseResult = { ok: true; query: ListQuery } | { ok: false; errors: ParamError[] };

export interface ParseOptions {
  /** `clamp` (the API: >500 becomes 500) or `reject` (the BFF: >500 is a 400). */
  oversize: 'clamp' | 'reject';
  /** Parameters that are consumed elsewhere and must be skipped (e.g. the simulator's `api_key`). */
  ignore?: readonly string[];
}

const MAX_VALUE_LENGTH = 200;
const MAX_LIST_ITEMS = 100;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const INT_RE = /^-?\d{1,15}$/;
const NUM_RE = /^-?\d{1,15}(\.\d{1,9})?$/;

export function isValidDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Normalises an ISO instant (or a bare UTC day) to `YYYY-MM-DDTHH:mm:ss.sssZ`, or null. */
export function normaliseDatetime(value: string): string | null {
  if (!DATETIME_RE.test(value)) return null;
  if (DATE_RE.test(value)) return isValidDate(value) ? `${value}T00:00:00.000Z` : null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function parseScalar(type: FieldType, raw: string): { value: string | number | boolean } | { error: string } {
  if (raw.length === 0) return { error: 'must not be empty' };
  if (raw.length > MAX_VALUE_LENGTH) return { error: `must be at most ${MAX_VALUE_LENGTH} characters` };
  switch (type.kind) {
    case 'string':
    case 'tags':
      return { value: raw };
    case 'integer':
      return INT_RE.test(raw) ? { value: Number(raw) } : { error: 'must be an integer' };
    case 'number':
      return NUM_RE.test(raw) ? { value: Number(raw) } : { error: 'must be a number' };
    case 'date':
      return isValidDate(raw) ? { value: raw } : { error: 'must be a date YYYY-MM-DD' };
    case 'datetime': {
      const iso = normaliseDatetime(raw);
      return iso ? { value: iso } : { error: 'must be an ISO-8601 date or instant' };
    }
    case 'boolean':
      return raw === 'true' || raw === 'false' ? { value: raw === 'true' } : { error: 'must be true or false' };
    case 'enum':
      return type.values.includes(raw)
        ? { value: raw }
        : { error: `must be one of ${type.values.join(', ')}` };
  }
}

function parseCriterion(type: FieldType, op: Operator, raw: string): { value: CriterionValue } | { error: string } {
  if (op === 'specified') {
    return raw === 'true' || raw === 'false' ? { value: raw === 'true' } : { error: 'must be true or false' };
  }
  if (op === 'in' || op === 'notIn') {
    const parts = raw.split(',');
    if (parts.length > MAX_LIST_ITEMS) return { error: `must list at most ${MAX_LIST_ITEMS} values` };
    const values: (string | number)[] = [];
    for (const part of parts) {
      const parsed = parseScalar(type, part.trim());
      if ('error' in parsed) return { error: `each value ${parsed.error}` };
      if (typeof parsed.value === 'boolean') return { error: 'does not take booleans' };
      values.push(parsed.value);
    }
    return { value: values };
  }
  return parseScalar(type, raw);
}

/** Digits only; any length (a huge size is still "larger", so it clamps), null if unsafe for page arithmetic. */
function parseNonNegativeInt(raw: string): number | null {
  if (!/^\d{1,400}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : Number.MAX_VALUE;
}

/** Parses a collection query. Every error names its parameter. */
export function parseListQuery(
  resource: CollectionName,
  params: URLSearchParams,
  options: ParseOptions,
): ParseResult {
  const vocab = VOCABULARY[resource];
  const filters = vocab.filters as Record<string, FieldType>;
  const extrasVocab = vocab.extras as Record<string, { kind: string }>;
  const errors: ParamError[] = [];
  const query: ListQuery = {
    page: 0,
    size: DEFAULT_PAGE_SIZE,
    sizeClamped: false,
    sort: [],
    criteria: [],
    extras: {},
  };
  const seen = new Set<string>();

  for (const [param, raw] of params) {
    if (options.ignore?.includes(param)) continue;
    if (param !== 'sort' && seen.has(param)) {
      errors.push({ param, message: 'must not be repeated' });
      continue;
    }
    seen.add(param);

    if (param === 'page') {
      const n = parseNonNegativeInt(raw);
      if (n === null || !Number.isSafeInteger(n)) errors.push({ param, message: `must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}` });
      else query.page = n;
    } else if (param === 'size') {
      const n = parseNonNegativeInt(raw);
      if (n === null || n < 1) errors.push({ param, message: `must be an integer from 1 to ${MAX_PAGE_SIZE}` });
      else if (n > MAX_PAGE_SIZE && options.oversize === 'reject')
        errors.push({ param, message: `must be at most ${MAX_PAGE_SIZE}` });
      else {
        query.size = Math.min(n, MAX_PAGE_SIZE);
        query.sizeClamped = n > MAX_PAGE_SIZE;
      }
    } else if (param === 'sort') {
      const [property, direction = 'asc', ...rest] = raw.split(',');
      if (rest.length > 0 || !property || (direction !== 'asc' && direction !== 'desc')) {
        errors.push({ param, message: 'must have the form property,(asc|desc)' });
      } else if (!(vocab.sort as readonly string[]).includes(property)) {
        errors.push({ param, message: `cannot sort by "${property}"; sortable: ${vocab.sort.join(', ')}` });
      } else if (query.sort.some((s) => s.property === property)) {
        errors.push({ param, message: `sorts by "${property}" twice` });
      } else {
        query.sort.push({ property, direction });
      }
    } else if (Object.hasOwn(extrasVocab, param)) {
      // Own keys only: `constructor` or `__proto__` are parameters like any other unknown one.
      const kind = extrasVocab[param].kind;
      if (kind === 'keyword') {
        const keyword = raw.trim();
        if (keyword.length > MAX_VALUE_LENGTH) errors.push({ param, message: `must be at most ${MAX_VALUE_LENGTH} characters` });
        else if (keyword) query.extras[param] = keyword;
      } else if (kind === 'boolean') {
        if (['true', '1'].includes(raw)) query.extras[param] = true;
        else if (['false', '0'].includes(raw)) query.extras[param] = false;
        else errors.push({ param, message: 'must be true, false, 1 or 0' });
      } else if (kind === 'date') {
        if (isValidDate(raw)) query.extras[param] = raw;
        else errors.push({ param, message: 'must be a date YYYY-MM-DD' });
      }
    } else {
      const dot = param.lastIndexOf('.');
      const field = dot > 0 ? param.slice(0, dot) : '';
      const op = param.slice(dot + 1) as Operator;
      if (dot <= 0 || !Object.hasOwn(filters, field)) {
        errors.push({ param, message: 'is not a known parameter or filter field' });
      } else if (!OPERATORS.includes(op) || !OPERATORS_BY_KIND[filters[field].kind].includes(op)) {
        errors.push({
          param,
          message: `operator "${op}" does not apply to ${field}; use ${OPERATORS_BY_KIND[filters[field].kind].join(', ')}`,
        });
      } else {
        const parsed = parseCriterion(filters[field], op, raw);
        if ('error' in parsed) errors.push({ param, message: parsed.error });
        else query.criteria.push({ field, op, value: parsed.value });
      }
    }
  }
  if ('from' in query.extras && 'to' in query.extras && String(query.extras.from) > String(query.extras.to)) {
    errors.push({ param: 'from', message: 'must not be after to' });
  }
  return errors.length ? { ok: false, errors } : { ok: true, query };
}

/** Serialises a parsed query back to a query string, in a stable order. */
export function serializeListQuery(query: Partial<ListQuery>): URLSearchParams {
  const out = new URLSearchParams();
  if (query.page !== undefined) out.set('page', String(query.page));
  if (query.size !== undefined) out.set('size', String(query.size));
  for (const s of query.sort ?? []) out.append('sort', `${s.property},${s.direction}`);
  for (const c of query.criteria ?? []) {
    out.set(`${c.field}.${c.op}`, Array.isArray(c.value) ? c.value.join(',') : String(c.value));
  }
  for (const [k, v] of Object.entries(query.extras ?? {})) out.set(k, String(v));
  return out;
}

/**
 * The sort to apply: the requested keys (or the resource default) then the tie-break ascending.
 * When the tie-break key is already among them (e.g. `sort=id,desc`) the order is total
 * already, so nothing is appended: `id,asc` after `id,desc` would change nothing.
 */
export function effectiveSort(resource: CollectionName, sort: SortKey[]): SortKey[] {
  const vocab = VOCABULARY[resource] as { defaultSort?: readonly SortKey[]; tieBreak: string };
  const keys = sort.length ? [...sort] : [...(vocab.defaultSort ?? [])];
  if (!keys.some((k) => k.property === vocab.tieBreak)) keys.push({ property: vocab.tieBreak, direction: 'asc' });
  return keys;
}
