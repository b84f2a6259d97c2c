import { useEffect } from 'react';
import { useToast } from '@workbench/ui-kit';

/**
 * Raises the spec's destructive toast ('Error' / `description`) once per failure of a query.
 * `errorUpdatedAt` changes with every new failure, so a retry that fails again toasts again.
 */
export function useErrorToast(query: { isError: boolean; errorUpdatedAt: number }, description: string, title = 'Error') {
  const { toast } = useToast();
  useEffect(() => {
    if (query.isError) toast({ variant: 'destructive', title, description });
  }, [query.isError, query.errorUpdatedAt, description, title, toast]);
}
