import { describe, expect, it } from 'vitest';
import { listSubmissions } from '@workbench/core';
import { aWorldPerTest } from './usecases.world.ts';

const w = aWorldPerTest();

describe('listSubmissions with open', () => {
  it('keeps to the open submissions with open=true and to the decided ones with open=false', async () => {
    const broker = await w.anActor('broker');
    const pending = await w.aSubmission('pending', false);
    const inReview = await w.aSubmission('in_review', false);
    const approved = await w.aSubmission('approved', false);
    const rejected = await w.aSubmission('rejected', false);
    const ids = async (open: string) => (await listSubmissions(w.deps)(broker, { open })).items.map((s) => s.id).sort();
    expect(await ids('true')).toEqual([pending.id, inReview.id].sort());
    expect(await ids('false')).toEqual([approved.id, rejected.id].sort());
  });
});
