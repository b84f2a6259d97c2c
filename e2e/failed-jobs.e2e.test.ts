/**
 * Background work that failed, on the Support page: a broker manager sees the section (what failed, when,
 * why, with Retry); a broker does not, and the server refuses the broker the list too.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './support/browser.ts';

const { pageAs } = useBrowser();

describe('failed background jobs', () => {
  it('are shown to a broker manager on the Support page, and neither shown nor served to a broker', async () => {
    const manager = await pageAs('manager');
    await manager.goto('/support');
    const section = manager.getByRole('region', { name: 'Failed background jobs' });
    await section.getByRole('heading', { name: 'Failed background jobs' }).waitFor();
    // Either the list with a Retry per job, or the word that nothing failed: never an error.
    await expect
      .poll(
        async () =>
          (await section.getByRole('button', { name: /^Retry/ }).count()) +
          (await section.getByText('No background job has failed').count()),
      )
      .toBeGreaterThan(0);
    expect(await section.getByText('could not be read').count()).toBe(0);
    expect(await seriousViolations(manager)).toEqual([]);

    const broker = await pageAs('broker');
    await broker.goto('/support');
    await broker.getByRole('heading', { name: 'System status' }).waitFor();
    expect(await broker.getByRole('heading', { name: 'Failed background jobs' }).count()).toBe(0);
    expect((await broker.request.get('/api/jobs/failed')).status()).toBe(403);
  });
});
