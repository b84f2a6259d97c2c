import { Outlet, createFileRoute } from '@tanstack/react-router';
import { CUSTOMER_ROLES, requireUser } from '../auth/guards.ts';
import { MessagePage } from '../components/StatusPages.tsx';
import { ZoneErrorPage } from '../screens/access/ZoneErrorPage.tsx';
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
  notFoundComponent: () => <MessagePage title="Page Not Found" text="The page you are looking for does not exist." />,
});
