/** Core's task use cases on the in-memory unit of work: staff's to-dos on a submission. */
import { describe, expect, it } from 'vitest';
import { addTask, getSubmission, listActivity, updateTask } from '@workbench/core';
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

describe('task assignees', () => {
  it('assigns a task to a member of staff by the name the staff list shows, and keeps it from the client', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    await w.anActor('insurer', { fullName: 'Uma Underwriter' });
    const task = await addTask(w.deps)(broker, s.id, { title: 'Review loss runs', assignedTo: 'Uma Underwriter' });
    expect(task).toMatchObject({ assignedTo: 'Uma Underwriter', status: 'Pending' });
    expect(await w.actions(s.id)).toEqual(['Task added']);
    const customer = await w.theCustomer();
    expect(await listActivity(w.deps)(customer)).toEqual([]);
    expect((await getSubmission(w.deps)(customer, s.id)).tasks).toEqual([]);
  });

  it('refuses an assignee who is not staff, and stores no task', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    await w.theCustomer({ fullName: 'Casey Customer' });
    await w.anActor('broker', { fullName: 'Pete Pending', status: 'pending' });
    for (const assignedTo of ['Casey Customer', 'Pete Pending', 'Somebody']) {
      expect(await failure(addTask(w.deps)(broker, s.id, { title: 'Call', assignedTo }))).toBe('invalid');
    }
    expect((await w.uow.repos.submissions.get(s.id))!.tasks).toEqual([]);
  });

  it('lets a task keep an assignee who has since left the staff list when other fields change, but not be given one', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const legacy = await w.uow.repos.tasks.add(s.id, {
      title: 'Old',
      assignedTo: 'Former Colleague',
      dueDate: null,
      status: 'Pending',
      priority: 'Medium',
    });
    expect((await updateTask(w.deps)(broker, s.id, legacy.id, { assignedTo: 'Former Colleague', status: 'Completed' })).status).toBe(
      'Completed',
    );
    const fresh = await addTask(w.deps)(broker, s.id, { title: 'New' });
    expect(await failure(updateTask(w.deps)(broker, s.id, fresh.id, { assignedTo: 'Former Colleague' }))).toBe('invalid');
  });

  it("refuses a task of another submission or none, and a customer's edit", async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const task = await addTask(w.deps)(broker, s.id, { title: 'Call' });
    const other = await w.aSubmission();
    expect(await failure(updateTask(w.deps)(broker, other.id, task.id, { status: 'Completed' }))).toBe('not_found');
    expect(await failure(updateTask(w.deps)(broker, s.id, crypto.randomUUID(), { status: 'Completed' }))).toBe('not_found');
    expect(await failure(updateTask(w.deps)(await w.theCustomer(), s.id, task.id, { status: 'Completed' }))).toBe('forbidden');
    expect((await w.uow.repos.submissions.get(s.id))!.tasks.map((t) => t.status)).toEqual(['Pending']);
  });
});
