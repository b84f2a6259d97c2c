import { AppError, type Task, type TaskInput, type TaskRepository } from '@workbench/core';
import { countWrite, newId, requireSubmission, strip } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';

export class InMemoryTaskRepository implements TaskRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, task: TaskInput): Promise<Task> {
    requireSubmission(this.store, submissionId);
    const row = { ...copy(task), id: newId(), submissionId, seq: nextSeq(this.store), version: 1 };
    this.store.state.tasks.push(row);
    return strip(row);
  }

  async update(submissionId: string, id: string, task: Partial<TaskInput>, expectedVersion?: number): Promise<Task> {
    const row = this.store.state.tasks.find((t) => t.id === id && t.submissionId === submissionId);
    if (!row) throw AppError.notFound('Task');
    countWrite(row, expectedVersion);
    for (const [key, value] of Object.entries(task))
      if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = copy(value);
    return strip(row);
  }
}
