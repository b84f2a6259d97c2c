import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@workbench/core';
import { useToast } from '@workbench/ui-kit';
import { errorMessage } from '../api/client.ts';
import { currentUserKey, login, logout, register } from '../queries/auth.queries.ts';
import { homeFor, isPathForRole } from './guards.ts';

/** After signing in: the page the visitor was sent away from, if it is theirs to see, else their home. */
function useEnter() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: User, redirectTo?: string) => {
    queryClient.setQueryData(currentUserKey, user);
    const target = redirectTo && isPathForRole(redirectTo, user.role) ? redirectTo : homeFor(user.role);
    void navigate({ to: target });
  };
}

export function useLogin(redirectTo?: string) {
  const { toast } = useToast();
  const enter = useEnter();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: `Welcome back, ${user.fullName}!` });
      enter(user, redirectTo);
    },
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
    onSuccess: (user) => {
      toast({ title: 'Registration successful', description: `Welcome, ${user.fullName}!` });
      enter(user, redirectTo);
    },
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
