import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdministrator, plural, roleLabel, type BookSubmission, type Office, type Team, type User, type Workload } from '@workbench/core';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Link,
  Select,
  Spinner,
  Table,
  TextField,
  UsersIcon,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import type { Selection } from 'react-aria-components';
import { errorMessage } from '../../api/client.ts';
import { PriorityBadge, SubmissionStatusBadge } from '../../components/badges.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatNumber } from '../../format.ts';
import {
  createTeam,
  openWorkQueryOptions,
  organisationKeys,
  reassignSubmissions,
  setTeamMembers,
  teamsQueryOptions,
} from '../../queries/organisation.queries.ts';
import * as styles from './organisation.css.ts';

const ageText = (days: number | null) => (days === null ? '—' : plural(days, 'day'));

/** The Teams page: every broker's and broker manager's load, their teams, and for managers a bulk reassignment. */
export function TeamsScreen({ user }: { user: User }) {
  const query = useQuery(teamsQueryOptions());
  useErrorToast(query, 'Failed to load the teams');
  const [from, setFrom] = useState<string | null>(null);
  const people = query.data?.people ?? [];
  const officeName = useMemo(() => {
    const names = new Map((query.data?.offices ?? []).map((o) => [o.id, o.name]));
    return (id: string | null) => (id ? (names.get(id) ?? '—') : 'No office');
  }, [query.data?.offices]);
  const manager = isAdministrator(user);

  const columns: TableColumn<Workload>[] = [
    { id: 'fullName', header: 'Name', isRowHeader: true, minWidth: 170 },
    { id: 'role', header: 'Role', text: (p) => roleLabel(p.role), minWidth: 130 },
    { id: 'office', header: 'Office', text: (p) => officeName(p.officeId), minWidth: 130 },
    { id: 'teams', header: 'Teams', text: (p) => (p.teams.length ? p.teams.join(', ') : '—'), minWidth: 140 },
    {
      id: 'openSubmissions',
      header: 'Open submissions',
      align: 'end',
      sortValue: (p) => p.openSubmissions,
      text: (p) => formatNumber(p.openSubmissions),
    },
    {
      id: 'overdueTasks',
      header: 'Overdue tasks',
      align: 'end',
      sortValue: (p) => p.overdueTasks,
      cell: (p) => (p.overdueTasks > 0 ? <Badge tone="red">{formatNumber(p.overdueTasks)}</Badge> : '0'),
    },
    {
      id: 'averageAgeDays',
      header: 'Average age',
      align: 'end',
      sortValue: (p) => p.averageAgeDays ?? -1,
      text: (p) => ageText(p.averageAgeDays),
    },
  ];

  return (
    <Page>
      <PageHeader
        title="Teams"
        subtitle="Who holds which work: open submissions, overdue tasks and how long the open work has waited, per person."
      />
      <div className={styles.stack}>
        <Table
          title="Workload"
          showCount
          columns={columns}
          rows={people}
          rowKey={(p) => p.userId}
          isLoading={query.isPending}
          loadingText="Loading the workload"
          defaultSortDescriptor={{ column: 'openSubmissions', direction: 'descending' }}
          onRowAction={manager ? (p) => setFrom(p.userId) : undefined}
          emptyText={
            <EmptyState
              icon={<UsersIcon />}
              title="No brokers yet"
              description="Brokers and broker managers appear here once their accounts are active."
            />
          }
        />
        {manager ? <Reassign people={people} from={from} onFromChange={setFrom} /> : null}
        <TeamsList people={manager ? people : null} />
      </div>
    </Page>
  );
}

