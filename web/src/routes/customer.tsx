import { Outlet, createFileRoute } from '@tanstack/react-router';
import { CUSTOMER_ROLES, requireUser } from '../auth/guards.ts';
import { ZoneErrorPage } from '../screens/access/ZoneErrorPage.tsx';
import { CustomerNotFoundPage } from '../screens/customer/CustomerNotFoundPage.tsx';
import { CustomerShell } from '../screens/customer/CustomerShell.tsx';

/** The customer portal: every path under /customer, for customers only, in the portal's own shell. */
export const Route = createFileRoute('/customer')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, CUSTOMER_ROLES, location),
  component: () => (
    <CustomerShell>
      <Outlet />
    </CustomerShell>
  ),
  errorComponent: ZoneErrorPage,
  notFoundComponent: CustomerNotFoundPage,
});
