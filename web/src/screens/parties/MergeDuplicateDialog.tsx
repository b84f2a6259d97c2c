import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Client, ClientRecord } from '@workbench/core';
import { Alert, Button, ComboBox, Dialog, SelectItem, Spinner } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { clientCalls, clientRecordQueryOptions, clientsQueryOptions } from '../../queries/clients.queries.ts';
import { clientThreadQueryOptions } from '../../queries/work-hub.queries.ts';
import * as styles from './parties.css.ts';

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Merge duplicate...: a broker manager picks the other record of the same client, reads what will move
 * from it to this one, and confirms. The server checks the same rule and moves it all in one transaction.
 */
export function MergeDuplicateDialog({
  record,
  duplicateId,
  isOpen,
  onOpenChange,
  onMerged,
}: {
  record: ClientRecord;
  /** Opens on the confirm step for this client (a possible duplicate the page found). */
  duplicateId?: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: (kept: ClientRecord, duplicate: Client) => void;
}) {
  const kept = record.client;
  const [picked, setPicked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosenId = duplicateId ?? picked;
  const onConfirmStep = confirming || !!duplicateId;
  const clients = useQuery({ ...clientsQueryOptions(), enabled: isOpen && !duplicateId });
  const others = (clients.data ?? []).filter((c) => c.id !== kept.id);
  const duplicate = useQuery({ ...clientRecordQueryOptions(chosenId ?? ''), enabled: isOpen && onConfirmStep && !!chosenId });
  const thread = useQuery({ ...clientThreadQueryOptions(chosenId ?? ''), enabled: isOpen && onConfirmStep && !!chosenId });
  const merge = useMutation({
    mutationFn: (id: string) => clientCalls.merge(kept.id, id),
    onSuccess: (updated) => {
      if (duplicate.data) onMerged(updated, duplicate.data.client);
      close();
    },
  });

  const close = () => {
    setPicked(null);
    setConfirming(false);
    merge.reset();
    onOpenChange(false);
  };

  const name = duplicate.data?.client.name ?? 'the duplicate';
  const moving = duplicate.data
    ? [
        counted(duplicate.data.submissions.length, 'submission'),
        counted(duplicate.data.policies.length, 'policy', 'policies'),
        counted(duplicate.data.claims.length, 'claim'),
        counted(duplicate.data.contacts.length, 'contact'),
        `${counted(thread.data?.messages.length ?? 0, 'message')} of its general thread`,
        counted(duplicate.data.portalAccounts.length, 'portal account'),
      ]
    : [];
  const footer = onConfirmStep ? (
    <>
      {duplicateId ? (
        <Button variant="outline" slot="close">
          Cancel
        </Button>
      ) : (
        <Button variant="outline" onPress={() => setConfirming(false)}>
          Back
        </Button>
      )}
      <Button
        variant="destructive"
        isDisabled={!duplicate.data || thread.isPending}
        isPending={merge.isPending}
        pendingLabel="Merging..."
        onPress={() => chosenId && merge.mutate(chosenId)}
      >
        Merge clients
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" slot="close">
        Cancel
      </Button>
      <Button isDisabled={!picked} onPress={() => setConfirming(true)}>
        Review merge
      </Button>
    </>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={onConfirmStep ? `Merge ${name} into ${kept.name}?` : 'Merge duplicate...'}
      description={
        onConfirmStep
          ? `${name} leaves the directory and its history records the merge. This cannot be undone.`
          : `Choose the other record of this client. Its business moves to ${kept.name}.`
      }
      footer={footer}
    >
      {merge.isError ? (
        <Alert variant="destructive" title="Clients not merged">
          {errorMessage(merge.error, 'Failed to merge the clients')}
        </Alert>
      ) : null}
      {onConfirmStep ? (
        duplicate.isPending || thread.isPending ? (
          <Spinner label="Counting what moves" />
        ) : duplicate.isError ? (
          <Alert variant="destructive">Failed to load the client. Please try again.</Alert>
        ) : (
          <>
            <p className={styles.muted}>Moves to {kept.name}:</p>
            <ul className={styles.list} aria-label="What moves">
              {moving.map((line) => (
                <li key={line} className={styles.listItem}>
                  {line}
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <ComboBox<Client>
          label="Duplicate client"
          placeholder="Search clients by name"
          defaultItems={others}
          selectedKey={picked}
          onSelectionChange={(key) => setPicked(key === null ? null : String(key))}
          description={clients.isError ? 'Failed to load clients. Please try again.' : undefined}
        >
          {(client) => (
            <SelectItem id={client.id} textValue={client.name}>
              {client.email ? `${client.name} · ${client.email}` : client.name}
            </SelectItem>
          )}
        </ComboBox>
      )}
    </Dialog>
  );
}