/** A manager picks a person, ticks some of their open submissions and hands them to someone else in one go. */
function Reassign({ people, from, onFromChange }: { people: Workload[]; from: string | null; onFromChange: (id: string | null) => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [selected, setSelected] = useState<Selection>(new Set());
  const [to, setTo] = useState<string | null>(null);
  const work = useQuery({ ...openWorkQueryOptions(from ?? ''), enabled: !!from });
  const rows = work.data ?? [];
  const chosen = selected === 'all' ? rows.map((r) => r.id) : rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const options = people.map((p) => ({ id: p.userId, label: `${p.fullName} (${formatNumber(p.openSubmissions)} open)` }));
  const target = people.find((p) => p.userId === to);

  const mutation = useMutation({
    mutationFn: () => reassignSubmissions({ submissionIds: chosen, assigneeId: to! }),
    onSuccess: ({ reassigned }) => {
      toast({
        title: 'Submissions reassigned',
        description: `${plural(reassigned, 'submission')} now with ${target?.fullName ?? 'the new assignee'}.`,
      });
      setSelected(new Set());
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to reassign the submissions') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });

  const columns: TableColumn<BookSubmission>[] = [
    {
      id: 'submissionId',
      header: 'Submission',
      isRowHeader: true,
      minWidth: 150,
      cell: (s) => <Link href={`/submissions/${s.submissionId}`}>{s.submissionId}</Link>,
    },
    { id: 'client', header: 'Client', minWidth: 160 },
    { id: 'status', header: 'Status', minWidth: 120, cell: (s) => <SubmissionStatusBadge status={s.status} /> },
    { id: 'priority', header: 'Priority', minWidth: 100, cell: (s) => <PriorityBadge priority={s.priority} /> },
    { id: 'dueDate', header: 'Due', minWidth: 110, text: (s) => formatDate(s.dueDate) },
    { id: 'createdAt', header: 'Received', minWidth: 110, text: (s) => formatDate(s.createdAt) },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Reassign work</CardTitle>
      </CardHeader>
      <CardContent>
        <div className={styles.stack}>
          <div className={styles.toolbar}>
            <div className={styles.grow}>
              <Select
                label="Whose work"
                placeholder="Choose a person"
                items={options}
                selectedKey={from}
                onSelectionChange={(key) => {
                  onFromChange(key === null ? null : String(key));
                  setSelected(new Set());
                }}
              />
            </div>
            <div className={styles.grow}>
              <Select
                label="Reassign to"
                placeholder="Choose a person"
                items={options.filter((o) => o.id !== from)}
                selectedKey={to}
                onSelectionChange={(key) => setTo(key === null ? null : String(key))}
              />
            </div>
            <Button isDisabled={chosen.length === 0 || !to || mutation.isPending} onPress={() => mutation.mutate()}>
              {mutation.isPending
                ? 'Reassigning…'
                : chosen.length === 0
                  ? 'Reassign selected'
                  : `Reassign ${plural(chosen.length, 'submission')}`}
            </Button>
          </div>
          {!from ? (
            <p className={styles.muted}>Choose whose open submissions to hand on, or open a person from the workload table.</p>
          ) : work.isPending ? (
            <Spinner label="Loading their submissions" showLabel />
          ) : (
            <Table
              title="Open submissions"
              showCount
              columns={columns}
              rows={rows}
              rowKey={(s) => s.id}
              selectionMode="multiple"
              selectedKeys={selected}
              onSelectionChange={setSelected}
              emptyText="Nothing open is assigned to them."
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The teams of each office and who is in them; a broker manager (given `people`) opens teams and changes who is in them. */
function TeamsList({ people }: { people: Workload[] | null }) {
  const query = useQuery(teamsQueryOptions());
  const offices = query.data?.offices ?? [];
  const teams = query.data?.teams ?? [];
  return (
    <div className={styles.projectGrid}>
      {offices.map((office) => {
        const own = teams.filter((t) => t.officeId === office.id);
        return (
          <Card key={office.id}>
            <CardHeader>
              <CardTitle level={2}>{office.name} teams</CardTitle>
            </CardHeader>
            <CardContent>
              <div className={styles.stack}>
                {own.length === 0 ? (
                  <p className={styles.muted}>No teams yet.</p>
                ) : (
                  <ul className={styles.list}>
                    {own.map((team) => (
                      <li key={team.id} className={styles.item}>
                        <h3 className={styles.itemTitle}>{team.name}</h3>
                        {people ? (
                          <TeamMembers team={team} people={people} />
                        ) : (
                          <p className={styles.muted}>
                            {team.members.length ? team.members.map((m) => m.fullName).join(', ') : 'No members yet'}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {people ? <NewTeam office={office} /> : null}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

/** One team's members, each with Remove, and a picker of the staff not yet in it. */
function TeamMembers({ team, people }: { team: Team; people: Workload[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [adding, setAdding] = useState<string | null>(null);
  const memberIds = team.members.map((m) => m.id);
  const candidates = people.filter((p) => !memberIds.includes(p.userId)).map((p) => ({ id: p.userId, label: p.fullName }));
  const mutation = useMutation({
    mutationFn: (change: { userIds: string[]; said: string }) => setTeamMembers(team.id, change.userIds),
    onSuccess: (_team, change) => {
      toast({ title: 'Team updated', description: change.said });
      setAdding(null);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to change the team') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
  const newcomer = people.find((p) => p.userId === adding);
  return (
    <div className={styles.stack}>
      {team.members.length === 0 ? (
        <p className={styles.muted}>No members yet</p>
      ) : (
        <ul className={styles.list} aria-label={`${team.name} members`}>
          {team.members.map((member) => (
            <li key={member.id} className={styles.itemHead}>
              <span>{member.fullName}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${member.fullName} from ${team.name}`}
                isDisabled={mutation.isPending}
                onPress={() =>
                  mutation.mutate({
                    userIds: memberIds.filter((id) => id !== member.id),
                    said: `${member.fullName} left ${team.name}.`,
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {candidates.length > 0 ? (
        <div className={styles.toolbar}>
          <div className={styles.grow}>
            <Select
              label={`Add to ${team.name}`}
              placeholder="Choose a person"
              items={candidates}
              selectedKey={adding}
              onSelectionChange={(key) => setAdding(key === null ? null : String(key))}
            />
          </div>
          <Button
            variant="outline"
            isDisabled={!newcomer || mutation.isPending}
            onPress={() =>
              newcomer && mutation.mutate({ userIds: [...memberIds, newcomer.userId], said: `${newcomer.fullName} joined ${team.name}.` })
            }
          >
            Add
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Opens a team in an office. */
function NewTeam({ office }: { office: Office }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const mutation = useMutation({
    mutationFn: () => createTeam({ officeId: office.id, name: name.trim() }),
    onSuccess: (team) => {
      toast({ title: 'Team opened', description: `${team.name} is a team of ${office.name}.` });
      setName('');
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to open the team') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) mutation.mutate();
      }}
    >
      <div className={styles.grow}>
        <TextField label={`New team in ${office.name}`} value={name} onChange={setName} maxLength={100} />
      </div>
      <Button type="submit" variant="outline" isDisabled={!name.trim() || mutation.isPending}>
        Open team
      </Button>
    </form>
  );
}
