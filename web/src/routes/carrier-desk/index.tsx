import { createFileRoute } from '@tanstack/react-router';
import { carrierDeskQueryOptions } from '../../queries/carrier-desk.queries.ts';
import { CarrierDeskList } from '../../screens/carrier-desk/CarrierDeskList.tsx';

export const Route = createFileRoute('/carrier-desk/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(carrierDeskQueryOptions()).catch(() => undefined),
  component: CarrierDeskList,
});
