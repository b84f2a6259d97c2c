import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireCarrierUnderwriter } from '../auth/guards.ts';
import { ZoneErrorPage } from '../screens/access/ZoneErrorPage.tsx';
import { CarrierDeskShell } from '../screens/carrier-desk/CarrierDeskShell.tsx';

/** The carrier desk: every path under /carrier-desk, for a carrier's underwriters only, in its own frame. */
export const Route = createFileRoute('/carrier-desk')({
  beforeLoad: ({ context, location }) => requireCarrierUnderwriter(context.queryClient, location),
  component: () => (
    <CarrierDeskShell>
      <Outlet />
    </CarrierDeskShell>
  ),
  errorComponent: ZoneErrorPage,
});
