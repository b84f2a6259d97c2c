import { createFileRoute } from '@tanstack/react-router';
import { emailPreferenceQueryOptions } from '../../queries/account.queries.ts';
import { SettingsScreen } from '../../screens/account/SettingsScreen.tsx';

/** Staff's own settings: the same screen as the portal's, with their name and phone. */
export const Route = createFileRoute('/_broker/settings')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(emailPreferenceQueryOptions()).catch(() => undefined),
  component: SettingsScreen,
});
