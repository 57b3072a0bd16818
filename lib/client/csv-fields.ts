// The CSV columns of a record, read off the contract's schema. Server pages compute the list
// and hand it to the table as a prop, so zod and the schemas stay out of the browser bundle.
import { z } from 'zod';

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodNullable || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
  return s;
}

/**
 * The columns of a record schema, nested objects one level deep (`truckAssignment.truckId`),
 * so the CSV follows the contract's own field list.
 */
export function csvFieldsOf(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape).flatMap(([key, field]) => {
    const inner = unwrap(field as z.ZodType);
    return inner instanceof z.ZodObject ? Object.keys(inner.shape).map((sub) => `${key}.${sub}`) : [key];
  });
}
