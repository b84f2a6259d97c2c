import { useDeferredValue, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { TaskInputSchema, type SubmissionSummary } from '@workbench/core';
import { ComboBox, DatePicker, Select, SelectItem, TextField, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { bound, boundChoice, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { todayIso } from '../../format.ts';
import { staffQueryOptions, submissionCalls } from '../../queries/submission-detail.queries.ts';
import { submissionSearchQueryOptions } from '../../queries/submissions.queries.ts';
import { workHubKeys } from '../../queries/work-hub.queries.ts';
import * as styles from './workHub.css.ts';

const SUBMISSION_REQUIRED = 'Choose the submission the task is for';

/** A task as the server checks it (core's TaskInputSchema), and the submission it goes on. */
const NewTaskSchema = v.object({
  submission: v.pipe(v.string(), v.nonEmpty(SUBMISSION_REQUIRED)),
  ...TaskInputSchema.entries,
});

const options = (values: string[]) => values.map((value) => ({ id: value, label: value }));
const PRIORITIES = options(['High', 'Medium', 'Low']);
const STATUSES = options(['Not Started', 'In Progress']);
const UNASSIGNED = '__unassigned__';

/**
 * The submission field: finds open submissions by id, client or carrier as the person types (GET
 * /api/submissions?q=&open=true). A decided submission takes no new tasks, so the search leaves them out.
 */
function SubmissionPicker({
  value,
  onChange,
  onBlur,
  errorMessage: error,
}: {
  value: string;
  onChange: (submissionId: string) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SubmissionSummary | null>(null);
  const q = useDeferredValue(text.trim());
  const results = useQuery(submissionSearchQueryOptions(q, { openOnly: true }));
  const found = q ? (results.data ?? []) : [];
  // The chosen one stays an option while the person types, so the field keeps showing it.
  const items = chosen && !found.some((s) => s.submissionId === chosen.submissionId) ? [chosen, ...found] : found;
  const labelOf = (s: SubmissionSummary) => `${s.submissionId} · ${s.client}`;
  return (
    <ComboBox<SubmissionSummary>
      label="Submission"
      isRequired
      placeholder="Type an id or a client"
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (chosen && next !== labelOf(chosen)) {
          setChosen(null);
          onChange('');
        }
      }}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        const submission = items.find((s) => s.submissionId === key);
        if (!submission) return;
        setChosen(submission);
        setText(labelOf(submission));
        onChange(submission.submissionId);
      }}
      onBlur={onBlur}
      allowsEmptyCollection
      menuTrigger="input"
      emptyText={!q ? 'Type an id, client or carrier' : results.isFetching ? 'Searching...' : 'No open submissions found'}
      errorMessage={error}
    >
      {(s) => <SelectItem id={s.submissionId}>{labelOf(s)}</SelectItem>}
    </ComboBox>
  );
}

/** 'New task' on the tasks page: a task on any submission, given to the person themself unless they choose someone. */
export function NewTaskDialog({ isOpen, onClose, me }: { isOpen: boolean; onClose: () => void; me: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const staff = useQuery({ ...staffQueryOptions(), enabled: isOpen });
  const names = (staff.data ?? []).map((u) => u.fullName);
  const people = [
    { id: UNASSIGNED, label: 'Unassigned' },
    ...(names.includes(me) ? names : [me, ...names]).map((name) => ({ id: name, label: name === me ? `${name} (me)` : name })),
  ];
  const form = useForm({
    defaultValues: {
      submission: '',
      title: '',
      assignedTo: me as string | null,
      dueDate: todayIso() as string | null,
      status: 'Not Started',
      priority: 'Medium',
    },
    ...schemaChecked(NewTaskSchema),
    onSubmit: async ({ value }) => {
      const { submission, ...task } = v.parse(NewTaskSchema, value);
      try {
        await submissionCalls.addTask(submission, task);
        toast({ title: 'Task added', description: `${task.title} on ${submission}.` });
        for (const queryKey of [workHubKeys.tasks, workHubKeys.counts, ['submissions', 'detail']])
          void queryClient.invalidateQueries({ queryKey });
        form.reset();
        onClose();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Task not added', description: errorMessage(error, 'Failed to add the task') });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <FormDialog
      title="New task"
      description="A follow-up on one of your submissions, with who does it and by when."
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      submitLabel="Add task"
      pendingLabel="Adding..."
      isSubmitting={submitting}
      className={styles.formGrid}
    >
      <form.Field name="submission">
        {(field) => (
          <SubmissionPicker
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            errorMessage={shownError(field)}
          />
        )}
      </form.Field>
      <form.Field name="title">{(field) => <TextField label="Title" isRequired {...bound(field)} />}</form.Field>
      <form.Field name="assignedTo">
        {(field) => (
          <Select
            label="Assigned to"
            items={people}
            selectedKey={field.state.value ?? UNASSIGNED}
            onSelectionChange={(key) => field.handleChange(key === UNASSIGNED ? null : String(key))}
            errorMessage={staff.isError ? errorMessage(staff.error, 'Failed to load staff') : undefined}
          />
        )}
      </form.Field>
      <form.Field name="dueDate">{(field) => <DatePicker label="Due date" {...bound(field)} />}</form.Field>
      <form.Field name="priority">{(field) => <Select label="Priority" items={PRIORITIES} {...boundChoice(field)} />}</form.Field>
      <form.Field name="status">{(field) => <Select label="Status" items={STATUSES} {...boundChoice(field)} />}</form.Field>
    </FormDialog>
  );
}
