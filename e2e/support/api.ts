/** What the browser tests ask the API directly: answers checked on the way, and names no other test uses. */
import { expect } from 'vitest';
import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import type { LiveCounts } from '@workbench/core';
import { origin, type Created } from './submissions.ts';

/** The body of a successful answer (nothing for a 204); any other answer fails the test with its status and text. */
export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** A short text no other test's data holds, for names, messages and subjects a test looks for. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The badges' live counts for whoever `page` is signed in as. */
export const liveCounts = async (page: Page) => ok<LiveCounts>(await page.request.get('/api/live/counts'));

/** A message on one of a submission's channels, sent through the API by whoever `request` is signed in as. */
export const sendMessage = (request: APIRequestContext, submission: Created, channel: 'client' | 'carrier' | 'internal', content: string) =>
  request.post(`/api/submissions/${submission.id}/messages`, {
    headers: origin(),
    data: { to: 'Someone', subject: `Re: ${submission.submissionId}`, content, channel, attachmentIds: [] },
  });
