'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { PageHeader } from '@/components/ui/page-header';
import { RecordActions, RecordLoadError } from '@/components/ui/record-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { TagList } from '@/components/ui/tag-list';
import type { Driver } from '@/lib/fleet-api/schemas/drivers';
import { dash, formatDate, formatDateTime, utcTitle } from '@/lib/format';
import { useDeleteDriver, useDriver } from '@/lib/queries/drivers';
import { DriverStatusBadge } from './driver-badges';
import { driverName } from './driver-columns';
import { DriverFormDialog, preloadDriverForm } from './driver-form-dialog';

export function DriverDetail({ id, canEdit, canDelete }: { id: number; canEdit: boolean; canDelete: boolean }) {
  const router = useRouter();
  const driverQuery = useDriver(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteDriver(id);

  if (driverQuery.error) {
    return (
      <RecordLoadError
        error={driverQuery.error}
        notFound={{ title: `Driver ${id} was not found`, detail: 'They may have been deleted.' }}
        back={{ href: '/drivers', label: 'Back to drivers' }}
        onRetry={() => void driverQuery.refetch()}
      />
    );
  }
  const driver = driverQuery.data;
  const name = driver ? driverName(driver) || `Driver ${id}` : '';
  return (
    <>
      <PageHeader
        title={driver ? name : <Skeleton className="h-7 w-48" />}
        description={driver ? dash(driver.email) : undefined}
        actions={
          driver && (
            <RecordActions canEdit={canEdit} canDelete={canDelete} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} preloadEdit={preloadDriverForm} />
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Details" />
          <CardBody>{driver ? <DriverFacts driver={driver} /> : <Skeleton className="h-32 w-full" />}</CardBody>
        </Card>
        <Card>
          <CardHeader title="Truck" />
          <CardBody>{driver ? <Assignment driver={driver} canEdit={canEdit} onAssign={() => setEditing(true)} /> : <Skeleton className="h-5 w-40" />}</CardBody>
        </Card>
      </div>
      {driver && canEdit && <DriverFormDialog open={editing} onClose={() => setEditing(false)} driver={driver} />}
      {driver && canDelete && (
        <ConfirmDialog
          open={deleting}
          onClose={() => {
            setDeleting(false);
            remove.reset();
          }}
          title={`Delete ${name}?`}
          description="The driver is removed for good, and their truck becomes free."
          confirmLabel="Delete driver"
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => router.push('/drivers') })}
        />
      )}
    </>
  );
}

function DriverFacts({ driver }: { driver: Driver }) {
  return (
    <DetailList
      items={[
        { label: 'First name', value: dash(driver.firstName) },
        { label: 'Last name', value: dash(driver.lastName) },
        { label: 'E-mail', value: dash(driver.email) },
        { label: 'Username', value: dash(driver.username) },
        { label: 'Phone', value: dash(driver.phone) },
        { label: 'License number', value: dash(driver.licenseNumber) },
        { label: 'Status', value: <DriverStatusBadge status={driver.status} /> },
        { label: 'Hired on', value: formatDate(driver.hiredOn) },
        { label: 'Tags', value: <TagList tags={driver.tags} /> },
        { label: 'ID', value: dash(driver.id) },
      ]}
    />
  );
}

function Assignment({ driver, canEdit, onAssign }: { driver: Driver; canEdit: boolean; onAssign: () => void }) {
  const a = driver.truckAssignment;
  return (
    <div className="space-y-2 text-sm">
      {a?.truckId ? (
        <>
          <Link href={`/trucks/${a.truckId}`} className="font-medium text-brand-700 hover:underline">
            Truck {a.unitNumber ?? `#${a.truckId}`}
          </Link>
          <p className="text-slate-600">{dash([a.make, a.model].filter(Boolean).join(' '))}</p>
          <p className="text-slate-500">
            Assigned <time title={utcTitle(a.assignedAt)}>{formatDateTime(a.assignedAt)}</time>
          </p>
        </>
      ) : (
        <p className="text-slate-500">No truck assigned.</p>
      )}
      {canEdit && (
        <Button size="sm" onClick={onAssign}>
          {a?.truckId ? 'Change truck' : 'Assign a truck'}
        </Button>
      )}
    </div>
  );
}
