import { z } from 'zod';
import { DRIVER_STATUSES } from '../enums';
import { isoDate, isoInstant, lenient, pageSchema, tagSchema } from './common';

const truckAssignmentShape = {
  truckId: z.number().int(),
  unitNumber: z.string(),
  make: z.string(),
  model: z.string(),
  assignedAt: isoInstant,
};
export const truckAssignmentSchema = z.object(truckAssignmentShape).meta({ id: 'TruckAssignment' });
const truckAssignmentResponseSchema = lenient(truckAssignmentShape, []);

const driverShape = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  status: z.enum(DRIVER_STATUSES),
  hiredOn: isoDate.nullable(),
  tags: z.array(z.string()),
  truckAssignment: truckAssignmentSchema.nullable(),
};

export const driverSchema = z.object(driverShape).meta({ id: 'Driver' });
/** The spec states no driver field names, so every field is optional for an upstream. */
export const driverResponseSchema = lenient(
  { ...driverShape, truckAssignment: truckAssignmentResponseSchema.nullable() },
  [],
);
export const driverPageSchema = pageSchema(driverResponseSchema);
export type Driver = z.infer<typeof driverResponseSchema>;

const driverWritableShape = {
  firstName: z.string().trim().min(1).max(64),
  lastName: z.string().trim().min(1).max(64),
  email: z.email().max(254),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{3,32}$/, 'must be 3–32 lower-case letters, digits, dot, dash or underscore'),
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{5,24}$/, 'must be a phone number').nullable().optional(),
  licenseNumber: z.string().trim().min(1).max(32).nullable().optional(),
  status: z.enum(DRIVER_STATUSES).optional(),
  hiredOn: isoDate.nullable().optional(),
  tags: z.array(tagSchema).max(20).optional(),
  /** Assigns the driver to a truck (moving any driver already there); null unassigns. */
  truckId: z.number().int().positive().nullable().optional(),
};

export const createDriverBodySchema = z.object(driverWritableShape).meta({ id: 'DriverInput' });
export const updateDriverBodySchema = z
  .object(driverWritableShape)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'send at least one field')
  .meta({ id: 'DriverPatch' });
export type CreateDriverBody = z.infer<typeof createDriverBodySchema>;
export type UpdateDriverBody = z.infer<typeof updateDriverBodySchema>;
