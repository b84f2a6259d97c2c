import * as v from 'valibot';

/** The first message among a TanStack Form field's errors (strings or Standard Schema issues). */
export function fieldError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}

/**
 * A TanStack Form validator from a core valibot schema: each field gets the first message the schema
 * gives for it, so the form and the server reject the same input with the same words.
 */
export function schemaValidator(schema: v.GenericSchema) {
  return ({ value }: { value: unknown }) => {
    const result = v.safeParse(schema, value);
    if (result.success) return undefined;
    const fields: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !(path in fields)) fields[path] = issue.message;
    }
    return { form: result.issues[0]?.message, fields };
  };
}
