import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder for a whole table while its client part loads (Suspense fallback). */
export function DataTableSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div aria-label="Loading table" className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
      <Skeleton className="mb-4 h-9 w-40" />
      <div className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
