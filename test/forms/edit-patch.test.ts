// What an edit form PATCHes: only the fields a person changed, compared after the same
// normalisation the save applies, and never a field the form left blank to mean "as is".
import { describe, expect, it } from 'vitest';
import { driverBodyFromForm, driverFormValues } from '@/components/drivers/driver-form-values';
import { truckBodyFromForm, truckCreateResolver, truckEditResolver, truckFormValues } from '@/components/trucks/truck-form-values';
import { changedFields } from '@/components/ui/zod-form';
import { createDriverBodySchema, type Driver } from '@/lib/fleet-api/schemas/drivers';
import { createTruckBodySchema, type Truck } from '@/lib/fleet-api/schemas/trucks';

const truck = {
  id: 7,
  unitNumber: 'TX-1007',
  make: 'Volvo',
  model: 'VNL 860',
  year: 2022,
  // Stored lower-case by some other client: the form shows it, the save would upper-case it.
  vin: '4v4nc9eh5nn123456',
  licensePlate: 'CO 4821',
  status: 'ACTIVE',
  fuelType: 'DIESEL',
  tags: ['region:west', 'depot:denver'],
  odometerKm: 182_340,
  chargeLevel: null,
  rangeKm: null,
} as unknown as Truck;

/** The body the form's resolver hands to submit, after `edit` changed the inputs. */
function submitTruck(edit: Partial<ReturnType<typeof truckFormValues>>) {
  const parsed = createTruckBodySchema.parse(truckBodyFromForm({ ...truckFormValues(truck), ...edit }));
  return changedFields(createTruckBodySchema, truckBodyFromForm(truckFormValues(truck)), parsed);
}

describe('changedFields (truck edit)', () => {
  it('sends nothing when nothing was touched, even if the stored VIN is not normalised', () => {
    expect(submitTruck({})).toEqual({});
  });

  it('sends only the field that changed, as the API wants it', () => {
    expect(submitTruck({ make: '  Kenworth ' })).toEqual({ make: 'Kenworth' });
    expect(submitTruck({ tags: 'region:west,  depot:reno' })).toEqual({ tags: ['region:west', 'depot:reno'] });
  });

  it('sends a cleared nullable field as null', () => {
    expect(submitTruck({ licensePlate: '   ' })).toEqual({ licensePlate: null });
  });

  it('never sends a key whose value is undefined (the request would carry nothing)', () => {
    const loaded = truckBodyFromForm(truckFormValues(truck));
    expect(changedFields(createTruckBodySchema, loaded, { ...createTruckBodySchema.parse(loaded), odometerKm: undefined })).toEqual({});
  });
});

describe('truck edit form validation', () => {
  it('a blank odometer is reported on the field when editing, and allowed when creating', async () => {
    const result = await truckEditResolver({ ...truckFormValues(truck), odometerKm: '' }, undefined, {} as never);
    expect(result.errors).toMatchObject({ odometerKm: { message: 'Required' } });
    const created = await truckCreateResolver({ ...truckFormValues(), unitNumber: 'TX-9', make: 'Volvo', model: 'VNL', odometerKm: '' }, undefined, {} as never);
    expect(created.errors).toEqual({});
  });
});

describe('changedFields (driver edit)', () => {
  const driver = {
    id: 3,
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana.silva@example.com',
    username: 'asilva',
    phone: null,
    licenseNumber: 'D1234567',
    status: 'ACTIVE',
    hiredOn: '2021-04-01',
    tags: [],
    truckAssignment: { truckId: 12, unitNumber: 'TX-1012', make: 'Volvo', model: 'VNL 760' },
  } as unknown as Driver;
  const loaded = driverBodyFromForm(driverFormValues(driver));

  it('reassigning the truck sends only truckId; unassigning sends null', () => {
    const values = driverFormValues(driver);
    const to = (truckId: number | null) =>
      createDriverBodySchema.parse(driverBodyFromForm({ ...values, truck: truckId ? { truckId, unitNumber: 'X' } : null }));
    expect(changedFields(createDriverBodySchema, loaded, to(15))).toEqual({ truckId: 15 });
    expect(changedFields(createDriverBodySchema, loaded, to(null))).toEqual({ truckId: null });
  });
});
