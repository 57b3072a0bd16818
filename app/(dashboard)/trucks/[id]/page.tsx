import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TruckDetail } from '@/components/trucks/truck-detail';
import { BackLink } from '@/components/ui/back-link';
import { can } from '@/lib/auth/roles';
import { requirePagePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Truck' };

export default async function TruckPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePagePermission('readFleet');
  const { id } = await params;
  // Ids are positive integers (contract §5); anything else is not a truck.
  if (!/^[1-9]\d{0,14}$/.test(id)) notFound();
  return (
    <>
      <BackLink href="/trucks">Trucks</BackLink>
      <TruckDetail id={Number(id)} canEdit={can(user.role, 'editFleet')} canDelete={can(user.role, 'deleteFleet')} />
    </>
  );
}
