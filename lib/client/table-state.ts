// The state of a server-paged table as it lives in the URL, with ONE set of nuqs parsers
// per collection used by the client (useQueryStates) and by server pages (createLoader).
// URL form: `?page=3&size=50&sort=year,desc&sort=make,asc&make.equals=Volvo&keyword=ann`:
// criteria keep the API's own `<field>.<op>` names so a shared link reads like the query it
// runs; `page` is 1-based for people and 0-based everywhere else (parseAsIndex).
import {
  createLoader,
  parseAsIndex,
  parseAsNativeArrayOf,
  parseAsNumberLiteral,
  parseAsString,
  type ParserBuilder,
} from 'nuqs/server';
import { DEFAULT_PAGE_SIZE } from '@/lib/fleet-api/constants';
import {
  effectiveSort,
  parseListQuery,
  type ParamError,
  type SortKey,
} from '@/lib/fleet-api/list-query';
import { OPERATORS_BY_KIND, VOCABULARY, type CollectionName, type FieldType, type Operator } from '@/lib/fleet-api/vocabulary';

/** Page sizes offered to people (the API allows 1..500). */
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 500] as const;

export interface TableFilter {
  field: string;
  op: Operator;
  /** As written in the URL: lists (`in`/`notIn`) are comma-separated. */
  value: string;
}

/** What a table shows, independent of where it is stored. `page` is zero-based. */
export interface TableQuery {
  page: number;
  size: number;
  sort: SortKey[];
  filters: TableFilter[];
  keyword: string;
}

export function filterFieldsOf(resource: CollectionName): Record<string, FieldType> {
  return VOCABULARY[resource].filters as Record<string, FieldType>;
}

export function hasKeyword(resource: CollectionName): boolean {
  return 'keyword' in VOCABULARY[resource].extras;
}

function criterionKeys(resource: CollectionName): string[] {
  return Object.entries(filterFieldsOf(resource)).flatMap(([field, type]) =>
    OPERATORS_BY_KIND[type.kind].map((op) => `${field}.${op}`),
  );
}

/** The nuqs parsers of a collection's table. */
export function tableParsers(resource: CollectionName) {
  const criteria: Record<string, ParserBuilder<string>> = {};
  for (const key of criterionKeys(resource)) criteria[key] = parseAsString;
  return {
    page: parseAsIndex.withDefault(0),
    size: parseAsNumberLiteral(PAGE_SIZE_OPTIONS).withDefault(DEFAULT_PAGE_SIZE as (typeof PAGE_SIZE_OPTIONS)[number]),
    sort: parseAsNativeArrayOf(parseAsString),
    ...(hasKeyword(resource) ? { keyword: parseAsString.withDefault('') } : {}),
    ...criteria,
  };
}
export type TableParsers = ReturnType<typeof tableParsers>;
/** Raw values as nuqs hands them over. */
export type TableUrlValues = Record<string, string | number | string[] | null>;

/** For server pages: `await loadTableQuery('trucks', searchParams)`. */
export async function loadTableQuery(
  resource: CollectionName,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<TableQuery> {
  const load = createLoader(tableParsers(resource));
  return tableQueryFromUrl(resource, (await load(searchParams)) as TableUrlValues);
}

export function tableQueryFromUrl(resource: CollectionName, values: TableUrlValues): TableQuery {
  const filters: TableFilter[] = [];
  for (const key of criterionKeys(resource)) {
    const value = values[key];
    if (typeof value === 'string' && value !== '') {
      const dot = key.lastIndexOf('.');
      filters.push({ field: key.slice(0, dot), op: key.slice(dot + 1) as Operator, value });
    }
  }
  const sort: SortKey[] = [];
  for (const raw of (values.sort as string[] | null) ?? []) {
    const [property, direction] = raw.split(',');
    if (property) sort.push({ property, direction: direction === 'desc' ? 'desc' : 'asc' });
  }
  return {
    page: Number(values.page ?? 0),
    size: Number(values.size ?? DEFAULT_PAGE_SIZE),
    sort,
    filters,
    keyword: typeof values.keyword === 'string' ? values.keyword : '',
  };
}

/** The URL values for a query; absent criteria become null so nuqs removes them. */
export function tableQueryToUrl(resource: CollectionName, query: TableQuery): TableUrlValues {
  const values: TableUrlValues = {
    page: query.page,
    size: query.size,
    sort: query.sort.map((s) => `${s.property},${s.direction}`),
  };
  if (hasKeyword(resource)) values.keyword = query.keyword;
  for (const key of criterionKeys(resource)) values[key] = null;
  for (const f of query.filters) values[`${f.field}.${f.op}`] = f.value;
  return values;
}

/**
 * The collection query sent to the BFF: zero-based page, the chosen sort followed by the
 * stable `id,asc` key (spec §4.1 rule 3), the criteria and the keyword.
 */
export function listParams(resource: CollectionName, query: TableQuery, overrides: { page?: number; size?: number } = {}) {
  const params = new URLSearchParams();
  params.set('page', String(overrides.page ?? query.page));
  params.set('size', String(overrides.size ?? query.size));
  for (const s of effectiveSort(resource, query.sort)) params.append('sort', `${s.property},${s.direction}`);
  for (const f of query.filters) params.set(`${f.field}.${f.op}`, f.value);
  const keyword = query.keyword.trim();
  if (hasKeyword(resource) && keyword) params.set('keyword', keyword);
  return params;
}

/** Checks a query against the vocabulary before it is sent; each error names its parameter. */
export function validateTableQuery(resource: CollectionName, query: TableQuery): ParamError[] {
  const result = parseListQuery(resource, listParams(resource, query), { oversize: 'reject' });
  return result.ok ? [] : result.errors;
}
