// DMS events, driver scores and analytics (contract §4.6–§4.8).
import { z } from 'zod';
import { DMS_EVENT_TYPES, REPORT_GROUP_BY, SEVERITIES } from '../enums';
import { isoDate, isoInstant, lenient, pageSchema } from './common';

const mediaShape = {
  kind: z.literal('video'),
  url: z.url(),
  contentType: z.string(),
  durationSec: z.number(),
  expiresAt: isoInstant,
};
export const mediaSchema = z.object(mediaShape).meta({ id: 'Media' });
const mediaResponseSchema = lenient({ ...mediaShape, kind: z.string() }, ['url']);

const locationSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

const dmsEventShape = {
  id: z.number().int(),
  type: z.enum(DMS_EVENT_TYPES),
  severity: z.enum(SEVERITIES),
  occurredAt: isoInstant,
  driverId: z.number().int(),
  driverName: z.string(),
  truckId: z.number().int(),
  unitNumber: z.string(),
  speedKph: z.number(),
  durationSec: z.number(),
  location: locationSchema,
  tags: z.array(z.string()),
};
export const dmsEventSchema = z
  .object({ ...dmsEventShape, media: z.array(mediaSchema).optional() })
  .meta({ id: 'DmsEvent' });
export const dmsEventResponseSchema = lenient(
  { ...dmsEventShape, type: z.string(), severity: z.string(), media: z.array(mediaResponseSchema) },
  [],
);
export const dmsEventPageSchema = pageSchema(dmsEventResponseSchema);
export type DmsEvent = z.infer<typeof dmsEventResponseSchema>;
export type Media = z.infer<typeof mediaResponseSchema>;

const driverScoreShape = {
  driverId: z.number().int(),
  driverName: z.string(),
  from: isoDate,
  to: isoDate,
  overallScore: z.number().min(0).max(100),
  distractionScore: z.number().min(0).max(100),
  speedingScore: z.number().min(0).max(100),
  harshEventsScore: z.number().min(0).max(100),
  eventCount: z.number().int(),
  distanceKm: z.number(),
  tags: z.array(z.string()),
};
export const driverScoreSchema = z.object(driverScoreShape).meta({ id: 'DriverScore' });
export const driverScoreResponseSchema = lenient(driverScoreShape, []);
export const driverScorePageSchema = pageSchema(driverScoreResponseSchema);
export type DriverScore = z.infer<typeof driverScoreResponseSchema>;

const counts = z.record(z.string(), z.number());

const reportGroupShape = {
  key: z.string(),
  eventCount: z.number().int(),
  byType: counts,
  bySeverity: counts,
  avgDistractionScore: z.number().nullable(),
};
const safetyReportShape = {
  from: isoDate,
  to: isoDate,
  groupBy: z.enum(REPORT_GROUP_BY),
  totals: z.object({ eventCount: z.number().int(), byType: counts, bySeverity: counts }),
  groups: z.array(z.object(reportGroupShape)),
};
export const safetyReportSchema = z.object(safetyReportShape).meta({ id: 'SafetyReport' });
const reportGroupResponseSchema = lenient(reportGroupShape, []);
export const safetyReportResponseSchema = lenient(
  {
    ...safetyReportShape,
    groupBy: z.string(),
    totals: lenient({ eventCount: z.number(), byType: counts, bySeverity: counts }, []),
    groups: z.array(reportGroupResponseSchema),
  },
  [],
);
export type SafetyReport = z.infer<typeof safetyReportResponseSchema>;
export type SafetyReportGroup = z.infer<typeof reportGroupResponseSchema>;

export const safetyReportQuerySchema = z.strictObject({
  from: isoDate.optional(),
  to: isoDate.optional(),
  groupBy: z.enum(REPORT_GROUP_BY).optional(),
});

const lowChargeShape = {
  truckId: z.number().int(),
  unitNumber: z.string(),
  chargeLevel: z.number(),
  rangeKm: z.number().nullable(),
};
const fleetSummaryShape = {
  generatedAt: isoInstant,
  trucks: z.object({ total: z.number().int(), byStatus: counts, byFuelType: counts }),
  drivers: z.object({ total: z.number().int(), assigned: z.number().int() }),
  safety: z.object({ eventsLast7Days: z.number().int(), avgOverallScore: z.number().nullable() }),
  ev: z.object({
    count: z.number().int(),
    avgChargeLevel: z.number().nullable(),
    minChargeLevel: z.number().nullable(),
    avgRangeKm: z.number().nullable(),
    totalRangeKm: z.number().nullable(),
    lowCharge: z.array(z.object(lowChargeShape)),
  }),
};
export const fleetSummarySchema = z.object(fleetSummaryShape).meta({ id: 'FleetSummary' });
export const fleetSummaryResponseSchema = lenient(
  {
    generatedAt: z.string(),
    trucks: lenient({ total: z.number(), byStatus: counts, byFuelType: counts }, []),
    drivers: lenient({ total: z.number(), assigned: z.number() }, []),
    safety: lenient({ eventsLast7Days: z.number(), avgOverallScore: z.number() }, []),
    ev: lenient(
      {
        count: z.number(),
        avgChargeLevel: z.number(),
        minChargeLevel: z.number(),
        avgRangeKm: z.number(),
        totalRangeKm: z.number(),
        lowCharge: z.array(lenient(lowChargeShape, [])),
      },
      [],
    ),
  },
  [],
);
export type FleetSummary = z.infer<typeof fleetSummaryResponseSchema>;
