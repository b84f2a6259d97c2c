import * as v from 'valibot';

/**
 * TanStack Form keeps a field's errors as whatever its validators returned: with a valibot (Standard
 * Schema) validator those are issues with a `message`. The first message is what the field shows.
 */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}

/**
 * A TanStack Form validator from a core valibot schema: each field gets the first message the schema
 * gives for it, so the form and the server reject the same input with the same words. A message that
 * belongs to no field (a rule about the whole input) is the form's own error.
 */
export function schemaValidator(schema: v.GenericSchema) {
  return ({ value }: { value: unknown }) => {
    const result = v.safeParse(schema, value);
    if (result.success) return undefined;
    const fields: Record<string, string> = {};
    let form: string | undefined;
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (!path) form ??= issue.message;
      else if (!(path in fields)) fields[path] = issue.message;
    }
    return { form, fields };
  };
}

/** A server's refusal of single fields, with the values it refused them for. */
export interface RefusedFields {
  values: Readonly<Record<string, unknown>>;
  issues: readonly { path: string; message: string }[];
}

const comparable = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The server's message for a field, shown only while the field still holds the value it refused: once the
 * person changes it, the message goes until the server is asked again.
 */
export function refusedFieldError(refused: RefusedFields | undefined, name: string, value: unknown): string | undefined {
  if (!refused || comparable(refused.values[name]) !== comparable(value)) return undefined;
  return refused.issues.find((issue) => issue.path === name)?.message;
}
