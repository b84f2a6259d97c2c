import { AppError } from '../../errors.ts';
import type { Repositories } from '../../repositories.ts';
import { actsAsStaff } from '../../users/index.ts';

export const TASK_ASSIGNEE_MESSAGE = 'Choose who the task is assigned to from the staff list';

/**
 * A task is assigned to a member of staff, by the full name the staff list (the assignment picker) shows,
 * or to no one. Fails with `invalid` for any other text. A name the task already holds passes when it is
 * left as it is, so a task assigned before this rule can still be edited.
 */
export async function assertTaskAssignee(repos: Repositories, name: string | null | undefined, current?: string | null): Promise<void> {
  if (name === null || name === undefined || name === current) return;
  const staff = await repos.users.listStaff();
  if (staff.some((user) => actsAsStaff(user) && user.fullName === name)) return;
  throw AppError.invalid(TASK_ASSIGNEE_MESSAGE, [{ path: 'assignedTo', message: TASK_ASSIGNEE_MESSAGE }]);
}
