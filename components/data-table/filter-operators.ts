// How criteria operators read in the UI, and which the filter editor offers per value kind
// (a subset of OPERATORS_BY_KIND, in the order people reach for them).
import { OPERATORS_BY_KIND, type FieldType, type Operator } from '@/lib/fleet-api/vocabulary';

export const OPERATOR_LABELS: Record<Operator, string> = {
  contains: 'contains',
  equals: 'is',
  doesNotContain: 'does not contain',
  notEquals: 'is not',
  in: 'is any of',
  notIn: 'is none of',
  greaterThan: '>',
  greaterThanOrEqual: '≥',
  lessThan: '<',
  lessThanOrEqual: '≤',
  specified: 'is set',
};

const PREFERRED: Record<FieldType['kind'], readonly Operator[]> = {
  string: ['contains', 'equals', 'doesNotContain', 'notEquals', 'specified'],
  tags: ['contains', 'equals', 'doesNotContain', 'notEquals', 'specified'],
  enum: ['in', 'notIn', 'specified'],
  integer: ['equals', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'notEquals', 'specified'],
  number: ['equals', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'notEquals', 'specified'],
  date: ['equals', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'specified'],
  datetime: ['greaterThanOrEqual', 'lessThan', 'greaterThan', 'lessThanOrEqual', 'specified'],
  boolean: ['equals', 'specified'],
};

/** Operators offered in the filter editor for a field type (always allowed by the contract). */
export function operatorsFor(type: FieldType): Operator[] {
  return PREFERRED[type.kind].filter((op) => OPERATORS_BY_KIND[type.kind].includes(op));
}
