import { useForm } from '@tanstack/react-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { InvitationSchema, type Client } from '@workbench/core';
import { Alert, Button, ComboBox, Dialog, SelectItem, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import { schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { clientsQueryOptions, sendInvitation } from '../../queries/clients.queries.ts';
import * as styles from './FilterPanel.css.ts';

/**
 * Send Submission Form: e-mails a client an invitation to fill in their submission in the portal. The
 * choice is checked with core's invitation schema, as the server checks it; Send waits for a client with
 * an address, the one thing the invitation cannot go without.
 */
export function SendFormDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { toast } = useToast();
  const clients = useQuery({ ...clientsQueryOptions(), enabled: isOpen });

  const send = useMutation({
    mutationFn: (client: Client) => sendInvitation(client.id),
    onSuccess: (_, client) => {
      toast({ title: 'Submission form sent', description: `An invitation was e-mailed to ${client.email ?? client.name}.` });
      close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Sending failed', description: errorMessage(error, 'Could not send the submission form') });
    },
  });

  const form = useForm({
    defaultValues: { clientId: '' },
    ...schemaChecked(InvitationSchema),
    onSubmit: ({ value }) => {
      const client = clients.data?.find((c) => c.id === value.clientId);
      if (client) send.mutate(client);
    },
  });

  const close = () => {
    form.reset();
    onOpenChange(false);
  };

  return (
    <form.Subscribe selector={(state) => state.values.clientId}>
      {(clientId) => {
        const chosen = clients.data?.find((c) => c.id === clientId);
        return (
          <Dialog
            isOpen={isOpen}
            onOpenChange={(open) => (open ? onOpenChange(true) : close())}
            title="Send Submission Form"
            description="The client receives an e-mail with a link to the customer portal, where they fill in their submission."
            footer={
              <div className={styles.footer}>
                <Button variant="ghost" onPress={close}>
                  Cancel
                </Button>
                <Button type="submit" form={form.formId} isDisabled={!chosen?.email} isPending={send.isPending} pendingLabel="Sending...">
                  Send
                </Button>
              </div>
            }
          >
            <FormElement form={form} className={styles.fields}>
              {clients.isError ? <Alert variant="destructive">Failed to load clients. Please try again.</Alert> : null}
              <form.Field name="clientId">
                {(field) => (
                  <ComboBox<Client>
                    label="Client"
                    placeholder="Search clients by name"
                    defaultItems={clients.data ?? []}
                    selectedKey={field.state.value || null}
                    onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
                    onBlur={field.handleBlur}
                    errorMessage={shownError(field)}
                    description={
                      chosen ? (chosen.email ? `Sends to ${chosen.email}` : 'This client has no e-mail address on file.') : undefined
                    }
                  >
                    {(client) => (
                      <SelectItem id={client.id} textValue={client.name}>
                        {client.name}
                      </SelectItem>
                    )}
                  </ComboBox>
                )}
              </form.Field>
            </FormElement>
          </Dialog>
        );
      }}
    </form.Subscribe>
  );
}
