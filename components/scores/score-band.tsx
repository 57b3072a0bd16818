import clsx from 'clsx';
import { formatNumber } from '@/lib/format';

/** Score bands (0–100, higher is safer): good ≥ 85, watch 70–84, coach < 70. */
export function scoreBand(score: number): { label: 'Good' | 'Watch' | 'Coach'; className: string } {
  if (score >= 85) return { label: 'Good', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' };
  if (score >= 70) return { label: 'Watch', className: 'bg-amber-50 text-amber-900 ring-amber-200' };
  return { label: 'Coach', className: 'bg-red-50 text-red-800 ring-red-200' };
}

/** The number plus its band in words, so the colour is never the only signal. */
export function ScoreBand({ score }: { score: number | null | undefined }) {
  if (score == null || !Number.isFinite(score)) return <span className="text-slate-500">—</span>;
  const band = scoreBand(score);
  return (
    <span className={clsx('inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 text-sm ring-1 ring-inset whitespace-nowrap', band.className)}>
      <span className="font-semibold tabular-nums">{formatNumber(score, 1)}</span>
      <span className="text-xs">{band.label}</span>
    </span>
  );
}
