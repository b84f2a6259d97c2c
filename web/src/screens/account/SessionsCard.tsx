import { useMutation } from '@tanstack/react-query';
import { plural } from '@workbench/core';
import { Button, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { signOutOtherSessions } from '../../queries/account.queries.ts';
import { AccountSection } from './AccountSection.tsx';
import * as styles from './account.css.ts';

/** Ends every session of the account but this one: a phone left signed in, a shared computer. */
export function SessionsCard() {
  const { toast } = useToast();
  const signOut = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ signedOut }) =>
      toast({
        variant: 'success',
        title: signedOut > 0 ? 'Other sessions signed out' : 'No other sessions',
        description:
          signedOut > 0
            ? `${plural(signedOut, 'session was', 'sessions were')} signed out. You stay signed in here.`
            : 'You were signed in nowhere else.',
      }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The other sessions could not be signed out') }),
  });
  return (
    <AccountSection
      id="sessions-title"
      title="Sessions"
      description="Signed in on a computer or phone you no longer use? Sign out everywhere except here."
    >
      <div className={styles.actions}>
        <Button variant="outline" onPress={() => signOut.mutate()} isPending={signOut.isPending} pendingLabel="Signing out...">
          Sign out other sessions
        </Button>
      </div>
    </AccountSection>
  );
}
