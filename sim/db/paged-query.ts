// Runs a filtered, sorted, paged query and wraps it in the page envelope (spec §2.1).
import type Database from 'better-sqlite3';
import type { Page } from '../../lib/fleet-api/schemas/common';
import { effectiveSort, type ListQuery } from '../../lib/fleet-api/list-query';
import type { CollectionName } from '../../lib/fleet-api/vocabulary';
import { cachedCount } from './count-cache';
import { orderByClause, whereClause, type ColumnMap, type SqlFragment } from './criteria-sql';

export interface PagedQuerySpec<Row, Out> {
  resource: CollectionName;
  /** `FROM …` including joins, or a CTE-backed source. */
  from: string;
  select: string;
  map: ColumnMap;
  toRecord: (row: Row) => Out;
  /** Conditions beyond the criteria (e.g. keyword words). */
  extraWhere?: SqlFragment[];
  /** `WITH …` prefix and its parameters. */
  with?: SqlFragment;
  /** A cheaper exact count for some queries (e.g. from rollups); null = count the rows. */
  count?: (query: ListQuery) => number | null;
}

export function pagedQuery<Row, Out>(db: Database.Database, spec: PagedQuerySpec<Row, Out>, query: ListQuery): Page<Out> {
  const where = whereClause(spec.map, query.criteria, spec.extraWhere);
  const withSql = spec.with?.sql ?? '';
  const withParams = spec.with?.params ?? [];
  const countSql = `${withSql} SELECT COUNT(*) AS n ${spec.from} ${where.sql}`;
  const countParams = [...withParams, ...where.params];
  const total = cachedCount(
    db,
    countSql,
    countParams,
    () => spec.count?.(query) ?? (db.prepare(countSql).get(...countParams) as { n: number }).n,
  );
  const order = orderByClause(spec.map, effectiveSort(spec.resource, query.sort));
  // A page past the end is empty with true totals (and its offset may be beyond SQLite's integers).
  const offset = query.page * query.size;
  const rows =
    offset >= total
      ? []
      : (db
          .prepare(`${withSql} SELECT ${spec.select} ${spec.from} ${where.sql} ${order} LIMIT ? OFFSET ?`)
          .all(...withParams, ...where.params, query.size, offset) as Row[]);
  return {
    content: rows.map(spec.toRecord),
    page: query.page,
    size: query.size,
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
  };
}
