import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DriverDetail } from '@/components/drivers/driver-detail';
import { BackLink } from '@/components/ui/back-link';
import { can } from '@/lib/auth/roles';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Driver' };

export default async function DriverPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePagePermission('readFleet');
  const { id } = await params;
  // Ids are positive integers (contract §5); anything else is not a driver.
  if (!/^[1-9]\d{0,14}$/.test(id)) notFound();
  return (
    <>
      <BackLink href="/drivers">Drivers</BackLink>
      <DriverDetail id={Number(id)} canEdit={can(user.role, 'editFleet')} canDelete={can(user.role, 'deleteFleet')} />
    </>
  );
}
