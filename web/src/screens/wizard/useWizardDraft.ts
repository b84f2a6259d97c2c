import { useSuspenseQuery } from '@tanstack/react-query';
import { type HistoryState, type NavigateOptions, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import type { User } from '@workbench/core';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { draftStoreFor, type DraftStore, type WizardDraft } from './draft.ts';

/** The signed-in broker (the broker zone's guard has already loaded it). */
export function useCurrentUser(): User {
  const { data } = useSuspenseQuery(currentUserQueryOptions());
  if (!data) throw new Error('The wizard needs a signed-in user');
  return data;
}

/** The current user's wizard draft and the ways to change it; every change is saved at once. */
export function useWizardDraft(): { draft: WizardDraft; update: DraftStore['update']; reset: DraftStore['reset'] } {
  const user = useCurrentUser();
  const store = draftStoreFor(user.id);
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  const update = useCallback<DraftStore['update']>((change) => store.update(change), [store]);
  const reset = useCallback<DraftStore['reset']>((next) => store.reset(next), [store]);
  return { draft, update, reset };
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** How many of the wizard's pages lie behind this one in the browser history (the first page: none). */
    wizardDepth?: number;
  }
}

const WIZARD_PATH = '/create-submission';

/** The wizard pages behind the current history entry. */
const depthHere = (): number => {
  const state = window.history.state as { wizardDepth?: unknown } | null;
  return typeof state?.wizardDepth === 'number' ? state.wizardDepth : 0;
};

/**
 * Moves between the wizard's pages. Each page is its own place in the browser history, so the browser's
 * Back goes to the page before, as the wizard's own Back does; each counts the wizard's pages behind it,
 * so saving can take them all out of the history (useLeaveWizard).
 */
export function useWizardNavigate(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) =>
      void navigate({
        to,
        ...(to.startsWith(WIZARD_PATH) ? { state: (prev: HistoryState) => ({ ...prev, wizardDepth: depthHere() + 1 }) } : {}),
      }),
    [navigate],
  );
}

/**
 * Leaves the wizard once its draft has ended (saved): the browser goes back to the wizard's first page and
 * `to` takes its place, so Back from there returns to where the broker started the wizard rather than to a
 * page of a draft that has ended.
 */
export function useLeaveWizard(): (to: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (to: NavigateOptions) => {
      const depth = depthHere();
      if (depth > 0)
        await new Promise<void>((resolve) => {
          const stop = router.history.subscribe(() => {
            stop();
            resolve();
          });
          router.history.go(-depth);
        });
      await navigate({ ...to, replace: true });
    },
    [navigate, router],
  );
}
