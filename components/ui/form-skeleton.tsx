import clsx from 'clsx';
import { Skeleton } from './skeleton';

/** One field of the form being stood in for. */
export interface SkeletonField {
  /** Spans both columns. */
  wide?: boolean;
  /** Has a hint line under the control. */
  hint?: boolean;
  /** Classes of the control placeholder (default: an input's `h-9 w-full`). */
  control?: string;
  /** A control without a label above it (a button row, a checkbox line). */
  noLabel?: boolean;
}

/**
 * Stands in for a form whose code is still loading (forms are loaded when a dialog opens):
 * label, control and hint placeholders in the form's own grid, and the button row, so the
 * dialog has the real form's size and nothing moves when the form replaces it.
 */
export function FormSkeleton({
  fields,
  columns = 2,
  label = 'Loading form',
}: {
  fields: readonly SkeletonField[];
  columns?: 1 | 2;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} aria-busy className="space-y-4">
      <div className={clsx('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
        {fields.map((field, i) => (
          <div key={i} className={clsx(field.wide && 'sm:col-span-2')}>
            {!field.noLabel && <Skeleton className="my-0.5 h-4 w-28" />}
            <Skeleton className={clsx('rounded-md', !field.noLabel && 'mt-1', field.control ?? 'h-9 w-full')} />
            {field.hint && (
              <div className="mt-1 py-0.5">
                <Skeleton className="h-3 w-40" />
              </div>
            )}
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
