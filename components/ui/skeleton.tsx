import clsx from 'clsx';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={clsx('block animate-pulse rounded bg-slate-200', className ?? 'h-4 w-full')} />;
}
