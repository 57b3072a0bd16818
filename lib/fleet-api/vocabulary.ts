// The per-resource filter/sort vocabulary (contract §4.1): which fields can be filtered,
// with which operators and value types, and which properties can be sorted. The simulator
// builds its SQL from this table and the BFF validates browser input against it; there is
// no second copy.
import {
  DMS_EVENT_TYPES,
  DRIVER_STATUSES,
  FUEL_TYPES,
  SEVERITIES,
  TRUCK_STATUSES,
} from './enums';

export type FieldType =
  | { kind: 'string' }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'date' } // YYYY-MM-DD, a UTC day
  | { kind: 'datetime' } // ISO-8601 instant (a bare date means its 00:00:00Z)
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'tags' }; // array of strings: an element matches

export const OPERATORS = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'specified',
  'contains',
  'doesNotContain',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
] as const;
export type Operator = (typeof OPERATORS)[number];

const ORDERED: Operator[] = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'specified',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
];

/** Which operators apply to which value type. */
export const OPERATORS_BY_KIND: Record<FieldType['kind'], readonly Operator[]> = {
  string: ['equals', 'notEquals', 'in', 'notIn', 'specified', 'contains', 'doesNotContain'],
  integer: ORDERED,
  number: ORDERED,
  date: ORDERED,
  datetime: ORDERED,
  boolean: ['equals', 'notEquals', 'specified'],
  enum: ['equals', 'notEquals', 'in', 'notIn', 'specified'],
  tags: ['equals', 'notEquals', 'in', 'notIn', 'specified', 'contains', 'doesNotContain'],
};

/** Extra, non-criteria query parameters a collection accepts. */
export type ExtraParam =
  | { kind: 'keyword' }
  | { kind: 'boolean' } // true|false|1|0
  | { kind: 'date' };

export interface ResourceVocabulary {
  filters: Record<string, FieldType>;
  sort: readonly string[];
  extras: Record<string, ExtraParam>;
  /** Default sort when none is given (before the `id asc` tie-break). */
  defaultSort?: readonly { property: string; direction: 'asc' | 'desc' }[];
  /** The stable tie-break key; `id` unless the rows have none. */
  tieBreak: string;
}

const str = { kind: 'string' } as const;
const int = { kind: 'integer' } as const;
const num = { kind: 'number' } as const;
const datetime = { kind: 'datetime' } as const;
const tags = { kind: 'tags' } as const;
const enumOf = (values: readonly string[]) => ({ kind: 'enum', values }) as const;

export const VOCABULARY = {
  trucks: {
    filters: {
      id: int,
      unitNumber: str,
      make: str,
      model: str,
      year: int,
      vin: str,
      licensePlate: str,
      status: enumOf(TRUCK_STATUSES),
      fuelType: enumOf(FUEL_TYPES),
      tags,
      odometerKm: num,
      chargeLevel: num,
      rangeKm: num,
      createdAt: datetime,
      updatedAt: datetime,
    },
    sort: [
      'id',
      'unitNumber',
      'make',
      'model',
      'year',
      'vin',
      'licensePlate',
      'status',
      'fuelType',
      'odometerKm',
      'chargeLevel',
      'rangeKm',
      'createdAt',
      'updatedAt',
    ],
    extras: {},
    tieBreak: 'id',
  },
  drivers: {
    filters: {
      id: int,
      firstName: str,
      lastName: str,
      email: str,
      username: str,
      phone: str,
      licenseNumber: str,
      status: enumOf(DRIVER_STATUSES),
      hiredOn: { kind: 'date' },
      tags,
      truckId: int,
    },
    sort: ['id', 'firstName', 'lastName', 'email', 'username', 'status', 'hiredOn'],
    extras: { keyword: { kind: 'keyword' } },
    tieBreak: 'id',
  },
  webhooks: {
    filters: { id: int, url: str, active: { kind: 'boolean' }, eventTypes: tags },
    sort: ['id', 'url', 'active', 'createdAt', 'updatedAt'],
    extras: {},
    tieBreak: 'id',
  },
  dmsEvents: {
    filters: {
      id: int,
      type: enumOf(DMS_EVENT_TYPES),
      severity: enumOf(SEVERITIES),
      occurredAt: datetime,
      driverId: int,
      truckId: int,
      tags,
    },
    sort: ['id', 'occurredAt', 'type', 'severity', 'driverId', 'truckId', 'speedKph', 'durationSec'],
    extras: { include_media: { kind: 'boolean' } },
    defaultSort: [{ property: 'occurredAt', direction: 'desc' }],
    tieBreak: 'id',
  },
  driverScores: {
    filters: { driverId: int, overallScore: num, distractionScore: num },
    sort: [
      'driverId',
      'driverName',
      'overallScore',
      'distractionScore',
      'speedingScore',
      'harshEventsScore',
      'eventCount',
      'distanceKm',
    ],
    extras: { from: { kind: 'date' }, to: { kind: 'date' } },
    tieBreak: 'driverId',
  },
} as const satisfies Record<string, ResourceVocabulary>;

export type CollectionName = keyof typeof VOCABULARY;
export type FilterField<R extends CollectionName> = keyof (typeof VOCABULARY)[R]['filters'] & string;
export type SortProperty<R extends CollectionName> = (typeof VOCABULARY)[R]['sort'][number];
