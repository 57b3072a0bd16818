'use client';

import Link from 'next/link';
import { ChartCard } from '@/components/charts/chart-card';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LOW_CHARGE_PERCENT } from '@/lib/fleet-api/constants';
import type { FleetSummary } from '@/lib/fleet-api/schemas/safety';
import { formatNumber } from '@/lib/format';
import { useElectricTrucks } from '@/lib/queries/fleet-summary';
import { CHARGE_BUCKET_COLUMNS, chargeBuckets } from './charge-buckets';
import { ChargeChart } from './charge-chart';
import { StatCard } from './stat-card';

const pct = (v: number | null | undefined) => (v == null ? '—' : `${formatNumber(v)} %`);
const km = (v: number | null | undefined) => (v == null ? '—' : `${formatNumber(v, 0)} km`);

/** EV cards from the fleet summary, the charge distribution of every EV truck, and the low-charge list. */
export function EvSection({ ev }: { ev: FleetSummary['ev'] | undefined }) {
  const trucks = useElectricTrucks();
  const buckets = chargeBuckets((trucks.data ?? []).map((t) => t.chargeLevel));
  const lowCharge = [...(ev?.lowCharge ?? [])].sort((a, b) => (a.chargeLevel ?? 0) - (b.chargeLevel ?? 0));

  return (
    <section aria-labelledby="ev-heading" className="space-y-3">
      <h2 id="ev-heading" className="text-lg font-semibold">
        Electric trucks {ev?.count != null && <span className="font-normal text-slate-500">({formatNumber(ev.count, 0)})</span>}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Average charge" value={ev ? pct(ev.avgChargeLevel) : undefined} testId="ev-avg-charge" />
        <StatCard label="Lowest charge" value={ev ? pct(ev.minChargeLevel) : undefined} testId="ev-min-charge" />
        <StatCard label="Average range" value={ev ? km(ev.avgRangeKm) : undefined} testId="ev-avg-range" />
        <StatCard label="Total range" value={ev ? km(ev.totalRangeKm) : undefined} testId="ev-total-range" />
      </div>
      <div className="grid gap-3 lg:grid-cols-[3fr_2fr]">
        {trucks.isError ? (
          <Card>
            <ErrorState error={trucks.error} onRetry={() => trucks.refetch()} />
          </Card>
        ) : !trucks.data ? (
          <Skeleton className="h-72 w-full" />
        ) : (
          <ChartCard
            title="Charge level distribution"
            description={`${formatNumber(trucks.data.length, 0)} EV trucks${buckets.unknown ? `, ${buckets.unknown} without a reading` : ''}`}
            columns={CHARGE_BUCKET_COLUMNS}
            rows={buckets.rows}
            filename="ev-charge-distribution.csv"
          >
            <ChargeChart rows={buckets.rows} />
          </ChartCard>
        )}
        <Card>
          <CardHeader title="Low charge" description={`Below ${LOW_CHARGE_PERCENT} %, lowest first`} />
          {!ev ? (
            <CardBody>
              <Skeleton className="h-24 w-full" />
            </CardBody>
          ) : lowCharge.length === 0 ? (
            <CardBody className="text-sm text-slate-500">No EV truck is below {LOW_CHARGE_PERCENT} %.</CardBody>
          ) : (
            <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto" aria-label="Low-charge trucks">
              {lowCharge.map((t) => (
                <li key={t.truckId ?? t.unitNumber} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                  {t.truckId ? (
                    <Link href={`/trucks/${t.truckId}`} className="font-medium text-brand-700 hover:underline">
                      {t.unitNumber ?? `Truck ${t.truckId}`}
                    </Link>
                  ) : (
                    <span>{t.unitNumber ?? '—'}</span>
                  )}
                  <span className="tabular-nums text-slate-700">
                    <span className="font-semibold text-red-700">{pct(t.chargeLevel)}</span> · {km(t.rangeKm)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </section>
  );
}
