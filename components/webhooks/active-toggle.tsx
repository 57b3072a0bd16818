'use client';

import { describeError } from '@/components/ui/error-state';
import type { Subscription } from '@/lib/fleet-api/schemas/webhooks';
import { useUpdateSubscription } from '@/lib/queries/webhooks';

/** Enable/disable in one click: a PATCH with only `active`. */
export function ActiveToggle({ subscription }: { subscription: Subscription }) {
  const update = useUpdateSubscription();
  const id = subscription.id;
  // While the PATCH runs, show where it is going.
  const active = update.isPending ? !!update.variables?.patch.active : !!subscription.active;
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label={`Deliveries to subscription ${id ?? ''} ${active ? 'enabled' : 'disabled'}`}
        disabled={typeof id !== 'number' || update.isPending}
        onClick={() => typeof id === 'number' && update.mutate({ id, patch: { active: !subscription.active } })}
        className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${active ? 'bg-emerald-600' : 'bg-slate-300'}`}
      >
        <span className={`inline-block h-4 w-4 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-4.5' : 'translate-x-0.5'}`} />
      </button>
      <span className="text-xs text-slate-600">{active ? 'On' : 'Off'}</span>
      {update.isError && <span role="alert" className="text-xs text-red-700">{describeError(update.error).title}</span>}
    </div>
  );
}
