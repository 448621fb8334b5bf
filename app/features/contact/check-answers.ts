import { getDotPath, safeParse, type GenericSchema } from 'valibot';
import type { FieldErrors } from '../../enquiries/schema';

export type Checked<TOutput> = { ok: true; output: TOutput } | { ok: false; errors: FieldErrors };

/**
 * A form's answers against its schema (app/enquiries/schema.ts, which the server checks
 * too): the schema's output (answers trimmed) when every one is right, else each wrong
 * answer's first problem, in the schema's order.
 */
export function checkAnswers<TOutput>(
  schema: GenericSchema<unknown, TOutput>,
  answers: Readonly<Record<string, string>>,
): Checked<TOutput> {
  const result = safeParse(schema, answers, { abortPipeEarly: true });
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = getDotPath(issue) ?? '';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
