import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTaskDone, TASK_DONE_STATUS, type TaskInput, type TaskItem } from '@workbench/core';
import { Checkbox, DatePicker, Select, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../format.ts';
import { submissionCalls } from '../../queries/submission-detail.queries.ts';
import { workHubKeys } from '../../queries/work-hub.queries.ts';

/** The status a task reopened from Done goes back to. */
export const REOPENED_STATUS = 'In Progress';
const UNASSIGNED = '__unassigned__';

interface Change {
  patch: Partial<TaskInput>;
  done: { title: string; description: string };
}

/**
 * One task's change from the task list (PATCH on its submission): a toast says what happened or why not,
 * and the lists, the badge and the submission's own Tasks tab are read again.
 */
function useTaskChange(task: TaskItem) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ patch }: Change) => submissionCalls.updateTask(task.submissionRecordId, task.id, patch, task.version),
    onSuccess: (_task, { done }) => toast(done),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Task not changed', description: errorMessage(error, 'Failed to change the task') }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workHubKeys.tasks });
      void queryClient.invalidateQueries({ queryKey: workHubKeys.counts });
      void queryClient.invalidateQueries({ queryKey: ['submissions', 'detail'] });
    },
  });
}

/**
 * What is typed into a control in a table row belongs to the control: the table's type-to-find (which moves
 * focus to the row whose text starts with the typed letters) must not take a date's digits or a picker's letters.
 */
function OwnKeys({ children }: { children: ReactNode }) {
  const keep = (event: KeyboardEvent) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) event.stopPropagation();
  };
  return (
    <div role="none" onKeyDown={keep}>
      {children}
    </div>
  );
}

/** Done or not: ticking it completes the task (it moves to Done); unticking reopens it. */
export function CompleteCheckbox({ task }: { task: TaskItem }) {
  const change = useTaskChange(task);
  const done = isTaskDone(task);
  // Shown ticked as soon as it is pressed; the list then moves the task to its new bucket.
  const shown = change.isPending ? !done : done;
  return (
    <Checkbox
      aria-label={`Done: ${task.title} (${task.submissionId})`}
      isSelected={shown}
      isDisabled={change.isPending}
      onChange={(completed) =>
        change.mutate({
          patch: { status: completed ? TASK_DONE_STATUS : REOPENED_STATUS },
          done: completed
            ? { title: 'Task completed', description: `${task.title} moved to Done.` }
            : { title: 'Task reopened', description: `${task.title} is ${REOPENED_STATUS.toLowerCase()} again.` },
        })
      }
    />
  );
}

/** Who the task is given to, from the staff list (a name saved before the list existed stays choosable). */
export function AssigneePicker({ task, staff, label }: { task: TaskItem; staff: readonly string[]; label?: string }) {
  const change = useTaskChange(task);
  const names = task.assignedTo && !staff.includes(task.assignedTo) ? [...staff, task.assignedTo] : staff;
  const items = [{ id: UNASSIGNED, label: 'Unassigned' }, ...names.map((name) => ({ id: name, label: name }))];
  return (
    <OwnKeys>
      <Select
        label={label}
        aria-label={label ? undefined : `Assignee of ${task.title}`}
        items={items}
        selectedKey={(change.isPending ? change.variables.patch.assignedTo : task.assignedTo) ?? UNASSIGNED}
        isDisabled={change.isPending}
        onSelectionChange={(key) => {
          const assignedTo = key === UNASSIGNED ? null : String(key);
          if (assignedTo === task.assignedTo) return;
          change.mutate({
            patch: { assignedTo },
            done: { title: 'Task reassigned', description: `${task.title} is now ${assignedTo ? `with ${assignedTo}` : 'unassigned'}.` },
          });
        }}
      />
    </OwnKeys>
  );
}

/**
 * The due date, typed or picked: saved when the person leaves the field or closes the calendar, so the
 * steps of typing a date (2, 20, 202, 2027) are never saved on their own.
 */
export function DueDateField({ task, label }: { task: TaskItem; label?: string }) {
  const change = useTaskChange(task);
  const saved = task.dueDate?.slice(0, 10) ?? null;
  const [draft, setDraft] = useState<string | null>(saved);
  // A calendar pick and the calendar's closing come in one go: the save reads the draft just set.
  const latest = useRef(draft);
  const [shownFor, setShownFor] = useState(saved);
  if (shownFor !== saved) {
    // The server's value changed (this save, or someone else's): show it.
    setShownFor(saved);
    setDraft(saved);
    latest.current = saved;
  }
  const edit = (value: string | null) => {
    latest.current = value;
    setDraft(value);
  };
  const save = () => {
    const dueDate = latest.current;
    if (dueDate === saved || change.isPending) return;
    change.mutate({
      patch: { dueDate },
      done: { title: 'Due date changed', description: `${task.title} ${dueDate ? `is due ${formatDate(dueDate)}` : 'has no due date'}.` },
    });
  };
  return (
    <OwnKeys>
      <DatePicker
        label={label}
        aria-label={label ? undefined : `Due date of ${task.title}`}
        value={draft}
        onChange={edit}
        onBlur={save}
        onOpenChange={(open) => (open ? undefined : save())}
        isDisabled={change.isPending}
      />
    </OwnKeys>
  );
}
