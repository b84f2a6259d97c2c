import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import {
  ClientChangeSchema,
  ClientContactSchema,
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  mayMergeClients,
  yearsInBusiness,
  type Client,
  type ClientChange,
  type ClientDetail,
  type ClientContact,
  type ClientRecord,
} from '@workbench/core';
import {
  Alert,
  Button,
  Link,
  EditIcon,
  Select,
  TextArea,
  PlusIcon,
  Spinner,
  Table,
  TextField,
  useToast,
  type TableColumn,
  SectionCard,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { ClaimStatusBadge, SubmissionStatusBadge } from '../../components/badges.tsx';
import { EditConflict, useVersionedSave } from '../../components/EditConflict.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { bound, boundChoice, schemaChecked } from '../../forms/schemaForm.ts';
import { formatBytes, formatDate, formatDateTime, formatMoney, formatNumber, productLabel } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { clientCalls, clientKeys, clientRecordQueryOptions, duplicateClientsQueryOptions } from '../../queries/clients.queries.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { clientHref } from './ClientDirectory.tsx';
import { LossHistorySection } from './LossHistorySection.tsx';
import { MergeDuplicateDialog } from './MergeDuplicateDialog.tsx';
import { EditableItem } from './EditableItem.tsx';
import { NaicsComboBox } from './NaicsComboBox.tsx';
import { PriorCarriersSection } from './PriorCarriersSection.tsx';
import * as styles from './parties.css.ts';

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dash = (value: string | null | undefined) => (value?.trim() ? value : '—');
const submissionHref = (ref: string) => `/submissions/${ref}`;

/** Every write answers with the fresh record: show it at once, and let lists that count clients ask again. */
function useRecordUpdate(clientId: string) {
  const queryClient = useQueryClient();
  return (record: ClientRecord) => {
    queryClient.setQueryData(clientKeys.record(clientId), record);
    void queryClient.invalidateQueries({ queryKey: clientKeys.all, predicate: (q) => q.queryKey[2] !== clientId });
  };
}

/** /parties/clients/$clientId: a client's details, people, history and everything the firm holds for it. */
export function ClientPageScreen({ clientId }: { clientId: string }) {
  const query = useQuery(clientRecordQueryOptions(clientId));
  const back = <Link href="/parties">Back to Parties</Link>;
  if (query.isPending) return <Spinner label="Loading client" />;
  if (query.isError || !query.data) {
    return (
      <Page>
        <PageHeader title="Client not found" subtitle="This client does not exist." actions={back} />
      </Page>
    );
  }
  const record = query.data;
  const { client } = record;
  const subtitle = [client.industry, client.companySize, `Client since ${formatDate(client.createdAt)}`].filter(Boolean).join(' · ');
  return (
    <Page>
      <PageHeader title={client.name} subtitle={subtitle} actions={back} />
      {record.mergedInto ? (
        <Alert
          variant="warning"
          role="none"
          title="Merged client"
          actions={<Link href={clientHref(record.mergedInto.id)}>Open {record.mergedInto.name}</Link>}
        >
          This client was merged into {record.mergedInto.name}; its business is there now.
        </Alert>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Details record={record} />
          <PriorCarriersSection record={record} />
          <Submissions record={record} />
          <Policies record={record} />
          <Claims record={record} />
          <OpenTasks record={record} />
          <Documents record={record} />
        </div>
        <div className={styles.stack}>
          <Contacts record={record} />
          <PortalAccounts record={record} />
          {record.mergedInto ? null : <Duplicates record={record} />}
          <History record={record} />
        </div>
      </div>
      {/* A table of a year per row and nine figures per year: it takes the page's whole width, not a column's. */}
      <LossHistorySection clientId={client.id} />
    </Page>
  );
}

const DETAIL_FIELDS = [
  ['contactPerson', 'Contact person'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['industry', 'Industry'],
  ['companySize', 'Company size'],
  ['address', 'Address'],
] as const;

const NOT_STATED = '—';
const whole = (n: number | null) => formatNumber(n, { missing: NOT_STATED });
const dollars = (n: number | null) => formatMoney(n, { cents: 'never', missing: NOT_STATED });

/** The facts an application asks for, as the page states each; the FEIN in full, as only staff read this page. */
const FACT_FIELDS: readonly [keyof ClientChange, string, (c: ClientDetail) => string][] = [
  ['fein', 'FEIN', (c) => dash(c.fein)],
  ['entityType', 'Entity type', (c) => (c.entityType ? ENTITY_TYPE_LABELS[c.entityType] : NOT_STATED)],
  ['naicsCode', 'NAICS code', (c) => (c.naicsCode ? `${c.naicsCode} ${c.naicsTitle ?? ''}`.trim() : NOT_STATED)],
  [
    'yearStarted',
    'In business since',
    (c) => (c.yearStarted ? `${c.yearStarted} (${counted(yearsInBusiness(c.yearStarted, new Date().getFullYear()), 'year')})` : NOT_STATED),
  ],
  ['annualRevenue', 'Annual revenue', (c) => dollars(c.annualRevenue)],
  ['annualPayroll', 'Annual payroll', (c) => dollars(c.annualPayroll)],
  ['fullTimeEmployees', 'Full-time employees', (c) => whole(c.fullTimeEmployees)],
  ['partTimeEmployees', 'Part-time employees', (c) => whole(c.partTimeEmployees)],
  ['website', 'Website', (c) => dash(c.website)],
  ['operations', 'Description of operations', (c) => dash(c.operations)],
];

function Details({ record }: { record: ClientRecord }) {
  const [editing, setEditing] = useState(false);
  const editable = !record.mergedInto;
  return (
    <SectionCard
      id="client-details"
      title="Details"
      actions={
        editable ? (
          <Button variant="outline" size="sm" onPress={() => setEditing(true)}>
            <EditIcon />
            Edit details
          </Button>
        ) : null
      }
    >
      <dl className={styles.details}>
        {DETAIL_FIELDS.map(([key, label]) => (
          <div key={key} className={styles.detailRow}>
            <dt className={styles.detailTerm}>{label}</dt>
            <dd className={styles.detailValue}>{dash(record.client[key])}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.factsHeading}>For applications</h3>
      <dl className={styles.details} aria-label="For applications">
        {FACT_FIELDS.map(([key, label, show]) => (
          <div key={key} className={key === 'operations' ? `${styles.detailRow} ${styles.wide}` : styles.detailRow}>
            <dt className={styles.detailTerm}>{label}</dt>
            <dd className={styles.detailValue}>{show(record.client)}</dd>
          </div>
        ))}
      </dl>
      {/* Opened afresh each time, so its save writes over the version shown when Edit was pressed. */}
      {editable && editing ? <EditDetailsDialog record={record} isOpen onClose={() => setEditing(false)} /> : null}
    </SectionCard>
  );
}

const CLIENT_LABELS = {
  name: 'Client name',
  ...Object.fromEntries(DETAIL_FIELDS),
  ...Object.fromEntries(FACT_FIELDS.map(([key, label]) => [key, label])),
  yearStarted: 'Year started',
} as Partial<Record<keyof ClientChange, string>>;

/** The legal forms, and a choice of none so a form picked by mistake can be taken back (sent as '', stored as none). */
const ENTITY_CHOICES = [{ id: '', label: 'Not stated' }, ...ENTITY_TYPES.map((id) => ({ id, label: ENTITY_TYPE_LABELS[id] }))];

function EditDetailsDialog({ record, isOpen, onClose }: { record: ClientRecord; isOpen: boolean; onClose: () => void }) {
  const [opened] = useState(record);
  const { client } = opened;
  const { toast } = useToast();
  const show = useRecordUpdate(client.id);
  const edit = useVersionedSave(
    async (base: ClientRecord, change: ClientChange) => show(await clientCalls.update(client.id, change, base.client.version)),
    (saved) => saved.client,
  );
  const saved = (change: ClientChange) => {
    toast({ title: 'Client updated', description: `${change.name?.trim() ?? client.name} is saved; the change is in its history.` });
    onClose();
  };
  const form = useForm({
    defaultValues: {
      name: client.name,
      contactPerson: client.contactPerson ?? '',
      email: client.email ?? '',
      phone: client.phone ?? '',
      industry: client.industry ?? '',
      companySize: client.companySize ?? '',
      address: client.address ?? '',
      fein: client.fein ?? '',
      entityType: client.entityType ?? '',
      naicsCode: client.naicsCode ?? '',
      yearStarted: client.yearStarted?.toString() ?? '',
      annualRevenue: client.annualRevenue?.toString() ?? '',
      annualPayroll: client.annualPayroll?.toString() ?? '',
      fullTimeEmployees: client.fullTimeEmployees?.toString() ?? '',
      partTimeEmployees: client.partTimeEmployees?.toString() ?? '',
      operations: client.operations ?? '',
      website: client.website ?? '',
    },
    ...schemaChecked(ClientChangeSchema),
    onSubmit: async ({ value }) => {
      try {
        const change = v.parse(ClientChangeSchema, value) as ClientChange;
        if (await edit.submit(opened, change)) saved(change);
      } catch (error) {
        toast({ variant: 'destructive', title: 'Client not saved', description: errorMessage(error, 'Failed to save the client') });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title="Edit client details"
      description="Each change is recorded in the client's history with your name."
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      submitLabel="Save details"
      pendingLabel="Saving..."
      isSubmitting={submitting}
      className={styles.formGrid}
    >
      <div className={styles.wide}>
        <EditConflict
          edit={edit}
          labels={CLIENT_LABELS}
          onSaved={saved}
          onKeptTheirs={(theirs) => {
            show(theirs);
            onClose();
          }}
        />
      </div>
      <form.Field name="name">
        {(field) => <TextField label="Client name" isRequired className={styles.wide} {...bound(field)} />}
      </form.Field>
      <form.Field name="contactPerson">{(field) => <TextField label="Contact person" {...bound(field)} />}</form.Field>
      <form.Field name="email">{(field) => <TextField label="Email" type="email" {...bound(field)} />}</form.Field>
      <form.Field name="phone">{(field) => <TextField label="Phone" type="tel" {...bound(field)} />}</form.Field>
      <form.Field name="industry">{(field) => <TextField label="Industry" {...bound(field)} />}</form.Field>
      <form.Field name="companySize">{(field) => <TextField label="Company size" {...bound(field)} />}</form.Field>
      <form.Field name="address">{(field) => <TextField label="Address" className={styles.wide} {...bound(field)} />}</form.Field>
      <h3 className={`${styles.factsHeading} ${styles.wide}`}>For applications</h3>
      <form.Field name="fein">
        {(field) => <TextField label="FEIN" description="NN-NNNNNNN" inputMode="numeric" {...bound(field)} />}
      </form.Field>
      <form.Field name="entityType">
        {(field) => <Select label="Entity type" placeholder="Not stated" items={ENTITY_CHOICES} {...boundChoice(field)} />}
      </form.Field>
      <form.Field name="naicsCode">
        {(field) => (
          <div className={styles.wide}>
            <NaicsComboBox
              value={field.state.value}
              title={client.naicsTitle}
              onChange={(code) => {
                field.handleChange(code);
                field.handleBlur();
              }}
              errorMessage={bound(field).errorMessage}
            />
          </div>
        )}
      </form.Field>
      <form.Field name="yearStarted">{(field) => <TextField label="Year started" inputMode="numeric" {...bound(field)} />}</form.Field>
      <form.Field name="website">{(field) => <TextField label="Website" {...bound(field)} />}</form.Field>
      <form.Field name="annualRevenue">
        {(field) => <TextField label="Annual revenue (USD)" inputMode="numeric" {...bound(field)} />}
      </form.Field>
      <form.Field name="annualPayroll">
        {(field) => <TextField label="Annual payroll (USD)" inputMode="numeric" {...bound(field)} />}
      </form.Field>
      <form.Field name="fullTimeEmployees">
        {(field) => <TextField label="Full-time employees" inputMode="numeric" {...bound(field)} />}
      </form.Field>
      <form.Field name="partTimeEmployees">
        {(field) => <TextField label="Part-time employees" inputMode="numeric" {...bound(field)} />}
      </form.Field>
      <form.Field name="operations">
        {(field) => <TextArea label="Description of operations" className={styles.wide} {...bound(field)} />}
      </form.Field>
    </FormDialog>
  );
}

function Contacts({ record }: { record: ClientRecord }) {
  const { toast } = useToast();
  const show = useRecordUpdate(record.client.id);
  const [editing, setEditing] = useState<ClientContact | 'new' | null>(null);
  const [removing, setRemoving] = useState<ClientContact | null>(null);
  const editable = !record.mergedInto;
  const remove = useMutation({
    mutationFn: (contact: ClientContact) => clientCalls.removeContact(record.client.id, contact.id),
    onSuccess: (updated, contact) => {
      show(updated);
      toast({ title: 'Contact removed', description: `${contact.name} is no longer a contact of ${record.client.name}.` });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Contact not removed', description: errorMessage(error, 'Failed to remove the contact') }),
  });
  return (
    <SectionCard
      id="client-contacts"
      title="Contacts"
      actions={
        editable ? (
          <Button variant="outline" size="sm" onPress={() => setEditing('new')}>
            <PlusIcon />
            Add contact
          </Button>
        ) : null
      }
    >
      {record.contacts.length === 0 ? (
        <p className={styles.muted}>No contacts besides the main contact person.</p>
      ) : (
        <ul className={styles.list} aria-label="Contacts">
          {record.contacts.map((contact) => (
            <EditableItem
              key={contact.id}
              title={contact.name}
              meta={[contact.role, contact.email, contact.phone].filter(Boolean).join(' · ') || 'No details'}
              name={contact.name}
              onEdit={editable ? () => setEditing(contact) : undefined}
              onRemove={editable ? () => setRemoving(contact) : undefined}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <ContactDialog
          key={editing === 'new' ? 'new' : editing.id}
          clientId={record.client.id}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        title={`Remove ${removing?.name ?? 'contact'}?`}
        description="The contact goes from this client; the history keeps that they were removed and by whom."
        confirmLabel="Remove contact"
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
      />
    </SectionCard>
  );
}

function ContactDialog({ clientId, contact, onClose }: { clientId: string; contact: ClientContact | null; onClose: () => void }) {
  const { toast } = useToast();
  const show = useRecordUpdate(clientId);
  const form = useForm({
    defaultValues: { name: contact?.name ?? '', role: contact?.role ?? '', email: contact?.email ?? '', phone: contact?.phone ?? '' },
    ...schemaChecked(ClientContactSchema),
    onSubmit: async ({ value }) => {
      const values = v.parse(ClientContactSchema, value);
      try {
        show(contact ? await clientCalls.updateContact(clientId, contact.id, values) : await clientCalls.addContact(clientId, values));
        toast({ title: contact ? 'Contact saved' : 'Contact added', description: values.name });
        onClose();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Contact not saved', description: errorMessage(error, 'Failed to save the contact') });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={contact ? `Edit ${contact.name}` : 'Add contact'}
      description="Someone to reach at the client besides its main contact person."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel={contact ? 'Save contact' : 'Add contact'}
      pendingLabel="Saving..."
      isSubmitting={submitting}
      className={styles.formGrid}
    >
      <form.Field name="name">{(field) => <TextField label="Name" isRequired {...bound(field)} />}</form.Field>
      <form.Field name="role">{(field) => <TextField label="Role" description="For example: Risk manager" {...bound(field)} />}</form.Field>
      <form.Field name="email">{(field) => <TextField label="Email" type="email" {...bound(field)} />}</form.Field>
      <form.Field name="phone">{(field) => <TextField label="Phone" type="tel" {...bound(field)} />}</form.Field>
    </FormDialog>
  );
}

type Row<K extends keyof ClientRecord> = ClientRecord[K] extends (infer R)[] ? R : never;

function ListSection<T extends { id: string }>({
  id,
  title,
  rows,
  columns,
  emptyText,
}: {
  id: string;
  title: string;
  rows: T[];
  columns: TableColumn<T>[];
  emptyText: string;
}) {
  return (
    <SectionCard id={id} title={`${title} (${rows.length})`}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <Table aria-labelledby={id} columns={columns} rows={rows} emptyText={emptyText} />
      )}
    </SectionCard>
  );
}

function Submissions({ record }: { record: ClientRecord }) {
  const columns: TableColumn<Row<'submissions'>>[] = [
    {
      id: 'submissionId',
      header: 'Submission',
      isRowHeader: true,
      minWidth: 140,
      cell: (s) => <Link href={submissionHref(s.submissionId)}>{s.submissionId}</Link>,
    },
    { id: 'status', header: 'Status', minWidth: 120, cell: (s) => <SubmissionStatusBadge status={s.status} /> },
    { id: 'product', header: 'Product', minWidth: 140, cell: (s) => productLabel(s.product) },
    { id: 'dueDate', header: 'Due', minWidth: 100, cell: (s) => (s.dueDate ? formatDate(s.dueDate) : '—') },
    { id: 'createdAt', header: 'Created', minWidth: 100, cell: (s) => formatDate(s.createdAt) },
  ];
  return <ListSection id="client-submissions" title="Submissions" rows={record.submissions} columns={columns} emptyText="No submissions" />;
}

function Policies({ record }: { record: ClientRecord }) {
  const columns: TableColumn<Row<'policies'>>[] = [
    { id: 'policyNumber', header: 'Policy', isRowHeader: true, minWidth: 130 },
    { id: 'product', header: 'Product', minWidth: 140, cell: (p) => productLabel(p.product) },
    { id: 'status', header: 'Status', minWidth: 90, cell: (p) => p.status.charAt(0).toUpperCase() + p.status.slice(1) },
    { id: 'term', header: 'Term', minWidth: 190, cell: (p) => `${formatDate(p.effectiveDate)} – ${formatDate(p.expirationDate)}` },
    { id: 'premium', header: 'Premium', align: 'end', minWidth: 100, cell: (p) => formatMoney(p.premium) },
  ];
  return <ListSection id="client-policies" title="Policies" rows={record.policies} columns={columns} emptyText="No policies" />;
}

function Claims({ record }: { record: ClientRecord }) {
  const columns: TableColumn<Row<'claims'>>[] = [
    {
      id: 'reference',
      header: 'Claim',
      isRowHeader: true,
      minWidth: 140,
      cell: (c) => <Link href={`/claims/${c.reference}`}>{c.reference}</Link>,
    },
    { id: 'status', header: 'Status', minWidth: 120, cell: (c) => <ClaimStatusBadge status={c.status} /> },
    { id: 'policyNumber', header: 'Policy', minWidth: 120 },
    { id: 'lossDate', header: 'Date of loss', minWidth: 110, cell: (c) => formatDate(c.lossDate) },
    {
      id: 'estimatedAmount',
      header: 'Estimate',
      align: 'end',
      minWidth: 100,
      cell: (c) => (c.estimatedAmount === null ? '—' : formatMoney(c.estimatedAmount)),
    },
  ];
  return <ListSection id="client-claims" title="Claims" rows={record.claims} columns={columns} emptyText="No claims" />;
}

function OpenTasks({ record }: { record: ClientRecord }) {
  const columns: TableColumn<Row<'openTasks'>>[] = [
    { id: 'title', header: 'Task', isRowHeader: true, minWidth: 180 },
    {
      id: 'submissionRef',
      header: 'Submission',
      minWidth: 140,
      cell: (t) => <Link href={submissionHref(t.submissionRef)}>{t.submissionRef}</Link>,
    },
    { id: 'assignedTo', header: 'Assigned to', minWidth: 120, cell: (t) => dash(t.assignedTo) },
    { id: 'dueDate', header: 'Due', minWidth: 100, cell: (t) => (t.dueDate ? formatDate(t.dueDate) : '—') },
    { id: 'priority', header: 'Priority', minWidth: 80 },
  ];
  return <ListSection id="client-tasks" title="Open tasks" rows={record.openTasks} columns={columns} emptyText="No open tasks" />;
}

function Documents({ record }: { record: ClientRecord }) {
  const columns: TableColumn<Row<'documents'>>[] = [
    { id: 'filename', header: 'Document', isRowHeader: true, minWidth: 200 },
    {
      id: 'submissionRef',
      header: 'Submission',
      minWidth: 140,
      cell: (d) => <Link href={submissionHref(d.submissionRef)}>{d.submissionRef}</Link>,
    },
    { id: 'size', header: 'Size', align: 'end', minWidth: 80, cell: (d) => formatBytes(d.size) },
    { id: 'uploadedAt', header: 'Uploaded', minWidth: 110, cell: (d) => formatDate(d.uploadedAt) },
  ];
  return <ListSection id="client-documents" title="Documents" rows={record.documents} columns={columns} emptyText="No documents" />;
}

function PortalAccounts({ record }: { record: ClientRecord }) {
  const state = (a: Row<'portalAccounts'>) =>
    a.status !== 'active' ? 'Not active' : a.emailVerified ? 'Sees shared work' : 'Address not yet proven';
  return (
    <SectionCard id="client-portal" title="Portal accounts">
      {record.portalAccounts.length === 0 ? (
        <p className={styles.muted}>
          {record.client.email
            ? `No portal account uses ${record.client.email}.`
            : 'The client has no email address, so no portal account is bound to it.'}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Portal accounts">
          {record.portalAccounts.map((account) => (
            <li key={account.id} className={styles.listItem}>
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>{account.fullName}</span>
                <span className={styles.itemMeta}>
                  {account.username} · {account.email} · {state(account)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function Duplicates({ record }: { record: ClientRecord }) {
  const user = useQuery(currentUserQueryOptions()).data;
  const query = useQuery(duplicateClientsQueryOptions(record.client.id));
  const { toast } = useToast();
  const show = useRecordUpdate(record.client.id);
  const queryClient = useQueryClient();
  const [merging, setMerging] = useState<{ duplicateId: string | null } | null>(null);
  const mayMerge = !!user && mayMergeClients(user);
  const merged = (updated: ClientRecord, duplicate: Client) => {
    show(updated);
    void queryClient.invalidateQueries({ queryKey: ['submissions'] });
    toast({ title: 'Clients merged', description: `${duplicate.name} was merged into ${record.client.name}.` });
  };
  const candidates = query.data ?? [];
  return (
    <SectionCard
      id="client-duplicates"
      title="Possible duplicates"
      actions={
        mayMerge ? (
          <Button variant="outline" size="sm" onPress={() => setMerging({ duplicateId: null })}>
            Merge duplicate...
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Spinner label="Looking for duplicates" />
      ) : candidates.length === 0 ? (
        <p className={styles.muted}>No other client has a similar name.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Possible duplicates">
            {candidates.map((candidate) => (
              <li key={candidate.client.id} className={styles.listItem}>
                <span className={styles.itemText}>
                  <Link href={clientHref(candidate.client.id)}>{candidate.client.name}</Link>
                  <span className={styles.itemMeta}>
                    {Math.round(candidate.score * 100)}% similar · {counted(candidate.submissions, 'submission')} ·{' '}
                    {counted(candidate.policies, 'policy', 'policies')}
                  </span>
                </span>
                {mayMerge ? (
                  <span className={styles.itemActions}>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Merge ${candidate.client.name} into this client`}
                      onPress={() => setMerging({ duplicateId: candidate.client.id })}
                    >
                      Merge
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {mayMerge ? null : <p className={styles.muted}>A broker manager can merge a duplicate into this client.</p>}
        </>
      )}
      <MergeDuplicateDialog
        record={record}
        duplicateId={merging?.duplicateId}
        isOpen={merging !== null}
        onOpenChange={(open) => (open ? undefined : setMerging(null))}
        onMerged={merged}
      />
    </SectionCard>
  );
}

function History({ record }: { record: ClientRecord }) {
  return (
    <SectionCard id="client-history" title="History">
      {record.history.length === 0 ? (
        <p className={styles.muted}>No changes yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Client history">
          {record.history.map((entry) => (
            <li key={entry.id} className={styles.listItem}>
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>{entry.action}</span>
                <span>{entry.details}</span>
                <span className={styles.itemMeta}>
                  {entry.user} · {formatDateTime(entry.date)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
