import { useEffect, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { TASK_BUCKETS, TASK_BUCKET_LABELS, TEAM_TASK_ROLES, type TaskBucket, type TaskItem } from '@workbench/core';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CheckCircleIcon,
  EmptyState,
  Link,
  PlusIcon,
  Select,
  Tab,
  TabList,
  TabPanel,
  Table,
  Tabs,
  type TableColumn,
} from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { staffQueryOptions } from '../../queries/submission-detail.queries.ts';
import { TASK_PAGE_SIZE, taskCountQueryOptions, tasksQueryOptions, type TaskFilters } from '../../queries/work-hub.queries.ts';
import { taskPriorityTone, taskStatusTone } from '../../components/badges.tsx';
import { ListError, ListLoading, ListStates } from './HubStates.tsx';
import { firstBucketWithTasks } from './links.ts';
import { NewTaskDialog } from './NewTaskDialog.tsx';
import { AssigneePicker, CompleteCheckbox, DueDateField } from './TaskControls.tsx';
import * as styles from './workHub.css.ts';

/** The tasks page's address: the bucket shown, whose tasks (broker managers) and the page. */
export interface TasksSearch {
  bucket?: TaskBucket;
  assignee?: string;
  page?: number;
}

const EMPTY: Record<TaskBucket, { title: string; text: string }> = {
  overdue: { title: 'Nothing overdue', text: 'Every open task is within its due date.' },
  today: { title: 'Nothing due today', text: 'Tasks due today appear here.' },
  upcoming: { title: 'Nothing coming up', text: 'Tasks due later, or without a due date, appear here.' },
  done: { title: 'Nothing done yet', text: 'Completed tasks appear here.' },
};

const submissionLink = (t: TaskItem) => (
  <Link href={`/submissions/${encodeURIComponent(t.submissionId)}?tab=tasks`} className={styles.noWrap}>
    {t.submissionId}
  </Link>
);

