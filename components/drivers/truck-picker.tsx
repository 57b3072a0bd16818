'use client';

import { X } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useTrucks } from '@/lib/queries/trucks';

export interface PickedTruck {
  truckId: number;
  unitNumber?: string | null;
  make?: string | null;
  model?: string | null;
}

const describe = (t: PickedTruck) => [t.unitNumber ?? `#${t.truckId}`, [t.make, t.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/**
 * Chooses a truck by searching unit numbers (a combobox over `unitNumber.contains`).
 * `value` null means "no truck".
 */
export function TruckPicker({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id?: string;
  value: PickedTruck | null;
  onChange: (truck: PickedTruck | null) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const search = useDeferredValue(text.trim());
  const params = useMemo(() => {
    const p = new URLSearchParams({ size: '8', sort: 'unitNumber,asc' });
    p.append('sort', 'id,asc');
    if (search) p.set('unitNumber.contains', search);
    return p;
  }, [search]);
  const open = text.trim().length > 0;
  const trucks = useTrucks(params, { enabled: open });
  const options = open ? (trucks.data?.content ?? []) : [];

  function choose(index: number) {
    const t = options[index];
    if (!t) return;
    onChange({ truckId: t.id, unitNumber: t.unitNumber, make: t.make, model: t.model });
    setText('');
  }
  function onKeyDown(e: KeyboardEvent) {
    if (!open) return;
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
    else if (e.key === 'Enter') choose(active);
    else if (e.key === 'Escape') setText('');
    else return;
    e.preventDefault();
  }

  return (
    <div className="space-y-2">
      {value ? (
        <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm">
          <span>
            Assigned: <strong>{describe(value)}</strong>
          </span>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label="Unassign truck">
            <X aria-hidden className="h-4 w-4" /> Unassign
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">No truck assigned.</p>
      )}
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          placeholder={value ? 'Search another truck by unit number' : 'Search a truck by unit number'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
        {open && (
          <ul id={listId} role="listbox" aria-label="Trucks" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
            {trucks.isFetching && options.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500">
                <Spinner size="sm" /> Searching…
              </li>
            ) : trucks.error ? (
              <li className="px-3 py-2 text-sm text-red-700">Could not search trucks.</li>
            ) : options.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500">No truck has a unit number containing “{text.trim()}”.</li>
            ) : (
              options.map((t, i) => (
                <li
                  key={t.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                  onMouseEnter={() => setActive(i)}
                  className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-brand-50 text-brand-700' : ''}`}
                >
                  {describe({ truckId: t.id, unitNumber: t.unitNumber, make: t.make, model: t.model })}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
