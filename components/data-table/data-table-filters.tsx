'use client';

import { Filter, X } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { filterFieldsOf, type TableFilter } from '@/lib/client/table-state';
import type { CollectionName, FieldType } from '@/lib/fleet-api/vocabulary';
import { humanizeEnum } from '@/lib/format';
import type { FilterDraft } from './filter-editor-form';
import { OPERATOR_LABELS, operatorsFor } from './filter-operators';

export interface FilterableColumn {
  field: string;
  label: string;
}

function valueText(type: FieldType | undefined, filter: TableFilter) {
  if (filter.op === 'specified') return filter.value === 'true' ? 'yes' : 'no';
  if (type?.kind === 'enum') return filter.value.split(',').map(humanizeEnum).join(', ');
  return filter.value;
}

/** What the chips and the editor both work on: the criteria of one collection's table. */
interface FilterControlProps {
  resource: CollectionName;
  columns: FilterableColumn[];
  filters: TableFilter[];
  onChange: (filters: TableFilter[]) => void;
}

/** The active criteria as removable chips. */
export function FilterChips({ resource, columns, filters, onChange }: FilterControlProps) {
  if (filters.length === 0) return null;
  const types = filterFieldsOf(resource);
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {filters.map((f) => {
        const label = columns.find((c) => c.field === f.field)?.label ?? f.field;
        const text = `${label} ${OPERATOR_LABELS[f.op] ?? f.op} ${valueText(types[f.field], f)}`;
        return (
          <li key={`${f.field}.${f.op}`} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-700 ring-1 ring-brand-100">
            <span>{text}</span>
            <button
              type="button"
              aria-label={`Remove filter ${text}`}
              onClick={() => onChange(filters.filter((x) => x !== f))}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <X aria-hidden className="h-3.5 w-3.5" />
            </button>
          </li>
        );
      })}
      {filters.length > 1 && (
        <li>
          <Button size="sm" variant="ghost" onClick={() => onChange([])}>
            Clear all
          </Button>
        </li>
      )}
    </ul>
  );
}

const preloadFilterEditorForm = () => import('./filter-editor-form');
const FilterEditorForm = lazy(() => preloadFilterEditorForm().then((m) => ({ default: m.FilterEditorForm })));

/**
 * "Add filter": a button; the editor itself (`filter-editor-form.tsx`) loads on first use,
 * hover or focus on the button starts that early, and a same-sized placeholder stands in.
 */
export function FilterEditor({ resource, columns, filters, onChange }: FilterControlProps) {
  const types = filterFieldsOf(resource);
  const usable = columns.filter((c) => types[c.field]);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>(() => {
    const field = usable[0]?.field ?? '';
    const type = types[field];
    return { field, op: (type ? operatorsFor(type) : [])[0] ?? 'equals', value: '', error: null };
  });
  if (usable.length === 0) return null;

  if (!open) {
    return (
      <Button size="md" onClick={() => setOpen(true)} onPointerEnter={preloadFilterEditorForm} onFocus={preloadFilterEditorForm} aria-expanded={false}>
        <Filter aria-hidden className="h-4 w-4" /> Add filter
      </Button>
    );
  }
  return (
    <Suspense fallback={<FilterEditorSkeleton />}>
      <FilterEditorForm
        resource={resource}
        columns={usable}
        types={types}
        filters={filters}
        onChange={onChange}
        draft={draft}
        setDraft={setDraft}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}

/** The editor's row (column, operator, value, buttons) while its code loads. */
function FilterEditorSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the filter editor"
      className="flex w-full flex-wrap items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-2"
    >
      <Skeleton className="h-9 w-full rounded-md sm:w-40" />
      <Skeleton className="h-9 w-full rounded-md sm:w-40" />
      <Skeleton className="h-9 w-full min-w-40 flex-1 rounded-md sm:w-auto" />
      <Skeleton className="h-9 w-32 rounded-md" />
    </div>
  );
}
