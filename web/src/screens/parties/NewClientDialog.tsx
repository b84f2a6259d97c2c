import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewClientSchema } from '@workbench/core';
import { Alert, Link, TextField, useToast } from '@workbench/ui-kit';
import { errorMessage, fieldIssues } from '../../api/client.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { refusedFieldError, type RefusedFields } from '../../forms/fieldErrors.ts';
import { bound, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { clientKeys } from '../../queries/clients.queries.ts';
import { clientsOnFile, createClient, similarClientsQueryOptions, type ClientOnFile } from '../../queries/wizard.queries.ts';
import { ClientOnFileNotice } from '../../components/ClientOnFileNotice.tsx';
import { clientHref } from './ClientDirectory.tsx';
import * as styles from './parties.css.ts';

const EMPTY = { name: '', contactPerson: '', email: '', phone: '', address: '' };

/** How long typing may pause before the dialog looks for clients with a similar name. */
const NAME_PAUSE_MS = 350;

/**
 * A client added straight from the directory, with the fields the new-submission wizard asks for; the rest
 * (industry, size, more contacts) is kept on the client's page, which opens once the client is saved.
 */
export function NewClientDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [refused, setRefused] = useState<RefusedFields>();
  const [failure, setFailure] = useState<string>();
  const [onFile, setOnFile] = useState<ClientOnFile[]>([]);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setRefused(undefined);
    setFailure(undefined);
    setOnFile([]);
    onClose();
  };
  const save = async (value: typeof EMPTY, confirmDuplicate: boolean) => {
    setRefused(undefined);
    setFailure(undefined);
    setOnFile([]);
    // POST /api/clients takes the wizard's five fields, the last four null when empty.
    const { name, contactPerson, email, phone, address } = v.parse(NewClientSchema, value);
    try {
      const client = await createClient({ name, contactPerson, email, phone, address }, { confirmDuplicate });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      toast({ title: 'Client added', description: `${client.name} is in the client directory.` });
      form.reset();
      close();
      void navigate({ to: '/parties/clients/$clientId', params: { clientId: client.id } });
    } catch (error) {
      const same = clientsOnFile(error);
      if (same.length > 0) return setOnFile(same);
      const issues = fieldIssues(error).filter((issue) => issue.path in EMPTY);
      setRefused({ values: value, issues });
      // A refusal that names a field shows under it; anything else is said above the fields.
      if (issues.length === 0) setFailure(errorMessage(error, 'Failed to add the client'));
    }
  };
  const form = useForm({
    defaultValues: EMPTY,
    ...schemaChecked(NewClientSchema),
    onSubmit: ({ value }) => save(value, false),
  });
  const createAnyway = async () => {
    setConfirming(true);
    await save(form.state.values, true);
    setConfirming(false);
  };
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const name = useStore(form.store, (state) => state.values.name);
  // The server's word on a field stays under it until the field is changed.
  const errorOf = (f: { name: string; state: { value: unknown; meta: { isBlurred: boolean; errors: readonly unknown[] } } }) =>
    shownError(f) ?? refusedFieldError(refused, f.name, f.state.value);
  return (
    <FormDialog
      title="New client"
      description="A company the firm works for. Industry, size and more contacts can be added on its page."
      isOpen={isOpen}
      onClose={close}
      form={form}
      submitLabel="Add client"
      pendingLabel="Adding..."
      isSubmitting={submitting}
      className={styles.formGrid}
    >
      {failure ? (
        <Alert variant="destructive" title="Client not added" className={styles.wide}>
          {failure}
        </Alert>
      ) : null}
      {onFile.length > 0 ? (
        <ClientOnFileNotice clients={onFile} onCreateAnyway={() => void createAnyway()} isPending={confirming} className={styles.wide} />
      ) : null}
      <form.Field name="name">
        {(f) => <TextField label="Client name" isRequired autoFocus className={styles.wide} {...bound(f)} errorMessage={errorOf(f)} />}
      </form.Field>
      <form.Field name="contactPerson">{(f) => <TextField label="Contact person" {...bound(f)} errorMessage={errorOf(f)} />}</form.Field>
      <form.Field name="email">
        {(f) => <TextField label="Email" type="email" validationBehavior="aria" {...bound(f)} errorMessage={errorOf(f)} />}
      </form.Field>
      <form.Field name="phone">{(f) => <TextField label="Phone" type="tel" {...bound(f)} errorMessage={errorOf(f)} />}</form.Field>
      <form.Field name="address">
        {(f) => <TextField label="Address" className={styles.wide} {...bound(f)} errorMessage={errorOf(f)} />}
      </form.Field>
      <SimilarClients name={name} />
    </FormDialog>
  );
}

/** Clients already on file with a similar name: the one wanted may exist, and a second record splits its history. */
function SimilarClients({ name }: { name: string }) {
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name), NAME_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const similar = useQuery(similarClientsQueryOptions(settled));
  const matches = settled.trim().length >= 2 ? (similar.data ?? []) : [];
  if (matches.length === 0) return null;
  return (
    <Alert variant="warning" title="This client may already exist" className={styles.wide}>
      <ul className={styles.list}>
        {matches.map((match) => (
          <li key={match.client.id}>
            <Link href={clientHref(match.client.id)}>{match.client.name}</Link>
            {match.client.contactPerson ? ` · ${match.client.contactPerson}` : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
