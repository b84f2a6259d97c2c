import { assertStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { TaskPatchSchema } from '../../shared/usecases/schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Task, TaskInput } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { recordedBy } from '../../shared/author.ts';
import { assertChangeable } from '../workflow.ts';
import { assertTaskAssignee } from './task-assignee.ts';
import { notify, taskAssigneeIds } from '../../notifications/notify.ts';

/** Edits a task (e.g. marks it Completed); history 'Task updated'. Staff only. */
export const updateTask =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, taskId: string, input: unknown): Promise<Task> => {
    assertStaff(actor);
    const changes = parseOrThrow(TaskPatchSchema, input ?? {}) as Partial<TaskInput>;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const current = submission.tasks.find((t) => t.id === taskId);
      await assertTaskAssignee(repos, changes.assignedTo, current?.assignedTo);
      const updated = await repos.tasks.update(submission.id, taskId, changes);
      const now = deps.clock.now().toISOString();
      const details = `${updated.title}: ${Object.keys(changes).join(', ') || 'no fields'} changed (${updated.status})`;
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Task updated',
        audience: HISTORY_AUDIENCE.task,
        details,
        date: now,
      });
      // A task handed to someone new is news to them; other edits are the assignee's own business.
      if (changes.assignedTo && changes.assignedTo !== current?.assignedTo) {
        const assignees = await taskAssigneeIds(repos, updated.assignedTo);
        await notify(repos, {
          linkTo: deps.linkTo,
          kind: 'task',
          submission,
          actor,
          title: 'Task assigned to you',
          details: updated.title,
          audience: HISTORY_AUDIENCE.task,
          at: now,
          only: assignees,
        });
      }
      return updated;
    });
  };
