import { useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_ACTION_LABELS,
  AccountCreateSchema,
  BindAuthoritySchema,
  PasswordResetSchema,
  bindAuthority,
  placementRights,
  roleLabel,
  type AccountEvent,
  type AccountOverview,
  type ActivityEntry,
  type SessionOverview,
  type ThrottleEntry,
  type User,
} from '@workbench/core';
import {
  Badge,
  Button,
  CellLink,
  Checkbox,
  Link,
  NumberField,
  SearchField,
  Select,
  Tab,
  TabList,
  TabPanel,
  Table,
  Tabs,
  TextField,
  truncate,
  useToast,
  wrapAnywhere,
  type TableColumn,
} from '@workbench/ui-kit';
import * as v from 'valibot';
import { errorMessage } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { bound, boundChoice, schemaChecked } from '../../forms/schemaForm.ts';
import { formatDateTime, formatMoney } from '../../format.ts';
import {
  accountChangesQueryOptions,
  accountsQueryOptions,
  adminKeys,
  auditQueryOptions,
  changeRole,
  clearThrottle,
  createAccount,
  resetPassword,
  setBindAuthority,
  setAccountCarrier,
  revokeSession,
  sessionsQueryOptions,
  setActive,
  type StaffRole,
  throttleQueryOptions,
} from '../../queries/admin.queries.ts';
import { carriersQueryOptions } from '../../queries/carriers.queries.ts';
import * as styles from '../organisation/organisation.css.ts';

const STAFF_ROLES: { id: StaffRole; label: string }[] = [
  { id: 'broker', label: roleLabel('broker') },
  { id: 'broker_manager', label: roleLabel('broker_manager') },
  { id: 'insurer', label: roleLabel('insurer') },
];
/** The choice of an insurer who underwrites for the firm itself rather than a carrier. */
const FIRM_UNDERWRITER = '__firm__';
const STATUS_TONES = { active: 'green', pending: 'yellow', refused: 'red', deactivated: 'neutral' } as const;
const STATUS_LABELS = { active: 'Active', pending: 'Awaiting approval', refused: 'Refused', deactivated: 'Deactivated' } as const;