function TaskCards({ tasks, staff }: { tasks: TaskItem[]; staff: string[] }) {
  return (
    <ul className={styles.taskCards} aria-label="Tasks">
      {tasks.map((t) => (
        <li key={t.id} className={styles.taskCard}>
          <div className={styles.taskCardHead}>
            <CompleteCheckbox task={t} />
            <div>
              <h3 className={styles.taskCardTitle}>{t.title}</h3>
              <span className={styles.summary}>
                {submissionLink(t)} · {t.client}
              </span>
            </div>
          </div>
          <div className={styles.badges}>
            <Badge tone={taskPriorityTone(t.priority)}>{t.priority}</Badge>
            <Badge tone={taskStatusTone(t.status)}>{t.status}</Badge>
          </div>
          <div className={styles.taskCardFields}>
            <DueDateField task={t} label="Due date" />
            <AssigneePicker task={t} staff={staff} label="Assigned to" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One bucket's tasks: a table from medium screens up, cards below, and pages when there are many. */
function TaskList({ filters, page, onPageChange }: { filters: TaskFilters; page: number; onPageChange: (page: number) => void }) {
  const query = useQuery(tasksQueryOptions(filters, page));
  const staff = useQuery(staffQueryOptions());
  const names = useMemo(() => (staff.data ?? []).map((u) => u.fullName), [staff.data]);
  const tasks = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const columns = useMemo<TableColumn<TaskItem>[]>(
    () => [
      { id: 'done', header: 'Done', width: 64, cell: (t) => <CompleteCheckbox task={t} /> },
      { id: 'title', header: 'Task', isRowHeader: true, minWidth: 150 },
      {
        id: 'submissionId',
        header: 'Submission',
        minWidth: 170,
        cell: (t) => (
          <span className={styles.stacked}>
            {submissionLink(t)}
            <span className={styles.summary}>{t.client}</span>
          </span>
        ),
      },
      { id: 'dueDate', header: 'Due date', width: 168, cell: (t) => <DueDateField task={t} /> },
      { id: 'priority', header: 'Priority', width: 96, cell: (t) => <Badge tone={taskPriorityTone(t.priority)}>{t.priority}</Badge> },
      { id: 'assignedTo', header: 'Assigned to', width: 176, cell: (t) => <AssigneePicker task={t} staff={names} /> },
      { id: 'status', header: 'Status', width: 120, cell: (t) => <Badge tone={taskStatusTone(t.status)}>{t.status}</Badge> },
    ],
    [names],
  );

  const empty = EMPTY[filters.bucket];
  return (
    <ListStates
      query={query}
      loading="Loading tasks"
      failed="Tasks could not be loaded"
      isEmpty={tasks.length === 0}
      empty={<EmptyState icon={<CheckCircleIcon />} title={empty.title} description={empty.text} />}
    >
      <div className={styles.wideOnly}>
        <Table aria-label={`${TASK_BUCKET_LABELS[filters.bucket]} tasks`} columns={columns} rows={tasks} />
      </div>
      <div className={styles.narrowOnly}>
        <TaskCards tasks={tasks} staff={names} />
      </div>
      {total > TASK_PAGE_SIZE ? (
        <Pager
          label="Task pages"
          page={page}
          pageSize={TASK_PAGE_SIZE}
          total={total}
          onPageChange={onPageChange}
          isFetching={query.isFetching}
        />
      ) : null}
    </ListStates>
  );
}

/**
 * The tasks page at /tasks: the person's tasks across submissions by Overdue, Due today, Upcoming and Done,
 * each completed, given to someone else or moved to another day right in the list; broker managers may
 * look at everyone's or one person's. 'New task' adds one on any submission.
 */
export function TasksPage({ search, onSearchChange }: { search: TasksSearch; onSearchChange: (search: TasksSearch) => void }) {
  const user = useQuery(currentUserQueryOptions()).data;
  const isManager = !!user && TEAM_TASK_ROLES.includes(user.role);
  const assignee = isManager ? (search.assignee ?? 'me') : 'me';
  const staff = useQuery({ ...staffQueryOptions(), enabled: isManager });
  const [creating, setCreating] = useState(false);
  const counts = useQueries({
    queries: TASK_BUCKETS.map((bucket) => taskCountQueryOptions({ bucket, assignee })),
  });
  const countOf = Object.fromEntries(TASK_BUCKETS.map((bucket, i) => [bucket, counts[i]?.data])) as Record<TaskBucket, number | undefined>;
  const countsKnown = counts.every((c) => !c.isPending);

  // Without a bucket in the address the page opens on the first one with work in it, and says so in the address.
  useEffect(() => {
    if (!search.bucket && countsKnown) onSearchChange({ ...search, bucket: firstBucketWithTasks(countOf) });
  });
  const bucket = search.bucket;
  const page = search.page ?? 1;

  const people = useMemo(() => {
    const others = (staff.data ?? []).map((u) => u.fullName).filter((name) => name !== user?.fullName);
    return [{ id: 'me', label: 'Me' }, { id: 'everyone', label: 'Everyone' }, ...others.map((name) => ({ id: name, label: name }))];
  }, [staff.data, user?.fullName]);

  return (
    <Page>
      <PageHeader
        title="Tasks"
        subtitle={isManager && assignee !== 'me' ? 'Your team’s follow-ups across submissions.' : 'Your follow-ups across submissions.'}
        actions={
          <Button onPress={() => setCreating(true)} isDisabled={!user}>
            <PlusIcon />
            New task
          </Button>
        }
      />
      <Card>
        <CardContent>
          {bucket ? (
            <Tabs
              variant="pill"
              selectedKey={bucket}
              onSelectionChange={(key) => onSearchChange({ ...search, bucket: key as TaskBucket, page: undefined })}
            >
              <div className={styles.bucketBar}>
                <TabList aria-label="Task buckets">
                  {TASK_BUCKETS.map((b) => (
                    <Tab key={b} id={b}>
                      {TASK_BUCKET_LABELS[b]}{' '}
                      {countOf[b] !== undefined ? (
                        <Badge size="sm" tone={b === 'overdue' && (countOf[b] ?? 0) > 0 ? 'red' : 'neutral'}>
                          {countOf[b]}
                        </Badge>
                      ) : null}
                    </Tab>
                  ))}
                </TabList>
                {isManager ? (
                  <Select
                    label="Whose tasks"
                    className={styles.filterSelect}
                    items={people}
                    selectedKey={assignee}
                    onSelectionChange={(key) =>
                      onSearchChange({ ...search, assignee: key === 'me' ? undefined : String(key), page: undefined })
                    }
                  />
                ) : null}
              </div>
              {TASK_BUCKETS.map((b) => (
                <TabPanel key={b} id={b} className={styles.taskPanel}>
                  <TaskList
                    filters={{ bucket: b, assignee }}
                    page={page}
                    onPageChange={(next) => onSearchChange({ ...search, page: next === 1 ? undefined : next })}
                  />
                </TabPanel>
              ))}
            </Tabs>
          ) : counts.some((c) => c.isError) ? (
            <ListError
              title="Tasks could not be loaded"
              error={counts.find((c) => c.isError)?.error}
              onRetry={() => {
                for (const c of counts) void c.refetch();
              }}
            />
          ) : (
            <ListLoading label="Loading tasks" />
          )}
        </CardContent>
      </Card>
      {user ? <NewTaskDialog isOpen={creating} onClose={() => setCreating(false)} me={user.fullName} /> : null}
    </Page>
  );
}
