import type { Knex } from 'knex';
import { AppError, type Task, type TaskInput, type TaskRepository } from '@workbench/core';
import { day, isUuid, newId, num } from './rows.ts';
import { updateVersioned } from './versioned-update.ts';

type Row = Record<string, unknown>;

export const toTask = (row: Row): Task => ({
  id: row.id as string,
  title: row.title as string,
  assignedTo: (row.assigned_to as string) ?? null,
  dueDate: day(row.due_date),
  status: row.status as string,
  priority: row.priority as string,
  version: num(row.version),
});

function columns(task: Partial<TaskInput>): Row {
  const row: Row = {};
  if (task.title !== undefined) row.title = task.title;
  if (task.assignedTo !== undefined) row.assigned_to = task.assignedTo;
  if (task.dueDate !== undefined) row.due_date = task.dueDate;
  if (task.status !== undefined) row.status = task.status;
  if (task.priority !== undefined) row.priority = task.priority;
  return row;
}

export class PgTaskRepository implements TaskRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(submissionId: string, task: TaskInput): Promise<Task> {
    const [row] = await this.db('tasks')
      .insert({ ...columns(task), id: newId(), submission_id: submissionId })
      .returning('*');
    return toTask(row);
  }

  async update(submissionId: string, id: string, task: Partial<TaskInput>, expectedVersion?: number): Promise<Task> {
    if (!isUuid(submissionId) || !isUuid(id)) throw AppError.notFound('Task');
    return toTask(await updateVersioned(this.db, 'tasks', { id, submission_id: submissionId }, columns(task), expectedVersion, 'Task'));
  }
}
