'use client';

import { useEffect, useRef } from 'react';
import { groupEventTypes } from '@/lib/fleet-api/event-types';

/** A checkbox that can show "some selected" (indeterminate is a DOM property, not an attribute). */
function GroupCheckbox({ checked, indeterminate, onChange, label }: { checked: boolean; indeterminate: boolean; onChange: (on: boolean) => void; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      <input ref={ref} type="checkbox" className="h-4 w-4 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** Event types from the catalog, grouped by their first segment, with select-all per group. */
export function EventTypePicker({
  types,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  types: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const selected = new Set(value);
  // Keep the catalog's order so the array sent upstream is stable.
  const set = (type: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(type);
    else next.delete(type);
    onChange(types.filter((t) => next.has(t)).concat(value.filter((t) => !types.includes(t) && next.has(t))));
  };
  const setGroup = (group: string[], on: boolean) => {
    const next = new Set(selected);
    for (const type of group) {
      if (on) next.add(type);
      else next.delete(type);
    }
    onChange(types.filter((t) => next.has(t)));
  };

  return (
    <div
      role="group"
      aria-label="Event types"
      aria-describedby={describedBy}
      className={`grid gap-3 rounded-md border p-3 sm:grid-cols-2 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
    >
      {Object.entries(groupEventTypes(types)).map(([group, members]) => {
        const count = members.filter((t) => selected.has(t)).length;
        return (
          <fieldset key={group} className="min-w-0">
            <legend className="sr-only">{group} events</legend>
            <GroupCheckbox
              label={`All ${group}`}
              checked={count === members.length}
              indeterminate={count > 0 && count < members.length}
              onChange={(on) => setGroup(members, on)}
            />
            <div className="mt-1 ml-6 flex flex-col gap-1">
              {members.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-600"
                    checked={selected.has(type)}
                    onChange={(e) => set(type, e.target.checked)}
                  />
                  <code className="font-mono text-xs break-all">{type}</code>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