/** One mutation helper: a toast either way, and every administration list read again afterwards. */
function useAdminAction<A>(run: (arg: A) => Promise<unknown>, done: (arg: A) => string, failed: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: (_r, arg) => toast({ title: 'Done', description: done(arg) }),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, failed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** /admin: broker managers' tools for the firm's accounts, sessions, sign-in lockouts and the audit log. */
export function AdminScreen({ user }: { user: User }) {
  return (
    <Page>
      <PageHeader
        title="Administration"
        subtitle={
          <>
            Accounts and the changes made to them, who is signed in, sign-in lockouts and what was done across submissions. Self-registered
            staff wait in <Link href="/approvals">Account approvals</Link>.
          </>
        }
      />
      <Tabs defaultSelectedKey="accounts">
        <TabList aria-label="Administration sections">
          <Tab id="accounts">Accounts</Tab>
          <Tab id="sessions">Sessions</Tab>
          <Tab id="throttle">Sign-in throttle</Tab>
          <Tab id="account-changes">Account changes</Tab>
          <Tab id="audit">Audit log</Tab>
        </TabList>
        <TabPanel id="accounts">
          <Accounts me={user} />
        </TabPanel>
        <TabPanel id="sessions">
          <Sessions />
        </TabPanel>
        <TabPanel id="throttle">
          <Throttle />
        </TabPanel>
        <TabPanel id="account-changes">
          <AccountChanges />
        </TabPanel>
        <TabPanel id="audit">
          <Audit />
        </TabPanel>
      </Tabs>
    </Page>
  );
}

function Accounts({ me }: { me: User }) {
  const query = useQuery(accountsQueryOptions());
  useErrorToast(query, 'Failed to load the accounts');
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AccountOverview | null>(null);
  const [deactivating, setDeactivating] = useState<AccountOverview | null>(null);
  const [authority, setAuthority] = useState<AccountOverview | null>(null);
  const role = useAdminAction(
    ({ a, r }: { a: AccountOverview; r: StaffRole }) => changeRole(a.id, r),
    ({ a, r }) => `${a.fullName} is now ${roleLabel(r)}.`,
    'Failed to change the role',
  );
  // An insurer underwrites for the firm or for one carrier of the directory, whose business alone it then sees.
  const carriers = useQuery(carriersQueryOptions({ active: true, limit: 200, offset: 0 }));
  const underwriting = [
    { id: FIRM_UNDERWRITER, label: 'For the firm' },
    ...(carriers.data?.items ?? []).map((c) => ({ id: c.id, label: `For ${c.name}` })),
  ];
  const carrier = useAdminAction(
    ({ a, carrierId }: { a: AccountOverview; carrierId: string | null }) => setAccountCarrier(a.id, carrierId),
    ({ a, carrierId }) =>
      carrierId === null
        ? `${a.fullName} underwrites for the firm and sees its whole book.`
        : `${a.fullName} underwrites for ${carriers.data?.items.find((c) => c.id === carrierId)?.name ?? 'the carrier'} and sees only what is sent to it.`,
    'Failed to change the carrier',
  );
  const activate = useAdminAction(
    ({ a, active }: { a: AccountOverview; active: boolean }) => setActive(a.id, active),
    ({ a, active }) => (active ? `${a.fullName} can sign in again.` : `${a.fullName} is signed out and can no longer sign in.`),
    'Failed to change the account',
  );

  const columns: TableColumn<AccountOverview>[] = [
    // The username and the e-mail address ride under the name, so the whole account and its actions fit a
    // laptop's width: the column is as wide as a usual address, a long username wraps, and a long address is
    // cut short (in full on hover and to a screen reader, and a link to write to it).
    {
      id: 'fullName',
      header: 'Name',
      isRowHeader: true,
      text: (a) => `${a.fullName} ${a.username} ${a.email}`,
      cell: (a) => (
        <span className={styles.item}>
          <span className={wrapAnywhere}>{a.fullName}</span>
          <span className={`${styles.muted} ${wrapAnywhere}`}>{a.username}</span>
          <CellLink href={`mailto:${a.email}`} variant="inherit" title={a.email} className={`${styles.muted} ${styles.clippedAddress}`}>
            <span className={truncate}>{a.email}</span>
          </CellLink>
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      minWidth: 150,
      cell: (a) =>
        a.role === 'customer' || a.id === me.id ? (
          roleLabel(a.role)
        ) : (
          <span className={styles.item}>
            <Select
              aria-label={`Role of ${a.fullName}`}
              items={STAFF_ROLES}
              selectedKey={a.role}
              onSelectionChange={(key) => {
                const picked = STAFF_ROLES.find((r) => r.id === key);
                if (picked && picked.id !== a.role) role.mutate({ a, r: picked.id });
              }}
            />
            {a.role === 'insurer' ? (
              <Select
                aria-label={`Underwrites for: ${a.fullName}`}
                items={underwriting}
                selectedKey={a.carrierId ?? FIRM_UNDERWRITER}
                isDisabled={carriers.isPending}
                onSelectionChange={(key) => {
                  const carrierId = key === FIRM_UNDERWRITER ? null : String(key);
                  if (key && carrierId !== (a.carrierId ?? null)) carrier.mutate({ a, carrierId });
                }}
              />
            ) : null}
          </span>
        ),
    },
    { id: 'status', header: 'Status', minWidth: 140, cell: (a) => <Badge tone={STATUS_TONES[a.status]}>{STATUS_LABELS[a.status]}</Badge> },
    {
      id: 'bindAuthority',
      header: 'Bind Authority',
      minWidth: 160,
      text: (a) => authorityLabel(a),
      cell: (a) =>
        !binds(a) || a.id === me.id ? (
          authorityLabel(a)
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${authorityLabel(a)}: bind authority of ${a.fullName}`}
            onPress={() => setAuthority(a)}
          >
            {authorityLabel(a)}
          </Button>
        ),
    },
    { id: 'sessions', header: 'Sessions', align: 'end', minWidth: 90, text: (a) => String(a.sessions) },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      minWidth: 240,
      cell: (a) =>
        a.id === me.id ? (
          'You'
        ) : (
          <div className={styles.rowActions}>
            <Button size="sm" variant="outline" aria-label={`Reset password of ${a.fullName}`} onPress={() => setResetting(a)}>
              Reset password
            </Button>
            {a.status === 'deactivated' ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Reactivate ${a.fullName}`}
                onPress={() => activate.mutate({ a, active: true })}
              >
                Reactivate
              </Button>
            ) : (
              <Button size="sm" variant="destructive" aria-label={`Deactivate ${a.fullName}`} onPress={() => setDeactivating(a)}>
                Deactivate
              </Button>
            )}
          </div>
        ),
    },
  ];

  return (
    <div className={styles.stack}>
      <Table
        title="Accounts"
        showCount
        searchable
        searchPlaceholder="Search accounts"
        columns={columns}
        rows={query.data ?? []}
        rowKey={(a) => a.id}
        isLoading={query.isPending}
        loadingText="Loading accounts"
        actions={<Button onPress={() => setCreating(true)}>New account</Button>}
      />
      {creating ? <NewAccountDialog onClose={() => setCreating(false)} /> : null}
      {resetting ? <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} /> : null}
      {authority ? <BindAuthorityDialog account={authority} onClose={() => setAuthority(null)} /> : null}
      <ConfirmDialog
        title={deactivating ? `Deactivate ${deactivating.fullName}?` : 'Deactivate account?'}
        description="They are signed out everywhere at once and cannot sign in until the account is reactivated. Their work stays as it is."
        confirmLabel="Deactivate account"
        destructive
        isOpen={deactivating !== null}
        onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
        onConfirm={() => {
          if (deactivating) activate.mutate({ a: deactivating, active: false });
          setDeactivating(null);
        }}
      />
    </div>
  );
}

