import { createFileRoute } from '@tanstack/react-router';
import { clientRecordQueryOptions } from '../../queries/clients.queries.ts';
import { ClientPageScreen } from '../../screens/parties/ClientPage.tsx';

export const Route = createFileRoute('/_broker/parties/clients/$clientId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(clientRecordQueryOptions(params.clientId)).catch(() => undefined),
  component: function ClientRoute() {
    const { clientId } = Route.useParams();
    return <ClientPageScreen key={clientId} clientId={clientId} />;
  },
});
