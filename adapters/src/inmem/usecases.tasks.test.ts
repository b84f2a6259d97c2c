/** Core's task use cases on the in-memory unit of work: staff's to-dos on a submission. */
import { describe, expect, it } from 'vitest';
import { addTask, updateTask } from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

describe('tasks', () => {
  it('adds a task and completes it; a customer may do neither', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const task = await addTask(w.deps)(broker, s.id, { title: 'Call the client' });
    expect((await updateTask(w.deps)(broker, s.id, task.id, { status: 'Completed' })).status).toBe('Completed');
    expect(await failure(addTask(w.deps)(await w.theCustomer(), s.id, { title: 'Mine' }))).toBe('forbidden');
  });

  it('takes no new task on a decided submission', async () => {
    const s = await w.aSubmission('rejected');
    expect(await failure(addTask(w.deps)(await w.anActor('broker'), s.id, { title: 'Late' }))).toBe('conflict');
  });
});
