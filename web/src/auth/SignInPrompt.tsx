import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { User } from '@workbench/core';
import { Button, Dialog, useToast } from '@workbench/ui-kit';
import { keepSession } from '../api/client.ts';
import { LoginForm } from '../forms/LoginForm.tsx';
import { currentUserKey, login } from '../queries/auth.queries.ts';
import { loginFailure } from './session.ts';
import { homeFor } from './guards.ts';

interface Waiting {
  resolve: () => void;
  reject: (reason: unknown) => void;
}

/**
 * When a call made on a signed-in screen finds the session gone (signed out in another tab, or expired), this
 * asks the person to sign in again on the spot: the screen stays as it is, unsaved work included, and the calls
 * that found the session gone are sent again once the same person is back. Someone else signing in here goes to
 * their own home instead, and nothing of the previous person's is sent or kept. Not now leaves the calls failed
 * and the page as it is; Go to sign-in takes the person to the sign-in page, which brings them back here.
 */
export function SignInPrompt() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const here = useRouterState({ select: (state) => state.location.href });
  const waiting = useRef<Waiting[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      keepSession(() => {
        // Only a screen that was signed in has a session to lose; a signed-out page's 401 is its answer.
        if (!queryClient.getQueryData<User | null>(currentUserKey)) return Promise.reject(new Error('Not signed in'));
        return new Promise<void>((resolve, reject) => {
          waiting.current.push({ resolve, reject });
          setOpen(true);
        });
      }),
    [queryClient],
  );

  const settle = (how: 'resolve' | 'reject') => {
    const calls = waiting.current;
    waiting.current = [];
    for (const call of calls) how === 'resolve' ? call.resolve() : call.reject(new Error('Not signed in'));
  };

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      const before = queryClient.getQueryData<User | null>(currentUserKey);
      queryClient.setQueryData(currentUserKey, user);
      setOpen(false);
      if (before && before.id === user.id) {
        settle('resolve');
        toast({ title: 'Signed in again', description: 'You can carry on where you were.' });
        return;
      }
      // Someone else: what was on screen was not theirs to send or see.
      settle('reject');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      await navigate({ to: homeFor(user) }).catch(() => undefined);
    },
  });

  const notNow = () => {
    setOpen(false);
    signIn.reset();
    settle('reject');
  };
  const toSignInPage = async () => {
    notNow();
    queryClient.setQueryData(currentUserKey, null);
    await navigate({ to: '/auth', search: { redirect: here } }).catch(() => undefined);
  };

  return (
    <Dialog
      role="alertdialog"
      title="Sign in again"
      description="You were signed out, perhaps in another tab. Sign in to carry on: this page stays as it is, and what you were saving is sent once you are back."
      isOpen={open}
      onOpenChange={(isOpen) => (isOpen ? setOpen(true) : notNow())}
      footer={
        <>
          <Button variant="outline" onPress={notNow}>
            Not now
          </Button>
          <Button variant="outline" onPress={() => void toSignInPage()}>
            Go to sign-in
          </Button>
        </>
      }
    >
      <LoginForm
        isPending={signIn.isPending}
        error={signIn.isError ? loginFailure(signIn.error) : undefined}
        onSubmit={(values) => signIn.mutateAsync(values).catch(() => undefined)}
      />
    </Dialog>
  );
}
