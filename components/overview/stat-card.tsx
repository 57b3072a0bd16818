import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** One headline number with its label; a skeleton while `value` is undefined. */
export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode | undefined; hint?: ReactNode; testId?: string }) {
  return (
    <Card className="px-4 py-3">
      <p className="text-sm text-slate-600">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-2 h-7 w-20" />
      ) : (
        <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900" data-testid={testId}>
          {value}
        </p>
      )}
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
    </Card>
  );
}
