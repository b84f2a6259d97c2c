import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../../queries/account.queries.ts';
import { ProfileScreen } from '../../screens/account/ProfileScreen.tsx';

export const Route = createFileRoute('/customer/profile')({
  // A failure is shown by the screen (a toast and a line), not as an error page.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQueryOptions()).catch(() => undefined),
  component: ProfileScreen,
});
