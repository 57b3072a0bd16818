// Validates a JSON body with a contract schema; failures become a 400 naming each field.
import type { z } from 'zod';
import { HttpProblem, badRequest } from './problem';

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === undefined) throw badRequest([{ param: 'body', message: 'a JSON body is required' }]);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest([{ param: 'body', message: 'must be a JSON object' }]);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw badRequest(
    result.error.issues.map((issue) => ({ param: issue.path.map(String).join('.') || 'body', message: issue.message })),
  );
}

/** Path ids are positive integers; anything else is a 400 naming `id`. */
export function parseId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) <= 0) {
    throw new HttpProblem(400, `id must be a positive integer, got "${raw}"`, [{ param: 'id', message: 'must be a positive integer' }]);
  }
  return Number(raw);
}
