// Chart colours: one fixed colour per DMS event type and severity, so a type keeps its
// colour across charts. Colour-blind-friendly (Okabe–Ito based) and always paired with a
// legend and a data table, never the only carrier of meaning.
import { DMS_EVENT_TYPES, type DmsEventType, type Severity } from '@/lib/fleet-api/enums';

const TYPE_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#6b7280'];
export const EVENT_TYPE_COLOURS = Object.fromEntries(
  DMS_EVENT_TYPES.map((type, i) => [type, TYPE_COLOURS[i % TYPE_COLOURS.length]]),
) as Record<DmsEventType, string>;

export const SEVERITY_COLOURS: Record<Severity, string> = {
  LOW: '#94a3b8',
  MEDIUM: '#E69F00',
  HIGH: '#D55E00',
  CRITICAL: '#9f1239',
};

export const PRIMARY_COLOUR = '#2359c9';
export const GRID_COLOUR = '#e2e8f0';
