'use client';

import { useState, type FormEvent } from 'react';
import { formatDayRange, lastDays, presetOf, rangeProblem, type DayRange } from '@/lib/client/date-range';
import { Button } from './button';
import { Input } from './input';
import { Segmented } from './segmented';

const PRESETS = [7, 30, 90] as const;
type Choice = '7' | '30' | '90' | 'custom';

/**
 * Inclusive UTC day range: presets counted back from today, or two typed days applied
 * together (a half-typed range never reaches the URL). The label says the range is inclusive.
 */
export function DateRangePicker({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const preset = presetOf(value, PRESETS);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const choice: Choice = custom ? 'custom' : (String(preset ?? 'custom') as Choice);

  function choose(next: Choice) {
    if (next === 'custom') {
      setDraft(value);
      setCustom(true);
      return;
    }
    setCustom(false);
    setError(null);
    onChange(lastDays(Number(next)));
  }

  function apply(e: FormEvent) {
    e.preventDefault();
    const problem = rangeProblem(draft);
    setError(problem);
    if (!problem) onChange(draft);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Segmented<Choice>
          label="Date range"
          value={choice}
          onChange={choose}
          options={[...PRESETS.map((d) => ({ value: String(d) as Choice, label: `${d} days` })), { value: 'custom', label: 'Custom' }]}
        />
        <p className="text-sm text-slate-600" data-testid="range-label">
          {formatDayRange(value)}
        </p>
      </div>
      {custom && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" noValidate>
          <label className="text-sm font-medium text-slate-700">
            From
            <Input type="date" className="mt-1 w-40" value={draft.from} max={draft.to || undefined} aria-invalid={!!error || undefined} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </label>
          <label className="text-sm font-medium text-slate-700">
            To (inclusive)
            <Input type="date" className="mt-1 w-40" value={draft.to} min={draft.from || undefined} aria-invalid={!!error || undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </label>
          <Button type="submit" variant="primary">
            Apply
          </Button>
          {error && (
            <p role="alert" className="basis-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
