import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@workbench/core';
import { Alert, Button } from '@workbench/ui-kit';
import { ApiError, errorMessage } from '../../api/client.ts';
import { currentUserKey, resendVerification } from '../../queries/auth.queries.ts';
import * as styles from './EmailConfirmationBanner.css.ts';

/**
 * Shown on every portal page until the customer opens the link mailed to their address: until then the
 * portal shows nothing of their clients' work. 'Resend link' mails a new one and says where it went.
 */
export function EmailConfirmationBanner({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: resendVerification,
    onError: (error) => {
      // Confirmed meanwhile (in another tab): fetch the account again and the banner goes away.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });

  return (
    <div className={styles.wrap}>
      <Alert variant="warning" live="status" title="Confirm your e-mail address">
        {/* The button sits beside the text on wide screens and drops below it on narrow ones. */}
        <span className={styles.layout}>
          <span className={styles.text}>
            <span>
              We sent a confirmation link to <span className={styles.address}>{user.email}</span>. Open it to see your submissions, policies
              and updates here.
            </span>
            {resend.isSuccess ? <span className={styles.result}>We sent a new link to {resend.data.to}.</span> : null}
            {resend.isError ? <span className={styles.failed}>{errorMessage(resend.error, 'The link could not be sent')}</span> : null}
          </span>
          <Button variant="outline" size="sm" onPress={() => resend.mutate()} isPending={resend.isPending} pendingLabel="Sending...">
            Resend link
          </Button>
        </span>
      </Alert>
    </div>
  );
}
