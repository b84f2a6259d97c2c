import { createFileRoute } from '@tanstack/react-router';
import { carrierQueryOptions } from '../../queries/carriers.queries.ts';
import { CarrierDetailScreen } from '../../screens/carriers/CarrierDetail.tsx';

export const Route = createFileRoute('/_broker/parties/carriers/$carrierId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(carrierQueryOptions(params.carrierId)).catch(() => undefined),
  component: function CarrierRoute() {
    const { carrierId } = Route.useParams();
    return <CarrierDetailScreen key={carrierId} carrierId={carrierId} />;
  },
});
