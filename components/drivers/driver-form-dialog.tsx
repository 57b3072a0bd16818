'use client';

import { Suspense, lazy } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormSkeleton, type SkeletonField } from '@/components/ui/form-skeleton';
import type { Driver } from '@/lib/fleet-api/schemas/drivers';

/** The form's code (react-hook-form, zod, the body schema) loads on first open; hover or focus on an opener starts it early. */
export const preloadDriverForm = () => import('./driver-form');
const DriverForm = lazy(() => preloadDriverForm().then((m) => ({ default: m.DriverForm })));
// The form's grid: names, e-mail, username (hint), phone, licence, status, hired on, tags (wide, hint), truck picker (wide: a status line and a search box).
const DRIVER_FORM_SHAPE: SkeletonField[] = [{}, {}, {}, { hint: true }, {}, {}, {}, {}, { wide: true, hint: true }, { wide: true, control: 'h-15 w-full' }];

/** Create (no `driver`) or edit a driver, truck assignment included. Edits PATCH only what changed. */
export function DriverFormDialog({ open, onClose, driver }: { open: boolean; onClose: () => void; driver?: Driver }) {
  const name = [driver?.firstName, driver?.lastName].filter(Boolean).join(' ');
  return (
    <Dialog open={open} onClose={onClose} title={driver ? `Edit ${name || 'driver'}` : 'New driver'} size="lg">
      {open && (
        <Suspense fallback={<FormSkeleton fields={DRIVER_FORM_SHAPE} label="Loading the driver form" />}>
          <DriverForm driver={driver} onDone={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}

