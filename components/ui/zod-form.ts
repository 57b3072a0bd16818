// Glue between react-hook-form, the contract's zod body schemas and problem+json answers.
// Forms keep their inputs as strings; `toBody` turns them into the API body, which the
// contract schema validates. Server-side 400 `errors[].param` and 409s land on the fields.
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { asProblem, describeProblem } from '@/lib/client/api';

export interface FieldProblem {
  param: string;
  message: string;
}

/** Validates `toBody(values)` with the contract schema; errors go to the field of the same name. */
export function bodyResolver<V extends FieldValues, B>(
  schema: z.ZodType<B>,
  toBody: (values: V) => unknown,
  crossCheck?: (body: B) => FieldProblem | null,
): Resolver<V, unknown, B> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    const problems: FieldProblem[] = parsed.success
      ? [crossCheck?.(parsed.data)].filter((p): p is FieldProblem => !!p)
      : parsed.error.issues.map((i) => ({ param: String(i.path[0] ?? 'root'), message: readableIssue(values, i) }));
    if (parsed.success && problems.length === 0) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const p of problems) errors[p.param] ??= { type: 'validate', message: p.message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

function readableIssue(values: FieldValues, issue: z.core.$ZodIssue): string {
  const raw = values[String(issue.path[0])];
  if (raw === '' || raw === undefined) return 'Required';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Must be a number';
  return issue.message.replace(/^Invalid input: /, '');
}

/**
 * Puts a failed save's problem onto the form: each `errors[].param` naming a field goes to
 * that field, a 409 goes to the field its detail names; anything else to `root.server`.
 */
export function applyServerError<V extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<V>) {
  const e = error as { status?: number; problem?: unknown; message?: string };
  const problem = asProblem(e?.problem) ?? { title: e?.message ?? 'Saving failed' };
  let placed = false;
  for (const item of problem.errors ?? []) {
    const field = fields.find((f) => item.param === f || item.param.startsWith(`${f}.`) || item.param.startsWith(`${f}[`));
    if (field) {
      setError(field as Path<V>, { type: 'server', message: item.message });
      placed = true;
    }
  }
  if (!placed && e?.status === 409) {
    const text = `${problem.title ?? ''} ${problem.detail ?? ''}`;
    const field = fields.find((f) => new RegExp(`\\b${f}\\b`, 'i').test(text));
    if (field) {
      setError(field as Path<V>, { type: 'server', message: problem.detail ?? problem.title ?? 'Already in use' });
      placed = true;
    }
  }
  if (!placed) setError('root.server' as Path<V>, { type: 'server', message: describeProblem(problem) });
}

/**
 * The PATCH body of an edit: the fields of `body` that differ from the record as loaded.
 * The loaded values go through the same schema first (trimmed, VIN upper-cased) so a field
 * nobody touched never counts as changed; a field the form leaves out (`undefined`) is not
 * sent, so it stays as it is.
 */
export function changedFields<B extends Record<string, unknown>>(schema: z.ZodType<B>, loaded: Record<string, unknown>, body: B): Partial<B> {
  const parsed = schema.safeParse(loaded);
  const before: Record<string, unknown> = parsed.success ? parsed.data : loaded;
  const out: Partial<B> = {};
  for (const key of Object.keys(body) as (keyof B & string)[]) {
    if (body[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(body[key] ?? null)) out[key] = body[key];
  }
  return out;
}

/** Form text helpers: blank → null, comma list → array, numeric text → number (NaN if bad). */
export const formText = {
  orNull: (s: string) => (s.trim() === '' ? null : s.trim()),
  number: (s: string) => (s.trim() === '' ? undefined : Number(s)),
  numberOrNull: (s: string) => (s.trim() === '' ? null : Number(s)),
  list: (s: string) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  of: (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v)),
};
