'use client';

import { Suspense, lazy } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormSkeleton, type SkeletonField } from '@/components/ui/form-skeleton';
import type { Truck } from '@/lib/fleet-api/schemas/trucks';

/** The form's code (react-hook-form, zod, the body schema) loads on first open; hover or focus on an opener starts it early. */
export const preloadTruckForm = () => import('./truck-form');
const TruckForm = lazy(() => preloadTruckForm().then((m) => ({ default: m.TruckForm })));
// The form's grid: unit, year, make, model, VIN (hint), plate, status, fuel, odometer, tags (hint), charge (hint), range (hint).
const TRUCK_FORM_SHAPE: SkeletonField[] = [{}, {}, {}, {}, { hint: true }, {}, {}, {}, {}, { hint: true }, { hint: true }, { hint: true }];

/** Create (no `truck`) or edit a truck. Edits PATCH only the fields that changed. */
export function TruckFormDialog({ open, onClose, truck }: { open: boolean; onClose: () => void; truck?: Truck }) {
  return (
    <Dialog open={open} onClose={onClose} title={truck ? `Edit truck ${truck.unitNumber}` : 'New truck'} size="lg">
      {open && (
        <Suspense fallback={<FormSkeleton fields={TRUCK_FORM_SHAPE} label="Loading the truck form" />}>
          <TruckForm truck={truck} onDone={onClose} onCancel={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}

