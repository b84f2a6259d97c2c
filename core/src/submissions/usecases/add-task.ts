import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { TaskInputSchema } from '../schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Task, TaskInput } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { recordedBy } from '../../users/index.ts';
import { assertChangeable } from '../workflow.ts';
import { assertTaskAssignee } from './task-assignee.ts';
import { notify, taskAssigneeIds } from '../../notifications/index.ts';

/** Adds a task, assigned to a member of staff or to no one; history 'Task added'. Staff only. */
export const addTask =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<Task> => {
    assertStaff(actor);
    const task = parseOrThrow(TaskInputSchema, input) as TaskInput;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      await assertTaskAssignee(repos, task.assignedTo);
      const created = await repos.tasks.add(submission.id, task);
      const now = deps.clock.now().toISOString();
      const details = `${created.title}${created.assignedTo ? ` (assigned to ${created.assignedTo})` : ''}`;
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Task added',
        audience: HISTORY_AUDIENCE.task,
        details,
        date: now,
      });
      const assignees = await taskAssigneeIds(repos, created.assignedTo);
      if (assignees.length > 0) {
        await notify(repos, {
          linkTo: deps.linkTo,
          kind: 'task',
          submission,
          actor,
          title: 'Task assigned to you',
          details,
          audience: HISTORY_AUDIENCE.task,
          at: now,
          only: assignees,
        });
      }
      return created;
    });
  };
