import { createFileRoute } from '@tanstack/react-router';
import { emailPreferenceQueryOptions } from '../../queries/account.queries.ts';
import { SettingsScreen } from '../../screens/account/SettingsScreen.tsx';

export const Route = createFileRoute('/customer/settings')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(emailPreferenceQueryOptions()).catch(() => undefined),
  component: SettingsScreen,
});
