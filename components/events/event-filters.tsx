'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { rangeProblem, type DayRange } from '@/lib/client/date-range';
import type { TableFilter } from '@/lib/client/table-state';
import { DMS_EVENT_TYPES, SEVERITIES } from '@/lib/fleet-api/enums';
import { humanizeEnum } from '@/lib/format';

/** The criteria this bar edits; any other criterion in the URL is kept as it is. */
const FIELDS = {
  type: { field: 'type', op: 'equals' },
  severity: { field: 'severity', op: 'equals' },
  driverId: { field: 'driverId', op: 'equals' },
  truckId: { field: 'truckId', op: 'equals' },
  tag: { field: 'tags', op: 'contains' },
} as const;
type Key = keyof typeof FIELDS;
type Draft = Record<Key, string> & { from: string; to: string };

const isOwn = (f: TableFilter) => Object.values(FIELDS).some((d) => d.field === f.field && d.op === f.op);

function draftOf(filters: TableFilter[], range: Partial<DayRange>): Draft {
  const value = (k: Key) => filters.find((f) => f.field === FIELDS[k].field && f.op === FIELDS[k].op)?.value ?? '';
  return {
    from: range.from ?? '',
    to: range.to ?? '',
    type: value('type'),
    severity: value('severity'),
    driverId: value('driverId'),
    truckId: value('truckId'),
    tag: value('tag'),
  };
}

function problems(d: Draft): Partial<Record<keyof Draft, string>> {
  const out: Partial<Record<keyof Draft, string>> = {};
  const id = /^[1-9]\d{0,14}$/;
  if (d.driverId && !id.test(d.driverId)) out.driverId = 'A driver ID is a positive whole number.';
  if (d.truckId && !id.test(d.truckId)) out.truckId = 'A truck ID is a positive whole number.';
  if (d.tag.length > 40) out.tag = 'A tag is at most 40 characters.';
  if (d.from || d.to) {
    const p = rangeProblem({ from: d.from || d.to, to: d.to || d.from });
    if (p) out.from = p;
  }
  return out;
}

/**
 * Date range (inclusive UTC days), type, severity, driver, truck and tag. Applied together
 * with "Apply" (or Enter), so a half-typed value never runs a query; bad input is explained
 * beside its field and nothing already applied is lost.
 */
export function EventFilters({
  filters,
  range,
  onApply,
}: {
  filters: TableFilter[];
  range: Partial<DayRange>;
  onApply: (filters: TableFilter[], range: Partial<DayRange>) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(filters, range));
  const [errors, setErrors] = useState<ReturnType<typeof problems>>({});
  // Follow the URL when it changes from elsewhere (chips, back/forward).
  const applied = JSON.stringify(draftOf(filters, range));
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(JSON.parse(applied) as Draft);
    setErrors({});
  }

  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value });

  function apply(e: FormEvent) {
    e.preventDefault();
    const found = problems(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const next = filters.filter((f) => !isOwn(f));
    for (const k of Object.keys(FIELDS) as Key[]) {
      const value = draft[k].trim();
      if (value) next.push({ ...FIELDS[k], value: k === 'tag' ? value.toLowerCase() : value });
    }
    onApply(next, { from: draft.from || undefined, to: draft.to || undefined });
  }

  function clear() {
    setErrors({});
    onApply(filters.filter((f) => !isOwn(f)), {});
  }

  const field = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700';
  const err = (k: keyof Draft) =>
    errors[k] ? (
      <span id={`ev-${k}-error`} className="text-xs font-medium text-red-700">
        {errors[k]}
      </span>
    ) : null;
  const invalid = (k: keyof Draft) => (errors[k] ? { 'aria-invalid': true, 'aria-describedby': `ev-${k}-error` } : {});

  return (
    <form onSubmit={apply} noValidate aria-label="Event filters" className="grid w-full grid-cols-2 gap-2 @xl:grid-cols-4 @5xl:grid-cols-8">
      <label className={field}>
        From (UTC day)
        <Input type="date" value={draft.from} onChange={set('from')} {...invalid('from')} />
      </label>
      <label className={field}>
        To (inclusive)
        <Input type="date" value={draft.to} onChange={set('to')} {...invalid('from')} />
      </label>
      <label className={field}>
        Type
        <Select value={draft.type} onChange={set('type')} options={[{ value: '', label: 'Any type' }, ...DMS_EVENT_TYPES.map((t) => ({ value: t, label: humanizeEnum(t) }))]} />
      </label>
      <label className={field}>
        Severity
        <Select value={draft.severity} onChange={set('severity')} options={[{ value: '', label: 'Any severity' }, ...SEVERITIES.map((s) => ({ value: s, label: humanizeEnum(s) }))]} />
      </label>
      <label className={field}>
        Driver ID
        <Input inputMode="numeric" value={draft.driverId} onChange={set('driverId')} placeholder="e.g. 12" {...invalid('driverId')} />
        {err('driverId')}
      </label>
      <label className={field}>
        Truck ID
        <Input inputMode="numeric" value={draft.truckId} onChange={set('truckId')} placeholder="e.g. 7" {...invalid('truckId')} />
        {err('truckId')}
      </label>
      <label className={field}>
        Tag contains
        <Input value={draft.tag} onChange={set('tag')} placeholder="e.g. night" {...invalid('tag')} />
        {err('tag')}
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit" variant="primary">
          Apply
        </Button>
        <Button onClick={clear}>Clear</Button>
      </div>
      {errors.from && (
        <p id="ev-from-error" role="alert" className="col-span-full text-sm font-medium text-red-700">
          {errors.from}
        </p>
      )}
    </form>
  );
}
