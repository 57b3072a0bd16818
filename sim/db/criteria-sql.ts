// Turns parsed criteria and sort keys (lib/fleet-api/list-query.ts) into SQL with bound
// parameters. Each resource maps its vocabulary fields to SQL columns; tag fields map to a
// side table (or a JSON array) searched with EXISTS.
import type { Criterion, SortKey } from '../../lib/fleet-api/list-query';

export type SqlValue = string | number | null;

export interface ColumnMap {
  /** vocabulary field → SQL expression */
  columns: Record<string, string>;
  /** tags field → builds `EXISTS (… WHERE <cond on the tag column>)` */
  tags?: Record<string, (condition: (tagColumn: string) => string) => string>;
}

export interface SqlFragment {
  sql: string;
  params: SqlValue[];
}

const bindable = (v: string | number | boolean): SqlValue => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function scalarCondition(column: string, c: Criterion, params: SqlValue[]): string {
  const v = c.value;
  switch (c.op) {
    case 'equals':
      params.push(bindable(v as string | number | boolean));
      return `${column} = ?`;
    case 'notEquals':
      params.push(bindable(v as string | number | boolean));
      return `${column} IS NOT ?`;
    case 'in':
      params.push(...(v as (string | number)[]));
      return `${column} IN (${placeholders((v as unknown[]).length)})`;
    case 'notIn':
      params.push(...(v as (string | number)[]));
      return `(${column} IS NULL OR ${column} NOT IN (${placeholders((v as unknown[]).length)}))`;
    case 'specified':
      return v ? `${column} IS NOT NULL` : `${column} IS NULL`;
    case 'contains':
      params.push(String(v).toLowerCase());
      return `instr(lower(${column}), ?) > 0`;
    case 'doesNotContain':
      params.push(String(v).toLowerCase());
      return `(${column} IS NULL OR instr(lower(${column}), ?) = 0)`;
    case 'greaterThan':
      params.push(bindable(v as string | number));
      return `${column} > ?`;
    case 'lessThan':
      params.push(bindable(v as string | number));
      return `${column} < ?`;
    case 'greaterThanOrEqual':
      params.push(bindable(v as string | number));
      return `${column} >= ?`;
    case 'lessThanOrEqual':
      params.push(bindable(v as string | number));
      return `${column} <= ?`;
  }
}

/** An element of the tag list matches (or, for notEquals / notIn / doesNotContain / specified=false, none does). */
function tagCondition(exists: (cond: (col: string) => string) => string, c: Criterion, params: SqlValue[]): string {
  const v = c.value;
  switch (c.op) {
    case 'equals':
      params.push(String(v));
      return exists((col) => `${col} = ?`);
    case 'notEquals':
      params.push(String(v));
      return `NOT ${exists((col) => `${col} = ?`)}`;
    case 'in':
      params.push(...(v as string[]).map(String));
      return exists((col) => `${col} IN (${placeholders((v as unknown[]).length)})`);
    case 'notIn':
      params.push(...(v as string[]).map(String));
      return `NOT ${exists((col) => `${col} IN (${placeholders((v as unknown[]).length)})`)}`;
    case 'specified':
      return v ? exists(() => '1') : `NOT ${exists(() => '1')}`;
    case 'contains':
      params.push(String(v).toLowerCase());
      return exists((col) => `instr(lower(${col}), ?) > 0`);
    case 'doesNotContain':
      params.push(String(v).toLowerCase());
      return `NOT ${exists((col) => `instr(lower(${col}), ?) > 0`)}`;
    default:
      throw new Error(`operator ${c.op} is not defined for tags`);
  }
}

export function whereClause(map: ColumnMap, criteria: Criterion[], extra: SqlFragment[] = []): SqlFragment {
  const params: SqlValue[] = [];
  const parts: string[] = [];
  for (const c of criteria) {
    const tags = map.tags?.[c.field];
    if (tags) parts.push(tagCondition(tags, c, params));
    else if (map.columns[c.field]) parts.push(scalarCondition(map.columns[c.field], c, params));
    else throw new Error(`no column for filter ${c.field}`);
  }
  for (const e of extra) {
    parts.push(e.sql);
    params.push(...e.params);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function orderByClause(map: ColumnMap, sort: SortKey[]): string {
  const keys = sort.map((s) => {
    const column = map.columns[s.property];
    if (!column) throw new Error(`no column for sort ${s.property}`);
    return `${column} ${s.direction === 'desc' ? 'DESC' : 'ASC'}`;
  });
  return keys.length ? `ORDER BY ${keys.join(', ')}` : '';
}
