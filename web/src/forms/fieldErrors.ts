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
