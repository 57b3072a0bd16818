// The driver form's values (text, as inputs hold them) and their mapping to API bodies.
import { formText } from '@/components/ui/zod-form';
import type { CreateDriverBody, Driver } from '@/lib/fleet-api/schemas/drivers';
import type { PickedTruck } from './truck-picker';

export interface DriverFormValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  phone: string;
  licenseNumber: string;
  status: string;
  hiredOn: string;
  tags: string;
  truck: PickedTruck | null;
}
/** Form fields that map one-to-one onto body fields (the truck maps onto `truckId`). */
export const DRIVER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'username',
  'phone',
  'licenseNumber',
  'status',
  'hiredOn',
  'tags',
] as const satisfies readonly (keyof DriverFormValues & keyof CreateDriverBody)[];

export function driverFormValues(driver?: Driver): DriverFormValues {
  const a = driver?.truckAssignment;
  return {
    firstName: driver?.firstName ?? '',
    lastName: driver?.lastName ?? '',
    email: driver?.email ?? '',
    username: driver?.username ?? '',
    phone: formText.of(driver?.phone),
    licenseNumber: formText.of(driver?.licenseNumber),
    status: driver?.status ?? 'ACTIVE',
    hiredOn: formText.of(driver?.hiredOn),
    tags: (driver?.tags ?? []).join(', '),
    truck: a?.truckId ? { truckId: a.truckId, unitNumber: a.unitNumber, make: a.make, model: a.model } : null,
  };
}

export function driverBodyFromForm(v: DriverFormValues) {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email.trim(),
    username: v.username,
    phone: formText.orNull(v.phone),
    licenseNumber: formText.orNull(v.licenseNumber),
    status: v.status,
    hiredOn: formText.orNull(v.hiredOn),
    tags: formText.list(v.tags),
    truckId: v.truck?.truckId ?? null,
  };
}
