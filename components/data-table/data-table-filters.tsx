'use client';

import { Filter, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { filterFieldsOf, type TableFilter } from '@/lib/client/table-state';
import { parseListQuery } from '@/lib/fleet-api/list-query';
import type { CollectionName, FieldType, Operator } from '@/lib/fleet-api/vocabulary';
import { humanizeEnum } from '@/lib/format';
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

/** The active criteria as removable chips. */
export function FilterChips({
  resource,
  columns,
  filters,
  onChange,
}: {
  resource: CollectionName;
  columns: FilterableColumn[];
  filters: TableFilter[];
  onChange: (filters: TableFilter[]) => void;
}) {
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

/** "Add filter": pick a column, an operator that fits its type, and a value. */
export function FilterEditor({
  resource,
  columns,
  filters,
  onChange,
}: {
  resource: CollectionName;
  columns: FilterableColumn[];
  filters: TableFilter[];
  onChange: (filters: TableFilter[]) => void;
}) {
  const types = filterFieldsOf(resource);
  const usable = columns.filter((c) => types[c.field]);
  const [open, setOpen] = useState(false);
  const [field, setField] = useState(usable[0]?.field ?? '');
  const type = types[field];
  const ops = type ? operatorsFor(type) : [];
  const [op, setOp] = useState<Operator>(ops[0] ?? 'equals');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (usable.length === 0) return null;

  function chooseField(next: string) {
    setField(next);
    setOp(operatorsFor(types[next])[0]);
    setValue('');
    setError(null);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const raw = op === 'specified' ? value || 'true' : value.trim();
    const check = parseListQuery(resource, new URLSearchParams({ [`${field}.${op}`]: raw }), { oversize: 'reject' });
    if (!check.ok) {
      setError(raw ? `Value ${check.errors[0].message}.` : 'Enter a value.');
      return;
    }
    const rest = filters.filter((f) => !(f.field === field && f.op === op));
    onChange([...rest, { field, op, value: raw }]);
    setValue('');
    setError(null);
    setOpen(false);
  }

  if (!open) {
    return (
      <Button size="md" onClick={() => setOpen(true)} aria-expanded={false}>
        <Filter aria-hidden className="h-4 w-4" /> Add filter
      </Button>
    );
  }
  const isList = op === 'in' || op === 'notIn';
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      aria-label="Add filter"
      className="flex w-full flex-wrap items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-2"
    >
      <div className="w-full sm:w-40">
      <Select aria-label="Filter column" value={field} onChange={(e) => chooseField(e.target.value)}>
        {usable.map((c) => (
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
        onChange={(e) => {
          setOp(e.target.value as Operator);
          setValue('');
          setError(null);
        }}
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
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
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
        <Button variant="ghost" onClick={() => setOpen(false)}>
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
