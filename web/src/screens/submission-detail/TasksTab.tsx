import { taskPriorityTone, taskStatusTone } from '../../components/badges.tsx';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { TaskInputSchema, isDecided, type Submission, type Task } from '@workbench/core';
import {
  Badge,
  Button,
  DatePicker,
  Dialog,
  EditIcon,
  PlusIcon,
  Select,
  Table,
  TextField,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../format.ts';
import { staffQueryOptions, submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { bound, boundChoice, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import * as styles from './detail.css.ts';
import { EditConflict, useVersionedSave } from '../../components/EditConflict.tsx';

/** Spec: task status reads In Progress, Completed or other; priority High, Medium or other. */

const options = (values: string[]) => values.map((value) => ({ id: value, label: value }));
const STATUSES = options(['Not Started', 'In Progress', 'Completed']);
const PRIORITIES = options(['High', 'Medium', 'Low']);

type TaskDraft = Omit<Task, 'id' | 'version'>;

const UNASSIGNED = '__unassigned__';

/**
 * A task is assigned to a member of staff, chosen by name from GET /api/users/staff. A name saved
 * before the list existed stays choosable so editing the task does not silently drop it.
 */
function assigneeOptions(staffNames: readonly string[], current: string | null) {
  const names = current && !staffNames.includes(current) ? [...staffNames, current] : staffNames;
  return [{ id: UNASSIGNED, label: 'Unassigned' }, ...names.map((name) => ({ id: name, label: name }))];
}
const TASK_LABELS = { title: 'Title', assignedTo: 'Assigned To', dueDate: 'Due Date', status: 'Status', priority: 'Priority' };

const emptyTask = (): TaskDraft => ({ title: '', assignedTo: null, dueDate: null, status: 'Not Started', priority: 'Medium' });

function TaskDialog({
  submission,
  queryId,
  task,
  isOpen,
  onClose,
}: {
  submission: Submission;
  queryId: string;
  task: Task | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const staff = useQuery({ ...staffQueryOptions(), enabled: isOpen });
  const save = useSubmissionMutation(queryId, ({ base, draft }: { base: Task | null; draft: TaskDraft }) =>
    base ? submissionCalls.updateTask(submission.id, base.id, draft, base.version) : submissionCalls.addTask(submission.id, draft),
  );
  const edit = useVersionedSave((base: Task | null, draft: TaskDraft) => save.mutateAsync({ base, draft }));
  const saved = (draft: TaskDraft) => {
    toast({ title: task ? 'Task updated' : 'Task added', description: draft.title });
    close();
  };
  const form = useForm({
    defaultValues: task
      ? { title: task.title, assignedTo: task.assignedTo, dueDate: task.dueDate, status: task.status, priority: task.priority }
      : emptyTask(),
    ...schemaChecked(TaskInputSchema),
    onSubmit: async ({ value }) => {
      try {
        const draft = v.parse(TaskInputSchema, value);
        if (await edit.submit(task, draft)) saved(draft);
      } catch (error) {
        toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to save the task') });
      }
    },
  });

  const close = () => {
    edit.dismiss();
    form.reset();
    onClose();
  };

  return (
    <Dialog
      title={task ? 'Edit Task' : 'Add Task'}
      description={`A task on ${submission.submissionId}.`}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form={form.formId} isPending={save.isPending} pendingLabel="Saving...">
            Save Task
          </Button>
        </>
      }
    >
      <EditConflict edit={edit} labels={TASK_LABELS} onSaved={saved} onKeptTheirs={close} />
      <FormElement form={form} className={styles.formGrid}>
        <form.Field name="title">{(field) => <TextField label="Title" isRequired {...bound(field)} />}</form.Field>
        <form.Field name="assignedTo">
          {(field) => (
            <Select
              label="Assigned To"
              items={assigneeOptions(
                (staff.data ?? []).map((u) => u.fullName),
                field.state.value,
              )}
              selectedKey={field.state.value ?? UNASSIGNED}
              onSelectionChange={(key) => field.handleChange(key === UNASSIGNED ? null : String(key))}
              isDisabled={staff.isLoading}
              errorMessage={shownError(field) ?? (staff.isError ? errorMessage(staff.error, 'Failed to load staff') : undefined)}
            />
          )}
        </form.Field>
        <form.Field name="dueDate">{(field) => <DatePicker label="Due Date" {...bound(field)} />}</form.Field>
        <form.Field name="status">{(field) => <Select label="Status" items={STATUSES} {...boundChoice(field)} />}</form.Field>
        <form.Field name="priority">{(field) => <Select label="Priority" items={PRIORITIES} {...boundChoice(field)} />}</form.Field>
      </FormElement>
    </Dialog>
  );
}

/** Spec 'Tasks': the submission's tasks with Add Task and Edit. */
export function TasksTab({ submission, queryId }: { submission: Submission; queryId: string }) {
  const [editing, setEditing] = useState<Task | null>(null);
  const [open, setOpen] = useState(false);
  const decided = isDecided(submission.status);
  const columns = useMemo<TableColumn<Task>[]>(
    () => [
      { id: 'title', header: 'Title', isRowHeader: true, isSortable: true },
      { id: 'assignedTo', header: 'Assigned To', isSortable: true },
      {
        id: 'dueDate',
        header: 'Due Date',
        cell: (t) => formatDate(t.dueDate),
        text: (t) => formatDate(t.dueDate),
        sortValue: (t) => t.dueDate,
        isSortable: true,
      },
      { id: 'status', header: 'Status', cell: (t) => <Badge tone={taskStatusTone(t.status)}>{t.status}</Badge>, isSortable: true },
      {
        id: 'priority',
        header: 'Priority',
        cell: (t) => <Badge tone={taskPriorityTone(t.priority)}>{t.priority}</Badge>,
        isSortable: true,
      },
      // A decided submission's tasks stay as they were decided (the header says why): no Edit that can only fail.
      ...(decided
        ? []
        : [
            {
              id: 'actions',
              header: 'Actions',
              hideHeader: true,
              align: 'end',
              text: () => '',
              cell: (t: Task) => (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${t.title}`}
                  onPress={() => {
                    setEditing(t);
                    setOpen(true);
                  }}
                >
                  <EditIcon />
                  Edit
                </Button>
              ),
            } satisfies TableColumn<Task>,
          ]),
    ],
    [decided],
  );
  return (
    <div>
      <Table
        title="Tasks"
        columns={columns}
        rows={submission.tasks}
        emptyText="No tasks yet."
        showCount
        actions={
          // A decided submission takes no new tasks (the header says why): no button that can only fail.
          decided ? undefined : (
            <Button
              onPress={() => {
                setEditing(null);
                setOpen(true);
              }}
            >
              <PlusIcon />
              Add Task
            </Button>
          )
        }
      />
      <TaskDialog
        key={editing?.id ?? 'new'}
        submission={submission}
        queryId={queryId}
        task={editing}
        isOpen={open}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
