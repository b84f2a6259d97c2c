import { useSuspenseQuery } from '@tanstack/react-query';
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
