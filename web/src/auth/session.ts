import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@workbench/core';
import { useToast, type ToastOptions } from '@workbench/ui-kit';
import { errorMessage } from '../api/client.ts';
import { currentUserKey, login, logout, register } from '../queries/auth.queries.ts';
import { homeFor, isPathForUser } from './guards.ts';

/**
 * After signing in: the page the visitor was sent away from, if it is theirs to see, else their home.
 * The welcome toast waits until that page is there, so it appears where the workbench keeps its toasts
 * (beside the sidebar, below the header) instead of on the sign-in page and then jumping.
 */
function useEnter() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return async (user: User, redirectTo: string | undefined, welcome: ToastOptions) => {
    queryClient.setQueryData(currentUserKey, user);
    const target = redirectTo && isPathForUser(redirectTo, user) ? redirectTo : homeFor(user);
    // A navigation that fails shows its own error; the visitor is signed in all the same.
    await navigate({ to: target }).catch(() => undefined);
    toast(welcome);
  };
}

export function useLogin(redirectTo?: string) {
  const { toast } = useToast();
  const enter = useEnter();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => enter(user, redirectTo, { title: 'Login successful', description: `Welcome back, ${user.fullName}!` }),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Login failed', description: loginFailure(error) });
    },
  });
}

export const loginFailure = (error: unknown) => errorMessage(error, 'Invalid username or password');
export const registerFailure = (error: unknown) => errorMessage(error, 'Registration failed');

export function useRegister(redirectTo?: string) {
  const { toast } = useToast();
  const enter = useEnter();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => enter(user, redirectTo, { title: 'Registration successful', description: `Welcome, ${user.fullName}!` }),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Registration failed', description: registerFailure(error) });
    },
  });
}

export function useLogout() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(currentUserKey, null);
      toast({ title: 'Logout successful', description: 'You have been logged out' });
      await navigate({ to: '/auth' });
      // Nothing of the previous user's data may outlive the session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: errorMessage(error, 'Logout failed') });
    },
  });
}
