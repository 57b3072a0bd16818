// The truck form's values (text, as inputs hold them) and their mapping to API bodies.
import { bodyResolver, formText } from '@/components/ui/zod-form';
import { createTruckBodySchema, evFieldsProblem, type CreateTruckBody, type Truck } from '@/lib/fleet-api/schemas/trucks';

export interface TruckFormValues {
  unitNumber: string;
  make: string;
  model: string;
  year: string;
  vin: string;
  licensePlate: string;
  status: string;
  fuelType: string;
  tags: string;
  odometerKm: string;
  chargeLevel: string;
  rangeKm: string;
}
export const TRUCK_FORM_FIELDS = [
  'unitNumber',
  'make',
  'model',
  'year',
  'vin',
  'licensePlate',
  'status',
  'fuelType',
  'tags',
  'odometerKm',
  'chargeLevel',
  'rangeKm',
] as const satisfies readonly (keyof TruckFormValues & keyof CreateTruckBody)[];

export function truckFormValues(truck?: Truck): TruckFormValues {
  return {
    unitNumber: truck?.unitNumber ?? '',
    make: truck?.make ?? '',
    model: truck?.model ?? '',
    year: formText.of(truck?.year ?? new Date().getUTCFullYear()),
    vin: formText.of(truck?.vin),
    licensePlate: formText.of(truck?.licensePlate),
    status: truck?.status ?? 'ACTIVE',
    fuelType: truck?.fuelType ?? 'DIESEL',
    tags: (truck?.tags ?? []).join(', '),
    odometerKm: formText.of(truck?.odometerKm ?? (truck ? null : 0)),
    chargeLevel: formText.of(truck?.chargeLevel),
    rangeKm: formText.of(truck?.rangeKm),
  };
}

export function truckBodyFromForm(v: TruckFormValues) {
  return {
    unitNumber: v.unitNumber,
    make: v.make,
    model: v.model,
    year: formText.number(v.year),
    vin: formText.orNull(v.vin),
    licensePlate: formText.orNull(v.licensePlate),
    status: v.status,
    fuelType: v.fuelType,
    tags: formText.list(v.tags),
    odometerKm: formText.number(v.odometerKm),
    chargeLevel: formText.numberOrNull(v.chargeLevel),
    rangeKm: formText.numberOrNull(v.rangeKm),
  };
}

export const truckCreateResolver = bodyResolver<TruckFormValues, CreateTruckBody>(createTruckBodySchema, truckBodyFromForm, evFieldsProblem);
// A new truck may start at 0 km; an existing one's odometer cannot be blanked (it is not nullable).
export const truckEditResolver = bodyResolver<TruckFormValues, CreateTruckBody>(createTruckBodySchema, truckBodyFromForm, (body) =>
  body.odometerKm === undefined ? { param: 'odometerKm', message: 'Required' } : evFieldsProblem(body),
);
