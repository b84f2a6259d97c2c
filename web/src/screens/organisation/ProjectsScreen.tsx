import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isAdministrator, projectProgress, type BookSubmission, type Project, type User } from '@workbench/core';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DatePicker,
  Dialog,
  EmptyState,
  FolderIcon,
  Link,
  PlusIcon,
  ProgressBar,
  Select,
  Spinner,
  Table,
  TextArea,
  TextField,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { SubmissionStatusBadge } from '../../components/badges.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate } from '../../format.ts';
import {
  addToProject,
  createProject,
  officesQueryOptions,
  organisationKeys,
  projectQueryOptions,
  projectsQueryOptions,
} from '../../queries/organisation.queries.ts';
import * as styles from './organisation.css.ts';

/** '3 of 8 decided' */
export const projectProgressLabel = (p: Pick<Project, 'submissionCount' | 'decidedCount'>) =>
  `${p.decidedCount} of ${p.submissionCount} decided`;

const columns: TableColumn<BookSubmission>[] = [
  {
    id: 'submissionId',
    header: 'Submission',
    isRowHeader: true,
    minWidth: 150,
    cell: (s) => <Link href={`/submissions/${s.submissionId}`}>{s.submissionId}</Link>,
  },
  { id: 'client', header: 'Client', minWidth: 170 },
  { id: 'status', header: 'Status', minWidth: 120, cell: (s) => <SubmissionStatusBadge status={s.status} /> },
  { id: 'assignedTo', header: 'Assigned to', minWidth: 150, text: (s) => s.assignedTo ?? 'Unassigned' },
  { id: 'dueDate', header: 'Due', minWidth: 110, text: (s) => formatDate(s.dueDate) },
];

/** /projects: each office's initiatives grouping submissions, how far each has got, and one project opened. */
export function ProjectsScreen({ user, office, project }: { user: User; office?: string; project?: string }) {
  const navigate = useNavigate();
  const offices = useQuery(officesQueryOptions());
  const query = useQuery(projectsQueryOptions(office));
  useErrorToast(query, 'Failed to load the projects');
  const [creating, setCreating] = useState(false);
  const manager = isAdministrator(user);
  const officeOptions = [{ id: 'all', label: 'All offices' }, ...(offices.data ?? []).map((o) => ({ id: o.id, label: o.name }))];
  const go = (search: { office?: string; project?: string }) => void navigate({ to: '/projects', search });

  return (
    <Page>
      <PageHeader
        title="Projects"
        subtitle="An office's initiatives, such as a renewal campaign: the submissions they group and how many are decided."
        actions={
          manager ? (
            <Button onPress={() => setCreating(true)}>
              <PlusIcon /> New project
            </Button>
          ) : null
        }
      />
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <Select
            label="Office"
            items={officeOptions}
            selectedKey={office ?? 'all'}
            onSelectionChange={(key) => go({ office: key === 'all' || key === null ? undefined : String(key) })}
          />
        </div>
        {query.isPending ? (
          <Spinner label="Loading projects" showLabel />
        ) : (query.data ?? []).length === 0 ? (
          <EmptyState
            headingLevel={2}
            icon={<FolderIcon />}
            title="No projects yet"
            description={
              manager ? 'Start one to group the submissions of a campaign and follow its progress.' : 'A broker manager starts projects.'
            }
          />
        ) : (
          <ul className={styles.projectGrid} aria-label="Projects" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(query.data ?? []).map((p) => (
              <li key={p.id}>
                <Card>
                  <CardHeader>
                    <CardTitle level={2}>
                      <Link href={`/projects?project=${p.id}${office ? `&office=${office}` : ''}`}>{p.name}</Link>
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <div className={styles.stack}>
                      <p className={styles.muted}>
                        {p.officeName} · {p.dueDate ? `due ${formatDate(p.dueDate)}` : 'no due date'} · started by {p.createdBy}
                      </p>
                      {p.description ? <p className={styles.muted}>{p.description}</p> : null}
                      <ProgressBar label={projectProgressLabel(p)} value={projectProgress(p)} />
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {project ? <ProjectDetailCard id={project} manager={manager} /> : null}
      </div>
      {creating ? (
        <NewProjectDialog
          offices={(offices.data ?? []).map((o) => ({ id: o.id, label: o.name }))}
          defaultOffice={office}
          onClose={() => setCreating(false)}
          onCreated={(created) => go({ office, project: created.id })}
        />
      ) : null}
    </Page>
  );
}

function ProjectDetailCard({ id, manager }: { id: string; manager: boolean }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const query = useQuery(projectQueryOptions(id));
  useErrorToast(query, 'Failed to load the project');
  const [refs, setRefs] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      addToProject(
        id,
        refs
          .split(/[\s,;]+/)
          .map((r) => r.trim())
          .filter(Boolean),
      ),
    onSuccess: () => {
      toast({ title: 'Submissions added', description: 'The project now includes them.' });
      setRefs('');
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to add the submissions') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
  const p = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{p ? p.name : 'Project'}</CardTitle>
      </CardHeader>
      <CardContent>
        {!p ? (
          <Spinner label="Loading the project" showLabel />
        ) : (
          <div className={styles.stack}>
            <ProgressBar label={projectProgressLabel(p)} value={projectProgress(p)} />
            <Table
              title="Submissions in the project"
              showCount
              columns={columns}
              rows={p.submissions}
              rowKey={(s) => s.id}
              emptyText="No submissions in this project yet."
            />
            {manager ? (
              <form
                className={styles.toolbar}
                onSubmit={(e) => {
                  e.preventDefault();
                  mutation.mutate();
                }}
              >
                <div className={styles.grow}>
                  <TextField
                    label="Add submissions"
                    description="Their references, separated by commas: SUB-2026-0012, SUB-2026-0015"
                    value={refs}
                    onChange={setRefs}
                  />
                </div>
                <Button type="submit" isDisabled={refs.trim() === '' || mutation.isPending}>
                  Add to project
                </Button>
              </form>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function NewProjectDialog({
  offices,
  defaultOffice,
  onClose,
  onCreated,
}: {
  offices: { id: string; label: string }[];
  defaultOffice?: string;
  onClose: () => void;
  onCreated: (p: Project) => void;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [officeId, setOfficeId] = useState<string | null>(defaultOffice ?? offices[0]?.id ?? null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => createProject({ officeId: officeId ?? '', name, description, dueDate: dueDate ?? '' }),
    onSuccess: (created) => {
      toast({ title: 'Project started', description: `${created.name} is ready for its submissions.` });
      onCreated(created);
      onClose();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to start the project') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
  return (
    <Dialog
      title="New project"
      description="Group the submissions of one initiative, such as a renewal campaign."
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button isDisabled={!officeId || name.trim() === '' || mutation.isPending} onPress={() => mutation.mutate()}>
            Start project
          </Button>
        </>
      }
    >
      <div className={styles.formGrid}>
        <TextField label="Name" value={name} onChange={setName} isRequired maxLength={120} />
        <Select
          label="Office"
          items={offices}
          selectedKey={officeId}
          onSelectionChange={(key) => setOfficeId(key === null ? null : String(key))}
        />
        <TextArea label="Description" value={description} onChange={setDescription} />
        <DatePicker label="Due date" value={dueDate} onChange={(value) => setDueDate(value ?? null)} />
      </div>
    </Dialog>
  );
}
