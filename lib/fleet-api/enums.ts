// Enumerations fixed by the contract (§4.2, §4.3, §4.6, §4.8).
export const TRUCK_STATUSES = ['ACTIVE', 'IN_SHOP', 'OUT_OF_SERVICE'] as const;
export const FUEL_TYPES = ['DIESEL', 'ELECTRIC', 'CNG', 'HYBRID'] as const;
export const DRIVER_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const;
export const DMS_EVENT_TYPES = [
  'DISTRACTION',
  'PHONE_USE',
  'DROWSINESS',
  'YAWNING',
  'SMOKING',
  'SEATBELT',
  'CAMERA_OBSTRUCTION',
] as const;
export const SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const REPORT_GROUP_BY = ['tag', 'type', 'driver', 'truck', 'day'] as const;

export type TruckStatus = (typeof TRUCK_STATUSES)[number];
export type FuelType = (typeof FUEL_TYPES)[number];
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
export type DmsEventType = (typeof DMS_EVENT_TYPES)[number];
export type Severity = (typeof SEVERITIES)[number];
export type ReportGroupBy = (typeof REPORT_GROUP_BY)[number];
