import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { UPLOAD_PREFILL_KEY } from '../../queries/documents.queries.ts';
import { draftFromPrefill, draftStoreFor, hasProgress } from './draft.ts';
import { stepPath } from './steps.ts';

/** Takes the schedule Upload Submission left behind, once: the key is removed as it is read. */
function takeUploadPrefill(): Parameters<typeof draftFromPrefill>[0] | null {
  try {
    const text = sessionStorage.getItem(UPLOAD_PREFILL_KEY);
    if (text === null) return null;
    sessionStorage.removeItem(UPLOAD_PREFILL_KEY);
    return JSON.parse(text) as Parameters<typeof draftFromPrefill>[0];
  } catch {
    return null;
  }
}

/**
 * Arriving at /create-submission: a new submission starts from an empty draft, or from the schedule
 * Upload Submission left behind; the broker goes straight to the client step. Only when an unfinished
 * draft exists does the page stay, to offer resuming it. Hover preloads change nothing.
 */
export async function startNewSubmission(queryClient: QueryClient, preload: boolean): Promise<void> {
  if (preload) return;
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) return;
  const store = draftStoreFor(user.id);
  const prefill = takeUploadPrefill();
  if (prefill) store.reset(draftFromPrefill(prefill));
  else if (!hasProgress(store.get())) store.reset();
  else return;
  throw redirect({ to: stepPath('client'), replace: true });
}
