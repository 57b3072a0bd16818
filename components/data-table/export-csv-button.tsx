'use client';

import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Progress } from '@/components/ui/progress';
import { downloadText, recordsToCsv } from '@/lib/client/csv';
import { walkPages, type WalkProgress } from '@/lib/client/walk-pages';
import type { Page } from '@/lib/fleet-api/schemas/common';
import { formatNumber } from '@/lib/format';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: WalkProgress | null }
  | { phase: 'failed'; error: unknown }
  | { phase: 'done'; rows: number };

/**
 * Exports the whole filtered, sorted result as CSV: walks every page (size 500) with a
 * progress bar, can be cancelled, then downloads. `fetchPage` must keep size, sort and
 * filters fixed and only vary `page`.
 */
export function ExportCsvButton<T>({
  fetchPage,
  fields,
  filename,
  disabled,
}: {
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  fields: readonly string[];
  filename: string;
  disabled?: boolean;
}) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function start() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', progress: null });
    try {
      const rows = await walkPages(fetchPage, { signal: abort.signal, onProgress: (progress) => setState({ phase: 'running', progress }) });
      if (abort.signal.aborted) return;
      downloadText(filename, recordsToCsv(fields, rows));
      setState({ phase: 'done', rows: rows.length });
    } catch (error) {
      if (!abort.signal.aborted) setState({ phase: 'failed', error });
    }
  }

  function close() {
    controller.current?.abort();
    setState({ phase: 'idle' });
  }

  const progress = state.phase === 'running' ? state.progress : null;
  return (
    <>
      <Button onClick={start} disabled={disabled || state.phase === 'running'}>
        <Download aria-hidden className="h-4 w-4" /> Export CSV
      </Button>
      <Dialog
        open={state.phase !== 'idle'}
        onClose={close}
        title="Export CSV"
        size="sm"
        footer={
          state.phase === 'running' ? (
            <Button onClick={close}>Cancel export</Button>
          ) : state.phase === 'failed' ? (
            <>
              <Button onClick={close}>Close</Button>
              <Button variant="primary" onClick={start}>
                Try again
              </Button>
            </>
          ) : (
            <Button variant="primary" onClick={close}>
              Done
            </Button>
          )
        }
      >
        {state.phase === 'running' && (
          <div className="space-y-2">
            <p aria-live="polite" className="text-sm text-slate-700">
              {progress ? `Page ${progress.done} of ${progress.total} · ${formatNumber(progress.rows)} rows` : 'Starting…'}
            </p>
            <Progress label="Export progress" value={progress?.done ?? 0} max={progress?.total ?? 1} />
          </div>
        )}
        {state.phase === 'failed' && <ErrorState error={state.error} compact />}
        {state.phase === 'done' && (
          <p role="status" className="text-sm text-slate-700">
            Exported {formatNumber(state.rows)} rows to {filename}.
          </p>
        )}
      </Dialog>
    </>
  );
}
