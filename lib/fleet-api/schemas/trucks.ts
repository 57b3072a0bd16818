import { z } from 'zod';
import { FUEL_TYPES, TRUCK_STATUSES } from '../enums';
import { isoInstant, lenient, pageSchema, tagSchema } from './common';

const truckShape = {
  id: z.number().int(),
  unitNumber: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  vin: z.string().nullable(),
  licensePlate: z.string().nullable(),
  status: z.enum(TRUCK_STATUSES),
  fuelType: z.enum(FUEL_TYPES),
  tags: z.array(z.string()),
  odometerKm: z.number(),
  chargeLevel: z.number().min(0).max(100).nullable(),
  rangeKm: z.number().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
};

/** A truck exactly as the contract (and the simulator) defines it. */
export const truckSchema = z.object(truckShape).meta({ id: 'Truck' });
/** What the dashboard accepts from an upstream: spec-stated fields required, the rest optional. */
export const truckResponseSchema = lenient(truckShape, ['id', 'unitNumber', 'make', 'model', 'year']);
export const truckPageSchema = pageSchema(truckResponseSchema);
export type Truck = z.infer<typeof truckResponseSchema>;

const currentYear = new Date().getUTCFullYear();
export const VIN_RE = /^[A-HJ-NPR-Z0-9]{17}$/;

const truckWritableShape = {
  unitNumber: z.string().trim().min(1).max(32),
  make: z.string().trim().min(1).max(64),
  model: z.string().trim().min(1).max(64),
  year: z.number().int().min(1980).max(currentYear + 1),
  vin: z.string().trim().toUpperCase().regex(VIN_RE, 'must be 17 characters, no I, O or Q').nullable().optional(),
  licensePlate: z.string().trim().min(1).max(16).nullable().optional(),
  status: z.enum(TRUCK_STATUSES).optional(),
  fuelType: z.enum(FUEL_TYPES).optional(),
  tags: z.array(tagSchema).max(20).optional(),
  odometerKm: z.number().min(0).max(10_000_000).optional(),
  chargeLevel: z.number().min(0).max(100).nullable().optional(),
  rangeKm: z.number().min(0).max(2000).nullable().optional(),
};

/** POST and PUT body. `id` and timestamps are ignored if sent (contract §4.2). */
export const createTruckBodySchema = z.object(truckWritableShape).meta({ id: 'TruckInput' });
/** PATCH body: only the fields sent change. */
export const updateTruckBodySchema = z
  .object(truckWritableShape)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'send at least one field')
  .meta({ id: 'TruckPatch' });
export type CreateTruckBody = z.infer<typeof createTruckBodySchema>;
export type UpdateTruckBody = z.infer<typeof updateTruckBodySchema>;

/** Cross-field rule checked on the merged record: only EVs carry charge and range. */
export function evFieldsProblem(t: { fuelType?: string | null; chargeLevel?: number | null; rangeKm?: number | null }) {
  if (t.fuelType === 'ELECTRIC') return null;
  if (t.chargeLevel != null) return { param: 'chargeLevel', message: 'only electric trucks have a charge level' };
  if (t.rangeKm != null) return { param: 'rangeKm', message: 'only electric trucks have a range' };
  return null;
}
