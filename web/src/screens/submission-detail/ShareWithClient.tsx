import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@workbench/core';
import { Button, Tooltip, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useClientNotification } from '../../components/useClientNotification.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import * as styles from './detail.css.ts';

const NO_ADDRESS_REASON = 'Add an e-mail address to the client to share this submission';

/**
 * Whether the client sees the submission in the customer portal, with the button that changes it. Sharing
 * names who will see it where, and mails the client as the wizard does; stopping says who loses sight of it.
 * The portal finds a client's submissions by the client's address, so without one there is nothing to share.
 */
export function ShareWithClient({ submission, queryId }: { submission: Submission; queryId: string }) {
  const { toast } = useToast();
  const notifyClient = useClientNotification();
  const user = useQuery(currentUserQueryOptions());
  const [confirming, setConfirming] = useState(false);
  const change = useSubmissionMutation(queryId, (shareWithClient: boolean) =>
    submissionCalls.patch(submission.id, { shareWithClient }, submission.version),
  );
  const { clientName, clientEmail, submissionId, shareWithClient: shared } = submission;

  const onConfirm = async () => {
    setConfirming(false);
    try {
      await change.mutateAsync(!shared);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: shared ? 'Could not stop sharing' : 'Could not share',
        description: errorMessage(error, shared ? 'Failed to stop sharing the submission' : 'Failed to share the submission'),
      });
      return;
    }
    if (shared) {
      toast({ title: 'Sharing stopped', description: `${clientName} no longer sees ${submissionId} in the customer portal.` });
      return;
    }
    toast({ title: 'Shared with client', description: `${clientName} can now see ${submissionId} in the customer portal.` });
    if (clientEmail) await notifyClient({ to: clientEmail, submissionId, clientName, brokerName: user.data?.fullName ?? '' });
  };

  const button = (
    <Button
      size="sm"
      variant="outline"
      onPress={() => setConfirming(true)}
      isDisabled={!shared && !clientEmail}
      aria-describedby={!shared && !clientEmail ? 'share-disabled-reason' : undefined}
      isPending={change.isPending}
      pendingLabel={shared ? 'Stopping...' : 'Sharing...'}
    >
      {shared ? 'Stop sharing' : 'Share with client'}
    </Button>
  );

  return (
    <span className={styles.sharing}>
      <span>{shared ? 'Yes' : 'No'}</span>
      {shared || clientEmail ? (
        button
      ) : (
        <>
          <Tooltip content={NO_ADDRESS_REASON}>{button}</Tooltip>
          <span id="share-disabled-reason" className={styles.sharingReason}>
            {NO_ADDRESS_REASON}
          </span>
        </>
      )}
      <ConfirmDialog
        title={shared ? 'Stop sharing with client?' : 'Share with client?'}
        description={
          shared
            ? `${clientName} will no longer see ${submissionId} in the customer portal.`
            : `${clientName} will see ${submissionId} in the customer portal at ${clientEmail}. A notification e-mail goes to that address.`
        }
        confirmLabel={shared ? 'Stop sharing' : 'Share with client'}
        destructive={shared}
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void onConfirm()}
      />
    </span>
  );
}
