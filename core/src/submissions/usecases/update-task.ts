import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { TaskPatchInput } from '../schemas.ts';
import type { Task } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { recordedBy } from '../../users/index.ts';
import { assertChangeable } from '../workflow.ts';
import { assertTaskAssignee } from './task-assignee.ts';
import { notify, taskAssigneeIds } from '../../notifications/index.ts';
import { AppError } from '../../errors.ts';
import { writeOverReadVersion } from '../../shared/record-version.ts';

/** Edits a task (e.g. marks it Completed); history 'Task updated'. Staff only. */
export const updateTask =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, taskId: string, { version, ...changes }: TaskPatchInput): Promise<Task> => {
    assertStaff(actor);
    const read = version ?? undefined;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const current = submission.tasks.find((t) => t.id === taskId);
      if (!current) throw AppError.notFound('Task');
      await assertTaskAssignee(repos, changes.assignedTo, current.assignedTo);
      const asStored = async () => (await visibleSubmission(repos, actor, submission.id)).tasks.find((t) => t.id === taskId);
      const updated = await writeOverReadVersion(read, current, asStored, (expected) =>
        repos.tasks.update(submission.id, taskId, changes, expected),
      );
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
      if (changes.assignedTo && changes.assignedTo !== current.assignedTo) {
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
