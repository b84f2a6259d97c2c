import { createFileRoute } from '@tanstack/react-router';
import { carriersQueryOptions } from '../../queries/carriers.queries.ts';
import { CarriersDirectoryScreen } from '../../screens/carriers/CarriersDirectory.tsx';
import { CarriersSearch, carriersRequest } from '../../screens/carriers/carriersSearch.ts';

export const Route = createFileRoute('/_broker/parties/carriers/')({
  validateSearch: CarriersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(carriersQueryOptions(carriersRequest(deps))).catch(() => undefined),
  component: function CarriersRoute() {
    return <CarriersDirectoryScreen search={Route.useSearch()} />;
  },
});
