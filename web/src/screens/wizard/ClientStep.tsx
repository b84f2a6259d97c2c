import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useStore } from '@tanstack/react-form';
import { NewClientSchema, type Client } from '@workbench/core';
import {
  Alert,
  Button,
  Link,
  RadioCard,
  RadioCardGroup,
  SearchField,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  useToast,
} from '@workbench/ui-kit';
import { clientsQueryOptions } from '../../queries/clients.queries.ts';
import { similarClientsQueryOptions, type SimilarClient } from '../../queries/wizard.queries.ts';
import { chooseClient, emptyNewClient, matchesClient, switchClientTab, type NewClientDraft } from './draft.ts';
import { firstError, schemaValidator } from '../../forms/fieldErrors.ts';
import { backPath, stepLabel, stepPath, STEP_TITLES } from './steps.ts';
import { useWizardDraft, useWizardNavigate } from './useWizardDraft.ts';
import { StepHeader, WizardFooter } from './WizardLayout.tsx';
import * as styles from './wizard.css.ts';

/** The step's own complaints, named so they leave the screen once the broker has dealt with them. */
const CLIENT_REQUIRED = 'wizard-client-required';
const CLIENT_NAME_REQUIRED = 'wizard-client-name-required';

const STATUS_TEXT: Record<string, string> = { pending: 'Pending', in_progress: 'In Progress', in_review: 'In Review' };

/** A value that follows `value` once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Step 1 'Select Client': an existing client, or a new one created here. */
export function ClientStep() {
  const { draft, update } = useWizardDraft();
  const go = useWizardNavigate();
  const { toast, dismiss } = useToast();

  const form = useForm({
    defaultValues: draft.newClient,
    validators: { onSubmit: schemaValidator(NewClientSchema) },
    listeners: {
      onChange: ({ formApi }) => {
        const values = formApi.state.values as NewClientDraft;
        update((d) => (d.clientTab === 'new' ? { ...d, newClient: values } : d));
      },
    },
    // The new client is kept in the draft and created only with the submission, when it is saved: a broker
    // who abandons the wizard leaves no client behind.
    onSubmit: () => go(stepPath('coverage')),
  });

  // A complaint goes as soon as its cause does: a client chosen, a name typed; leaving the step takes both.
  const name = useStore(form.store, (s) => s.values.name);
  useEffect(() => {
    if (draft.client) dismiss(CLIENT_REQUIRED);
  }, [draft.client, dismiss]);
  useEffect(() => {
    if (name.trim() !== '') dismiss(CLIENT_NAME_REQUIRED);
  }, [name, dismiss]);
  useEffect(
    () => () => {
      dismiss(CLIENT_REQUIRED);
      dismiss(CLIENT_NAME_REQUIRED);
    },
    [dismiss],
  );

  // biome-ignore lint/correctness/noComponentHookFactories: an event handler that picks a client, not a hook
  const useExisting = (client: Client) => {
    update(chooseClient(client));
    form.reset(emptyNewClient());
  };

  const onContinue = () => {
    if (draft.clientTab === 'existing') {
      if (!draft.client) {
        toast({ id: CLIENT_REQUIRED, variant: 'destructive', title: 'Client Required', description: 'Please select a client to continue' });
        return;
      }
      go(stepPath('coverage'));
      return;
    }
    if (form.state.values.name.trim() === '') {
      toast({
        id: CLIENT_NAME_REQUIRED,
        variant: 'destructive',
        title: 'Client Name Required',
        description: 'Please enter a client name to continue',
      });
      return;
    }
    void form.handleSubmit();
  };

  return (
    <>
      <StepHeader title={STEP_TITLES.client} counter={stepLabel('client')} />
      <Tabs
        variant="pill"
        selectedKey={draft.clientTab}
        onSelectionChange={(key) => update(switchClientTab(key === 'new' ? 'new' : 'existing'))}
      >
        <TabList aria-label="Client source">
          <Tab id="existing">Existing Client</Tab>
          <Tab id="new">New Client</Tab>
        </TabList>
        <TabPanel id="existing">
          <ExistingClients selected={draft.client} onSelect={useExisting} />
        </TabPanel>
        <TabPanel id="new">
          <div className={styles.stack}>
            <form
              noValidate
              aria-label="New client"
              onSubmit={(event) => {
                event.preventDefault();
                onContinue();
              }}
            >
              <div className={styles.formGrid}>
                <form.Field name="name">
                  {(field) => (
                    <TextField
                      label="Company Name"
                      isRequired
                      name={field.name}
                      value={field.state.value}
                      onChange={field.handleChange}
                      onBlur={field.handleBlur}
                      errorMessage={firstError(field.state.meta.errors)}
                      placeholder="e.g. Summit Ridge Manufacturing"
                    />
                  )}
                </form.Field>
                <form.Field name="contactPerson">
                  {(field) => (
                    <TextField label="Contact Person" name={field.name} value={field.state.value} onChange={field.handleChange} />
                  )}
                </form.Field>
                <form.Field name="email">
                  {(field) => (
                    <TextField
                      label="Email"
                      type="email"
                      // The schema's message, not the browser's, says what is wrong.
                      validationBehavior="aria"
                      name={field.name}
                      value={field.state.value}
                      onChange={field.handleChange}
                      errorMessage={firstError(field.state.meta.errors)}
                    />
                  )}
                </form.Field>
                <form.Field name="phone">
                  {(field) => (
                    <TextField label="Phone" type="tel" name={field.name} value={field.state.value} onChange={field.handleChange} />
                  )}
                </form.Field>
                <form.Field name="address">
                  {(field) => (
                    <TextField
                      className={styles.fullWidth}
                      label="Address"
                      name={field.name}
                      value={field.state.value}
                      onChange={field.handleChange}
                    />
                  )}
                </form.Field>
              </div>
            </form>
            <DuplicateWarning name={name} onUse={useExisting} />
          </div>
        </TabPanel>
      </Tabs>
      <WizardFooter backLabel="Cancel" onBack={() => go(backPath({ kind: 'step', step: 'client' }))} onContinue={onContinue} />
    </>
  );
}

