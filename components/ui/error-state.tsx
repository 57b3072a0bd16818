'use client';

import { AlertTriangle } from 'lucide-react';
import { asProblem } from '@/lib/client/api';
import { Button } from './button';

/** Reads a problem+json body off whatever was thrown (an ApiError carries `problem`/`status`). */
export function describeError(error: unknown): { title: string; detail?: string; errors: { param: string; message: string }[] } {
  const e = error as { problem?: unknown; status?: number; message?: string } | null;
  const problem = asProblem(e?.problem);
  if (problem) {
    return {
      title: problem.title ?? `Request failed${e?.status ? ` (${e.status})` : ''}`,
      detail: problem.detail,
      errors: problem.errors ?? [],
    };
  }
  if (e?.status) return { title: `Request failed (${e.status})`, detail: e.message, errors: [] };
  return { title: 'Something went wrong', detail: e?.message || 'The request could not be completed.', errors: [] };
}

/** Shows an error's title, detail and per-parameter messages, with an optional Retry button. */
export function ErrorState({
  error,
  onRetry,
  retryLabel = 'Retry',
  compact = false,
}: {
  error: unknown;
  onRetry?: () => void;
  retryLabel?: string;
  compact?: boolean;
}) {
  const { title, detail, errors } = describeError(error);
  return (
    <div
      role="alert"
      className={compact ? 'rounded-md border border-red-200 bg-red-50 p-3 text-sm' : 'flex flex-col items-center gap-2 px-4 py-10 text-center'}
    >
      <div className={compact ? 'flex items-start gap-2' : 'flex flex-col items-center gap-2'}>
        <AlertTriangle aria-hidden className={compact ? 'mt-0.5 h-4 w-4 shrink-0 text-red-600' : 'h-8 w-8 text-red-500'} />
        <div className={compact ? 'min-w-0' : 'max-w-lg'}>
          <p className="font-medium text-red-800">{title}</p>
          {detail && <p className="mt-1 text-sm text-slate-700">{detail}</p>}
          {errors.length > 0 && (
            <ul className="mt-1 list-inside list-disc text-left text-sm text-slate-700">
              {errors.map((err) => (
                <li key={`${err.param}:${err.message}`}>
                  <code className="font-mono text-xs">{err.param}</code> {err.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {onRetry && (
        <Button size="sm" onClick={onRetry} className={compact ? 'mt-2' : undefined}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
