import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
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

/**
 * Moves between the wizard's pages. The wizard holds one place in the browser history: each move replaces
 * it, so Back from anywhere in the wizard, or from the submission it saved, returns to where the broker
 * started it rather than to a page of a draft that has ended.
 */
export function useWizardNavigate(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback((to: string) => void navigate({ to, replace: true }), [navigate]);
}
