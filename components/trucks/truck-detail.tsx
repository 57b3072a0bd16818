'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { RecordActions, RecordLoadError } from '@/components/ui/record-actions';
import { Skeleton } from '@/components/ui/skeleton';
import type { Truck } from '@/lib/fleet-api/schemas/trucks';
import { TagList } from '@/components/ui/tag-list';
import { dash, formatDateTime, formatNumber, humanizeEnum, utcTitle } from '@/lib/format';
import { useDrivers } from '@/lib/queries/drivers';
import { useDeleteTruck, useTruck } from '@/lib/queries/trucks';
import { TruckStatusBadge } from './truck-badges';
import { TruckFormDialog, preloadTruckForm } from './truck-form-dialog';

const unit = (n: number | null | undefined, suffix: string) => (n == null ? dash(n) : `${formatNumber(n)} ${suffix}`);
const when = (iso: string | null | undefined) => <time title={utcTitle(iso)}>{formatDateTime(iso)}</time>;

export function TruckDetail({ id, canEdit, canDelete }: { id: number; canEdit: boolean; canDelete: boolean }) {
  const router = useRouter();
  const truckQuery = useTruck(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTruck(id);

  if (truckQuery.error) {
    return (
      <RecordLoadError
        error={truckQuery.error}
        notFound={{ title: `Truck ${id} was not found`, detail: 'It may have been deleted.' }}
        back={{ href: '/trucks', label: 'Back to trucks' }}
        onRetry={() => void truckQuery.refetch()}
      />
    );
  }
  const truck = truckQuery.data;
  return (
    <>
      <PageHeader
        title={truck ? `Truck ${truck.unitNumber}` : <Skeleton className="h-7 w-48" />}
        description={truck ? `${truck.make} ${truck.model} · ${truck.year}` : undefined}
        actions={
          truck && (
            <RecordActions canEdit={canEdit} canDelete={canDelete} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} preloadEdit={preloadTruckForm} />
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Details" />
          <CardBody>{truck ? <TruckFacts truck={truck} /> : <FactsSkeleton />}</CardBody>
        </Card>
        <AssignedDriver truckId={id} />
      </div>
      {truck && canEdit && <TruckFormDialog open={editing} onClose={() => setEditing(false)} truck={truck} />}
      {truck && canDelete && (
        <ConfirmDialog
          open={deleting}
          onClose={() => {
            setDeleting(false);
            remove.reset();
          }}
          title={`Delete truck ${truck.unitNumber}?`}
          description="The truck is removed for good; a driver assigned to it becomes unassigned."
          confirmLabel="Delete truck"
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => router.push('/trucks') })}
        />
      )}
    </>
  );
}

function TruckFacts({ truck }: { truck: Truck }) {
  return (
    <DetailList
      items={[
        { label: 'Unit number', value: truck.unitNumber },
        { label: 'Make', value: truck.make },
        { label: 'Model', value: truck.model },
        { label: 'Year', value: truck.year },
        { label: 'Status', value: <TruckStatusBadge status={truck.status} /> },
        { label: 'Fuel', value: humanizeEnum(truck.fuelType) },
        { label: 'VIN', value: <span className="font-mono">{dash(truck.vin)}</span> },
        { label: 'License plate', value: dash(truck.licensePlate) },
        { label: 'Odometer', value: unit(truck.odometerKm, 'km') },
        { label: 'Charge level', value: unit(truck.chargeLevel, '%') },
        { label: 'Range', value: unit(truck.rangeKm, 'km') },
        { label: 'Tags', value: <TagList tags={truck.tags} /> },
        { label: 'Created', value: when(truck.createdAt) },
        { label: 'Updated', value: when(truck.updatedAt) },
        { label: 'ID', value: truck.id },
      ]}
    />
  );
}

function FactsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 9 }, (_, i) => (
        <div key={i} className="space-y-1">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}

/** The driver on this truck (drivers filtered by `truckId.equals`). */
function AssignedDriver({ truckId }: { truckId: number }) {
  const params = useMemo(() => new URLSearchParams({ 'truckId.equals': String(truckId), size: '1' }), [truckId]);
  const drivers = useDrivers(params);
  const driver = drivers.data?.content[0];
  return (
    <Card>
      <CardHeader title="Driver" />
      <CardBody>
        {drivers.error ? (
          <ErrorState error={drivers.error} onRetry={() => void drivers.refetch()} compact />
        ) : !drivers.data ? (
          <Skeleton className="h-5 w-40" />
        ) : driver ? (
          <div className="space-y-1 text-sm">
            {driver.id != null ? (
              <Link href={`/drivers/${driver.id}`} className="font-medium text-brand-700 hover:underline">
                {dash([driver.firstName, driver.lastName].filter(Boolean).join(' '))}
              </Link>
            ) : (
              <span className="font-medium">{dash([driver.firstName, driver.lastName].filter(Boolean).join(' '))}</span>
            )}
            <p className="text-slate-600">{dash(driver.email)}</p>
            {driver.truckAssignment?.assignedAt && (
              <p className="text-slate-500">Assigned {when(driver.truckAssignment.assignedAt)}</p>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-500">No driver is assigned to this truck.</p>
        )}
      </CardBody>
    </Card>
  );
}
