import { createFileRoute } from '@tanstack/react-router';
import { claimsQueryOptions } from '../../queries/claims.queries.ts';
import { ClaimsSearch, claimsRequest } from '../../screens/claims/claimsSearch.ts';
import { StaffClaimsScreen } from '../../screens/claims/ClaimsLists.tsx';

export const Route = createFileRoute('/_broker/claims/')({
  validateSearch: ClaimsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(claimsQueryOptions(claimsRequest(deps))).catch(() => undefined),
  component: function ClaimsRoute() {
    return <StaffClaimsScreen search={Route.useSearch()} />;
  },
});
