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
