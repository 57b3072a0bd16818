// Shared schema pieces: the page envelope (spec §2.1), problem bodies (contract §4) and the
// `lenient` helper that turns a full record schema into the one the dashboard parses
// upstream bodies with: only what the spec states is required, every contract-only field
// is optional (a wrong or missing one becomes undefined and renders as "—"), and unknown
// fields are kept.
import { z } from 'zod';

export const problemSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  errors: z.array(z.object({ param: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export function pageSchema<T extends z.ZodType>(row: T) {
  return z.looseObject({
    content: z.array(row),
    page: z.number().int().min(0),
    size: z.number().int().min(0),
    totalElements: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });
}
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

type Shape = Record<string, z.ZodType>;
type LenientShape<S extends Shape, R extends keyof S> = {
  [K in keyof S]: K extends R ? S[K] : z.ZodCatch<z.ZodOptional<z.ZodNullable<S[K]>>>;
};

export function lenient<S extends Shape, R extends keyof S>(shape: S, required: readonly R[]) {
  const out: Shape = {};
  for (const [key, schema] of Object.entries(shape)) {
    out[key] = (required as readonly string[]).includes(key) ? schema : schema.nullish().catch(undefined);
  }
  return z.looseObject(out as LenientShape<S, R>);
}

export const isoInstant = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();
export const tagSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9:_.-]*$/, 'tags are lower-case letters, digits and : _ . -');