/** A new password's field: the first one given to a new account, or the one a reset sets. */
function NewPasswordField({ label, field }: { label: string; field: Parameters<typeof bound<string>>[0] }) {
  return (
    <TextField label={label} type="password" isRequired description="At least 6 characters" validationBehavior="aria" {...bound(field)} />
  );
}

type NewAccount = v.InferInput<typeof AccountCreateSchema>;

function NewAccountDialog({ onClose }: { onClose: () => void }) {
  const create = useAdminAction(
    (fields: NewAccount) => createAccount(v.parse(AccountCreateSchema, fields)),
    (fields) => `${fields.fullName} can sign in as ${fields.username}${fields.invite ? '; they were mailed their username' : ''}.`,
    'Failed to open the account',
  );
  const form = useForm({
    defaultValues: { fullName: '', username: '', email: '', password: '', role: 'broker', invite: true } as NewAccount,
    ...schemaChecked(AccountCreateSchema),
    onSubmit: ({ value }) => create.mutateAsync(value).then(onClose, () => undefined),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title="New account"
      description="Open an account for a member of staff. Give them the first password yourself; they change it on their profile."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Open account"
      pendingLabel="Opening..."
      isSubmitting={submitting}
      className={styles.formGrid}
    >
      <form.Field name="fullName">
        {(field) => <TextField label="Full name" isRequired validationBehavior="aria" {...bound(field)} />}
      </form.Field>
      <form.Field name="username">
        {(field) => <TextField label="Username" isRequired validationBehavior="aria" {...bound(field)} />}
      </form.Field>
      <form.Field name="email">
        {(field) => <TextField label="E-mail" type="email" isRequired validationBehavior="aria" {...bound(field)} />}
      </form.Field>
      <form.Field name="password">{(field) => <NewPasswordField label="First password" field={field} />}</form.Field>
      <form.Field name="role">{(field) => <Select label="Role" items={STAFF_ROLES} {...boundChoice(field)} />}</form.Field>
      <form.Field name="invite">
        {(field) => (
          <Checkbox isSelected={!!field.state.value} onChange={field.handleChange}>
            Mail them their username and where to sign in
          </Checkbox>
        )}
      </form.Field>
    </FormDialog>
  );
}

/** Whether the account's role places risks at all, so that a bind authority means something for it. */
const binds = (a: Pick<User, 'role'>) => placementRights({ role: a.role, status: 'active' }).place;

/** A person's own limit; without one, the firm's default (a broker) or no limit (a broker manager), as core rules. */
function authorityLabel(a: Pick<User, 'role' | 'bindAuthorityLimit'>): string {
  if (!binds(a)) return '—';
  const limit = bindAuthority(a, Number.POSITIVE_INFINITY);
  if (limit === null) return 'No limit';
  return Number.isFinite(limit) ? formatMoney(limit) : "Firm's default";
}

function BindAuthorityDialog({ account, onClose }: { account: AccountOverview; onClose: () => void }) {
  const save = useAdminAction(
    (value: number | null) => setBindAuthority(account.id, value),
    (value) =>
      value === null
        ? `${account.fullName} binds up to the firm's default again.`
        : `${account.fullName} binds up to ${formatMoney(value)}.`,
    'Failed to change the bind authority',
  );
  const form = useForm({
    defaultValues: { limit: account.bindAuthorityLimit ?? Number.NaN } as { limit: number },
    ...schemaChecked(BindAuthoritySchema),
    onSubmit: ({ value }) => save.mutateAsync(value.limit).then(onClose, () => undefined),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={`Bind authority of ${account.fullName}`}
      description="The largest premium they may bind. Without a limit of their own, a broker binds up to the firm's default and a broker manager any premium."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Set limit"
      pendingLabel="Saving..."
      isSubmitting={submitting}
      otherAction={
        account.bindAuthorityLimit != null ? (
          <Button variant="outline" isDisabled={submitting || save.isPending} onPress={() => save.mutate(null, { onSuccess: onClose })}>
            Use firm's default
          </Button>
        ) : null
      }
    >
      <form.Field name="limit">
        {(field) => (
          <NumberField label="Bind authority limit" currency="USD" minValue={0} isRequired validationBehavior="aria" {...bound(field)} />
        )}
      </form.Field>
    </FormDialog>
  );
}

function ResetPasswordDialog({ account, onClose }: { account: AccountOverview; onClose: () => void }) {
  const reset = useAdminAction(
    (password: string) => resetPassword(account.id, password),
    () => `${account.fullName} is signed out; give them the new password.`,
    'Failed to reset the password',
  );
  const form = useForm({
    defaultValues: { password: '' },
    ...schemaChecked(PasswordResetSchema),
    onSubmit: ({ value }) => reset.mutateAsync(value.password).then(onClose, () => undefined),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={`Reset the password of ${account.fullName}`}
      description="They are signed out everywhere and sign in with the password you give them."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Set password"
      pendingLabel="Saving..."
      isSubmitting={submitting}
    >
      <form.Field name="password">{(field) => <NewPasswordField label="New password" field={field} />}</form.Field>
    </FormDialog>
  );
}

/** A list's one action on a row, as a small button named for the row it acts on. */
function rowAction<T>(minWidth: number, label: string, name: (row: T) => string, act: (row: T) => void): TableColumn<T> {
  return {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    minWidth,
    cell: (row) => (
      <Button size="sm" variant="outline" aria-label={name(row)} onPress={() => act(row)}>
        {label}
      </Button>
    ),
  };
}

function Sessions() {
  const query = useQuery(sessionsQueryOptions());
  useErrorToast(query, 'Failed to load the sessions');
  const revoke = useAdminAction(
    (s: SessionOverview) => revokeSession(s.id),
    (s) => `${s.fullName}'s session has ended.`,
    'Failed to end the session',
  );
  const columns: TableColumn<SessionOverview>[] = [
    { id: 'fullName', header: 'Name', isRowHeader: true, minWidth: 160 },
    { id: 'username', header: 'Username', minWidth: 120 },
    { id: 'role', header: 'Role', text: (s) => roleLabel(s.role), minWidth: 130 },
    { id: 'expiresAt', header: 'Expires', text: (s) => formatDateTime(s.expiresAt), sortValue: (s) => s.expiresAt, minWidth: 160 },
    rowAction(120, 'End session', (s) => `End session of ${s.fullName}`, revoke.mutate),
  ];
  return (
    <Table
      title="Signed in now"
      showCount
      columns={columns}
      rows={query.data ?? []}
      rowKey={(s) => s.id}
      isLoading={query.isPending}
      loadingText="Loading sessions"
      emptyText="Nobody is signed in."
    />
  );
}

function Throttle() {
  const query = useQuery(throttleQueryOptions());
  useErrorToast(query, 'Failed to load the sign-in throttle');
  const clear = useAdminAction(
    (t: ThrottleEntry) => clearThrottle(t.key),
    (t) => `${t.subject} may try to sign in again.`,
    'Failed to clear the lockout',
  );
  const columns: TableColumn<ThrottleEntry>[] = [
    { id: 'subject', header: 'Username or address', isRowHeader: true, minWidth: 180 },
    { id: 'kind', header: 'Counted by', text: (t) => (t.kind === 'username' ? 'Username' : 'Network address'), minWidth: 140 },
    { id: 'failures', header: 'Failed attempts', align: 'end', text: (t) => `${t.failures} of ${t.limit}`, minWidth: 130 },
    {
      id: 'blocked',
      header: 'State',
      cell: (t) => (t.blocked ? <Badge tone="red">Locked out</Badge> : <Badge>Counting</Badge>),
      minWidth: 120,
    },
    { id: 'lastAt', header: 'Last attempt', text: (t) => formatDateTime(t.lastAt), minWidth: 160 },
    rowAction(110, 'Clear', (t) => `Clear ${t.subject}`, clear.mutate),
  ];
  return (
    <Table
      title="Failed sign-ins in the last 15 minutes"
      showCount
      columns={columns}
      rows={query.data ?? []}
      rowKey={(t) => t.key}
      isLoading={query.isPending}
      loadingText="Loading the throttle"
      emptyText="No failed sign-ins lately."
    />
  );
}

const ACTION_TONES: Partial<Record<AccountEvent['action'], 'green' | 'red' | 'yellow' | 'blue' | 'neutral'>> = {
  opened: 'blue',
  approved: 'green',
  reactivated: 'green',
  refused: 'red',
  deactivated: 'red',
  password_reset: 'yellow',
};

/** The trail of changes to accounts: who did what to whom, the directory included when a sign-in changed a role. */
function AccountChanges() {
  const query = useQuery(accountChangesQueryOptions());
  useErrorToast(query, 'Failed to load the account changes');
  const columns: TableColumn<AccountEvent>[] = [
    { id: 'at', header: 'When', text: (e) => formatDateTime(e.at), sortValue: (e) => e.at, minWidth: 160 },
    { id: 'accountName', header: 'Account', isRowHeader: true, minWidth: 170 },
    {
      id: 'action',
      header: 'Change',
      minWidth: 150,
      sortValue: (e) => ACCOUNT_ACTION_LABELS[e.action],
      cell: (e) => <Badge tone={ACTION_TONES[e.action] ?? 'neutral'}>{ACCOUNT_ACTION_LABELS[e.action]}</Badge>,
    },
    { id: 'details', header: 'Details', minWidth: 200, text: (e) => e.details ?? '—' },
    { id: 'actorName', header: 'By', minWidth: 160 },
  ];
  return (
    <Table
      title="Account changes"
      showCount
      columns={columns}
      rows={query.data ?? []}
      rowKey={(e) => e.id}
      isLoading={query.isPending}
      loadingText="Loading the account changes"
      defaultSortDescriptor={{ column: 'at', direction: 'descending' }}
      emptyText="No account has been changed yet."
    />
  );
}

function Audit() {
  const [q, setQ] = useState('');
  const query = useQuery(auditQueryOptions(q));
  useErrorToast(query, 'Failed to load the audit log');
  const columns: TableColumn<ActivityEntry>[] = [
    { id: 'date', header: 'When', text: (e) => formatDateTime(e.date), sortValue: (e) => e.date, minWidth: 160 },
    { id: 'user', header: 'Who', isRowHeader: true, minWidth: 170 },
    { id: 'action', header: 'What', minWidth: 160 },
    { id: 'details', header: 'Details', minWidth: 220 },
    {
      id: 'submissionId',
      header: 'Submission',
      minWidth: 150,
      cell: (e) => <Link href={`/submissions/${e.submissionId}`}>{e.submissionId}</Link>,
    },
  ];
  return (
    <div className={styles.stack}>
      <SearchField
        label="Search the audit log"
        value={q}
        onChange={setQ}
        description="A person, an action, words of the details or a submission reference"
      />
      <Table
        title="Audit log"
        showCount
        columns={columns}
        rows={query.data ?? []}
        rowKey={(e) => e.id}
        isLoading={query.isPending}
        loadingText="Loading the audit log"
        emptyText="Nothing matches."
      />
    </div>
  );
}
