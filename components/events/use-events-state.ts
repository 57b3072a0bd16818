'use client';

import { parseAsInteger, useQueryStates } from 'nuqs';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { parseAsDay, type DayRange } from '@/lib/client/date-range';

/**
 * The events page's URL: the table's own state (`page`, `size`, `sort`, criteria such as
 * `type.equals`), plus inclusive UTC days `from`/`to` and the open `event`.
 */
export function useEventsState() {
  const [query, setQuery] = useTableUrlState('dmsEvents');
  const [extra, setExtra] = useQueryStates({ from: parseAsDay, to: parseAsDay, event: parseAsInteger });
  const range: Partial<DayRange> = { from: extra.from ?? undefined, to: extra.to ?? undefined };
  return {
    query,
    setQuery,
    range,
    setRange: (next: Partial<DayRange>) =>
      void setExtra({ from: next.from || null, to: next.to || null }, { history: 'push', scroll: false }),
    selectedId: extra.event,
    // Moving through events replaces the entry: Back leaves the page rather than replaying reviews.
    select: (id: number | null) => void setExtra({ event: id }, { history: 'replace', scroll: false }),
  };
}