function ExistingClients({ selected, onSelect }: { selected: Client | null; onSelect: (client: Client) => void }) {
  const [search, setSearch] = useState('');
  const clients = useQuery(clientsQueryOptions());
  const shown = useMemo(() => (clients.data ?? []).filter((c) => matchesClient(c, search)), [clients.data, search]);

  return (
    <div className={styles.stack}>
      <SearchField label="Search clients" placeholder="Search by name, contact person or email" value={search} onChange={setSearch} />
      {clients.isPending ? (
        <Spinner label="Loading clients" showLabel />
      ) : clients.isError ? (
        <Alert
          variant="destructive"
          actions={
            <Button variant="outline" size="sm" onPress={() => void clients.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load clients. Please try again.
        </Alert>
      ) : shown.length === 0 ? (
        <p className={styles.muted} role="status">
          No clients found. Try a different search or create a new client.
        </p>
      ) : (
        <div className={styles.clientList}>
          <RadioCardGroup
            aria-label="Clients"
            value={selected?.id ?? null}
            onChange={(id) => {
              const client = clients.data?.find((c) => c.id === id);
              if (client) onSelect(client);
            }}
          >
            {shown.map((client) => (
              <RadioCard
                key={client.id}
                value={client.id}
                title={client.name}
                description={[client.contactPerson, client.email].filter(Boolean).join(' · ') || undefined}
              >
                {client.phone ?? undefined}
              </RadioCard>
            ))}
          </RadioCardGroup>
        </div>
      )}
      {selected ? <OpenSubmissionsWarning client={selected} /> : null}
    </div>
  );
}

/** The chosen client already has submissions in flight: the broker may want one of those instead. */
function OpenSubmissionsWarning({ client }: { client: Client }) {
  const similar = useQuery(similarClientsQueryOptions(client.name));
  const open = similar.data?.find((m) => m.client.id === client.id)?.openSubmissions ?? [];
  if (open.length === 0) return null;
  return (
    <Alert variant="warning" title={`${client.name} already has ${open.length} open submission${open.length === 1 ? '' : 's'}`}>
      <p>Check these before starting another one:</p>
      <OpenSubmissionLinks open={open} />
    </Alert>
  );
}

function OpenSubmissionLinks({ open }: { open: SimilarClient['openSubmissions'] }) {
  return (
    <ul className={styles.warningList}>
      {open.map((s) => (
        <li key={s.id}>
          <Link href={`/submissions/${s.submissionId}`}>{s.submissionId}</Link> ({STATUS_TEXT[s.status] ?? s.status})
        </li>
      ))}
    </ul>
  );
}

/** Before a new client is created: existing clients with a similar name, each one press away. */
function DuplicateWarning({ name, onUse }: { name: string; onUse: (client: Client) => void }) {
  const settled = useSettled(name);
  const similar = useQuery(similarClientsQueryOptions(settled));
  const matches = settled.trim().length >= 2 ? (similar.data ?? []) : [];
  if (matches.length === 0) return null;
  return (
    <Alert variant="warning" title="This client may already exist">
      <p>Existing clients with a similar name:</p>
      <ul className={styles.warningList}>
        {matches.map((match) => (
          <li key={match.client.id}>
            <div className={styles.row}>
              <strong>{match.client.name}</strong>
              {match.client.contactPerson ? <span className={styles.muted}>{match.client.contactPerson}</span> : null}
              <Button
                size="sm"
                variant="outline"
                onPress={() => onUse(match.client)}
                aria-label={`Use existing client ${match.client.name}`}
              >
                Use Existing Client
              </Button>
            </div>
            {match.openSubmissions.length > 0 ? (
              <>
                <span className={styles.muted}>
                  {match.openSubmissions.length} open submission{match.openSubmissions.length === 1 ? '' : 's'}:
                </span>
                <OpenSubmissionLinks open={match.openSubmissions} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
