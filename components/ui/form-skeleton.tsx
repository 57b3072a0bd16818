import clsx from 'clsx';
import { Skeleton } from './skeleton';

/**
 * Stands in for a form whose code is still loading (forms are loaded when a dialog opens):
 * label + input placeholders in the form's own grid and the button row, so the dialog keeps
 * its size when the real form replaces it.
 */
export function FormSkeleton({ fields, columns = 2, label = 'Loading form' }: { fields: number; columns?: 1 | 2; label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy className="space-y-4">
      <div className={clsx('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
        {Array.from({ length: fields }, (_, i) => (
          <div key={i}>
            <Skeleton className="my-0.5 h-4 w-28" />
            <Skeleton className="mt-1 h-9 w-full rounded-md" />
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <Skeleton className="h-9 w-20 rounded-md" />
        <Skeleton className="h-9 w-32 rounded-md" />
      </div>
    </div>
  );
}
