'use client';

import { useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';
import {
  tableParsers,
  tableQueryFromUrl,
  tableQueryToUrl,
  type TableQuery,
  type TableUrlValues,
} from '@/lib/client/table-state';
import type { CollectionName } from '@/lib/fleet-api/vocabulary';

/**
 * The table's query, read from and written to the URL. Each change is a history entry
 * (back/forward walk through views) unless `replace` is asked for (typing a keyword).
 */
export function useTableUrlState(resource: CollectionName) {
  const parsers = useMemo(() => tableParsers(resource), [resource]);
  const [values, setValues] = useQueryStates(parsers);
  const query = useMemo(() => tableQueryFromUrl(resource, values as TableUrlValues), [resource, values]);
  const setQuery = useCallback(
    (next: TableQuery, { replace = false }: { replace?: boolean } = {}) => {
      void setValues(tableQueryToUrl(resource, next) as never, { history: replace ? 'replace' : 'push', scroll: false });
    },
    [resource, setValues],
  );
  return [query, setQuery] as const;
}
