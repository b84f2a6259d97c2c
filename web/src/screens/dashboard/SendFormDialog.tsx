import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Client } from '@workbench/core';
import { Alert, Button, ComboBox, Dialog, SelectItem, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { clientsQueryOptions, sendInvitation } from '../../queries/clients.queries.ts';
import * as styles from './FilterPanel.css.ts';

/** Send Submission Form: e-mails a client an invitation to fill in their submission in the portal. */
export function SendFormDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { toast } = useToast();
  const clients = useQuery({ ...clientsQueryOptions(), enabled: isOpen });
  const [clientId, setClientId] = useState<string | null>(null);
  const chosen = clients.data?.find((c) => c.id === clientId);

  const send = useMutation({
    mutationFn: (client: Client) => sendInvitation(client.id),
    onSuccess: (_, client) => {
      toast({ title: 'Submission form sent', description: `An invitation was e-mailed to ${client.email ?? client.name}.` });
      setClientId(null);
      onOpenChange(false);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Sending failed', description: errorMessage(error, 'Could not send the submission form') });
    },
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Send Submission Form"
      description="The client receives an e-mail with a link to the customer portal, where they fill in their submission."
      footer={
        <div className={styles.footer}>
          <Button variant="ghost" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            isDisabled={!chosen?.email}
            isPending={send.isPending}
            pendingLabel="Sending..."
            onPress={() => chosen && send.mutate(chosen)}
          >
            Send
          </Button>
        </div>
      }
    >
      <div className={styles.fields}>
        {clients.isError ? <Alert variant="destructive">Failed to load clients. Please try again.</Alert> : null}
        <ComboBox<Client>
          label="Client"
          placeholder="Search clients by name"
          defaultItems={clients.data ?? []}
          selectedKey={clientId}
          onSelectionChange={(key) => setClientId(key === null ? null : String(key))}
          description={chosen ? (chosen.email ? `Sends to ${chosen.email}` : 'This client has no e-mail address on file.') : undefined}
        >
          {(client) => (
            <SelectItem id={client.id} textValue={client.name}>
              {client.name}
            </SelectItem>
          )}
        </ComboBox>
      </div>
    </Dialog>
  );
}
