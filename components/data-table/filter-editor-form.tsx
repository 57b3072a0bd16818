'use client';

// The open "Add filter" editor. Loaded on first use (DataTable's FilterEditor shows only a
// button until then); what is being written lives in the parent, so it survives closing.
import { useId, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TableFilter } from '@/lib/client/table-state';
import { parseListQuery } from '@/lib/fleet-api/list-query';
import type { CollectionName, FieldType, Operator } from '@/lib/fleet-api/vocabulary';
import { humanizeEnum } from '@/lib/format';
import type { FilterableColumn } from './data-table-filters';
import { OPERATOR_LABELS, operatorsFor } from './filter-operators';

/** The criterion being written: column, operator, value, and the last validation message. */
export interface FilterDraft {
  field: string;
  op: Operator;
  value: string;
  error: string | null;
}

/** Pick a column, an operator that fits its type, and a value; Apply checks it against the vocabulary. */
export function FilterEditorForm({
  resource,
  columns,
  types,
  filters,
  onChange,
  draft,
  setDraft,
  onClose,
}: {
  resource: CollectionName;
  /** Only columns with a filter field of this collection. */
  columns: FilterableColumn[];
  types: Record<string, FieldType>;
  filters: TableFilter[];
  onChange: (filters: TableFilter[]) => void;
  draft: FilterDraft;
  setDraft: Dispatch<SetStateAction<FilterDraft>>;
  onClose: () => void;
}) {
  const { field, op, value, error } = draft;
  const type = types[field];
  const ops = type ? operatorsFor(type) : [];
  const id = useId();
  const update = (patch: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function chooseField(next: string) {
    update({ field: next, op: operatorsFor(types[next])[0], value: '', error: null });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const raw = op === 'specified' ? value || 'true' : value.trim();
    const check = parseListQuery(resource, new URLSearchParams({ [`${field}.${op}`]: raw }), { oversize: 'reject' });
    if (!check.ok) {
      update({ error: raw ? `Value ${check.errors[0].message}.` : 'Enter a value.' });
      return;
    }
    const rest = filters.filter((f) => !(f.field === field && f.op === op));
    onChange([...rest, { field, op, value: raw }]);
    update({ value: '', error: null });
    onClose();
  }

  const isList = op === 'in' || op === 'notIn';
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      aria-label="Add filter"
      className="flex w-full flex-wrap items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-2"
    >
      <div className="w-full sm:w-40">
      <Select aria-label="Filter column" value={field} onChange={(e) => chooseField(e.target.value)}>
        {columns.map((c) => (
          <option key={c.field} value={c.field}>
            {c.label}
          </option>
        ))}
      </Select>
      </div>
      <div className="w-full sm:w-40">
      <Select
        aria-label="Filter operator"
        value={op}
        onChange={(e) => update({ op: e.target.value as Operator, value: '', error: null })}
      >
        {ops.map((o) => (
          <option key={o} value={o}>
            {OPERATOR_LABELS[o]}
          </option>
        ))}
      </Select>
      </div>
      <div className="w-full min-w-40 flex-1 sm:w-auto">
        <FilterValueInput
          id={id}
          type={type}
          op={op}
          isList={isList}
          value={value}
          onChange={(v) => update({ value: v, error: null })}
          invalid={!!error}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          Apply
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FilterValueInput({
  id,
  type,
  op,
  isList,
  value,
  onChange,
  invalid,
}: {
  id: string;
  type: FieldType | undefined;
  op: Operator;
  isList: boolean;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const common = { id, 'aria-label': 'Filter value', 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-error` : undefined };
  if (op === 'specified' || type?.kind === 'boolean') {
    return (
      <Select {...common} value={value || 'true'} onChange={(e) => onChange(e.target.value)}>
        <option value="true">{op === 'specified' ? 'yes' : 'true'}</option>
        <option value="false">{op === 'specified' ? 'no' : 'false'}</option>
      </Select>
    );
  }
  if (type?.kind === 'enum' && isList) {
    const chosen = new Set(value ? value.split(',') : []);
    return (
      <fieldset {...common} className="flex flex-wrap gap-x-3 gap-y-1 rounded-md border border-slate-300 bg-white px-2 py-1.5">
        <legend className="sr-only">Filter values</legend>
        {type.values.map((v) => (
          <label key={v} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={chosen.has(v)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(v);
                else next.delete(v);
                onChange(type.values.filter((x) => next.has(x)).join(','));
              }}
            />
            {humanizeEnum(v)}
          </label>
        ))}
      </fieldset>
    );
  }
  if (type?.kind === 'enum') {
    return <Select {...common} value={value} onChange={(e) => onChange(e.target.value)} options={[{ value: '', label: 'Choose…' }, ...type.values.map((v) => ({ value: v, label: humanizeEnum(v) }))]} />;
  }
  const inputType = type?.kind === 'integer' || type?.kind === 'number' ? 'number' : type?.kind === 'date' || type?.kind === 'datetime' ? 'date' : 'text';
  return (
    <Input
      {...common}
      type={isList ? 'text' : inputType}
      inputMode={inputType === 'number' ? 'decimal' : undefined}
      step={type?.kind === 'number' ? 'any' : undefined}
      placeholder={isList ? 'comma-separated values' : 'Value'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoFocus
    />
  );
}
