import { createFileRoute } from '@tanstack/react-router';
import { clientDirectoryQueryOptions } from '../../queries/clients.queries.ts';
import { ClientDirectoryScreen } from '../../screens/parties/ClientDirectory.tsx';
import { DirectorySearch, directoryRequest } from '../../screens/parties/directorySearch.ts';

export const Route = createFileRoute('/_broker/parties/')({
  validateSearch: DirectorySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(clientDirectoryQueryOptions(directoryRequest(deps))).catch(() => undefined),
  component: function PartiesRoute() {
    const navigate = Route.useNavigate();
    return <ClientDirectoryScreen search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
  },
});
