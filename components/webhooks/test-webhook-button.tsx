'use client';

import { CheckCircle2, Send, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-state';
import { useTestSubscription } from '@/lib/queries/webhooks';

/** Sends a test delivery and shows the outcome under the button; `children` sit beside it. */
export function TestWebhookButton({ id, children }: { id: number; children?: ReactNode }) {
  const test = useTestSubscription();
  const result = test.data;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <div className="flex items-center gap-1.5">
        <Button size="sm" onClick={() => test.mutate(id)} loading={test.isPending} aria-label={`Send a test delivery to subscription ${id}`}>
          {!test.isPending && <Send aria-hidden className="h-3.5 w-3.5" />}
          {test.isPending ? 'Testing…' : 'Test'}
        </Button>
        {children}
      </div>
      <div aria-live="polite" className="text-xs">
        {test.isError && <span className="text-red-700">Test failed: {describeError(test.error).detail ?? describeError(test.error).title}</span>}
        {test.isSuccess && result && (
          <span
            data-testid="webhook-test-outcome"
            data-event-id={result.eventId ?? undefined}
            title={result.eventId ? `Event ${result.eventId}` : undefined}
            className={`inline-flex flex-wrap items-center gap-1 ${result.delivered ? 'text-emerald-700' : 'text-red-700'}`}
          >
            {result.delivered ? <CheckCircle2 aria-hidden className="h-3.5 w-3.5" /> : <XCircle aria-hidden className="h-3.5 w-3.5" />}
            {result.delivered ? 'Delivered' : 'Not delivered'}
            {result.responseStatus != null && ` · HTTP ${result.responseStatus}`}
            {result.error && ` · ${result.error}`}
          </span>
        )}
      </div>
    </div>
  );
}
