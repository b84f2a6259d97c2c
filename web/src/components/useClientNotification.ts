import { useCallback } from 'react';
import { useToast } from '@workbench/ui-kit';
import { sendSubmissionEmail } from '../queries/wizard.queries.ts';

/** Notification toasts stay 5 seconds: they name an address worth reading. */
export const NOTIFICATION_TOAST_MS = 5000;

/**
 * E-mails the client that a submission is shared with them, and says how it went. The submission is saved
 * already: a failed e-mail neither undoes nor blocks it, it is only reported.
 */
export function useClientNotification() {
  const { toast } = useToast();
  return useCallback(
    async (notification: Parameters<typeof sendSubmissionEmail>[0]) => {
      try {
        await sendSubmissionEmail(notification);
        toast({
          title: 'Notification Sent',
          description: `An email notification has been sent to ${notification.to}`,
          duration: NOTIFICATION_TOAST_MS,
        });
      } catch {
        toast({
          variant: 'destructive',
          title: 'Email Notification Failed',
          description: 'Could not send email notification to client',
          duration: NOTIFICATION_TOAST_MS,
        });
      }
    },
    [toast],
  );
}
