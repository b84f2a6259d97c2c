import { useEffect, useId } from 'react';
import { useToast } from '@workbench/ui-kit';

/**
 * Raises the spec's destructive toast ('Error' / `description`) once per failure of a query, and takes it
 * back as soon as the query succeeds (a retry that works leaves no stale error on screen).
 * `errorUpdatedAt` changes with every new failure, so a retry that fails again toasts again.
 */
export function useErrorToast(query: { isError: boolean; errorUpdatedAt: number }, description: string, title = 'Error') {
  const { toast, dismiss } = useToast();
  const id = `query-error-${useId()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure of the same query (errorUpdatedAt) shows its toast again
  useEffect(() => {
    if (query.isError) toast({ id, variant: 'destructive', title, description });
    else dismiss(id);
  }, [query.isError, query.errorUpdatedAt, description, title, toast, dismiss, id]);
  // A screen that goes away takes its error with it.
  useEffect(() => () => dismiss(id), [dismiss, id]);
}
