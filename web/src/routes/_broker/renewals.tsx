import { createFileRoute } from '@tanstack/react-router';
import { RENEWAL_WINDOWS, type RenewalWindow } from '@workbench/core';
import { renewalsQueryOptions } from '../../queries/policies.queries.ts';
import { RenewalsScreen } from '../../screens/renewals/RenewalsScreen.tsx';

/** ?within=90: one of the renewal windows; anything else shows the widest. */
const renewalsSearch = (search: Record<string, unknown>): { within?: RenewalWindow } => {
  const within = Number(search.within);
  return RENEWAL_WINDOWS.includes(within as RenewalWindow) ? { within: within as RenewalWindow } : {};
};

export const Route = createFileRoute('/_broker/renewals')({
  validateSearch: renewalsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(renewalsQueryOptions(deps.within ?? RENEWAL_WINDOWS[0])).catch(() => undefined),
  component: function RenewalsRoute() {
    const { within } = Route.useSearch();
    return <RenewalsScreen within={within ?? RENEWAL_WINDOWS[0]} />;
  },
});
