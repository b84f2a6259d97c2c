import * as v from 'valibot';

export type FieldErrors = Record<string, string | undefined>;

/**
 * Checks form values with the core schema the server also uses, so both speak the same messages.
 * Returns the parsed output, or the first message per field.
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): { output: v.InferOutput<S>; errors: null } | { output: null; errors: FieldErrors } {
  const result = v.safeParse(schema, value);
  if (result.success) return { output: result.output, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '_form';
    errors[key] ??= issue.message;
  }
  return { output: null, errors };
}

/**
 * Checks the form again after an edit, for the fields that already show a message: a message goes as
 * soon as its field is right (or changes to the field's new problem), and no field the user has not got
 * to yet starts complaining before the next save.
 */
export function recheck<S extends v.GenericSchema>(schema: S, value: unknown, shown: FieldErrors): FieldErrors {
  const fresh = validate(schema, value).errors ?? {};
  const kept: FieldErrors = {};
  for (const key of Object.keys(shown)) if (shown[key] && fresh[key]) kept[key] = fresh[key];
  return kept;
}
