'use client';

import dynamic from 'next/dynamic';
import { Dialog } from '@/components/ui/dialog';
import { FormSkeleton } from '@/components/ui/form-skeleton';
import type { Driver } from '@/lib/fleet-api/schemas/drivers';

/** The form's code (react-hook-form, zod, the body schema) loads on first open; hover or focus on an opener starts it early. */
export const preloadDriverForm = () => import('./driver-form');
const DriverForm = dynamic(() => preloadDriverForm().then((m) => m.DriverForm), {
  ssr: false,
  loading: () => <FormSkeleton fields={9} label="Loading the driver form" />,
});

/** Create (no `driver`) or edit a driver, truck assignment included. Edits PATCH only what changed. */
export function DriverFormDialog({ open, onClose, driver }: { open: boolean; onClose: () => void; driver?: Driver }) {
  const name = [driver?.firstName, driver?.lastName].filter(Boolean).join(' ');
  return (
    <Dialog open={open} onClose={onClose} title={driver ? `Edit ${name || 'driver'}` : 'New driver'} size="lg">
      {open && <DriverForm driver={driver} onDone={onClose} />}
    </Dialog>
  );
}

