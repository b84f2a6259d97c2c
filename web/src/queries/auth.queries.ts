import { queryOptions } from '@tanstack/react-query';
import type { InvitationLookUp, Role, User } from '@workbench/core';
import { ApiError, api } from '../api/client.ts';

/** The current user is cached for five minutes. */
export const CURRENT_USER_STALE_MS = 300_000;

export const currentUserKey = ['auth', 'user'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer here, not a failure). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: async (): Promise<User | null> => {
      try {
        return await api.get<User>('/api/auth/user');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });

/** A sign-in the installation offers for trying it out; none unless it was seeded with demo data. */
export interface DemoLogin {
  role: Role;
  label: string;
  username: string;
  password: string;
}

/** The demo logins to show on the sign-in page (an empty list hides them). */
export const demoLoginsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'demo-logins'] as const,
    queryFn: () => api.get<DemoLogin[]>('/api/auth/demo-logins'),
    staleTime: Infinity,
    retry: false,
  });

/** The sign-in page's other ways in: the firm's directory and its OpenID Connect provider, each null when not set up. */
export interface SignInProviders {
  directory: { name: string } | null;
  oidc: { name: string; startUrl: string } | null;
}

export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: () => api.get<SignInProviders>('/api/auth/providers'),
    staleTime: Infinity,
    retry: false,
  });

export const login = (credentials: { username: string; password: string }) => api.post<User>('/api/auth/login', credentials);
export const logout = () => api.post<void>('/api/auth/logout');
export const register = (registration: Record<string, unknown>) => api.post<User>('/api/auth/register', registration);

/** Proves the owner of an address opened the link mailed to it; answers the confirmed account. */
export const verifyEmail = (token: string) => api.post<User>('/api/auth/verify-email', { token });
/** Mails the signed-in customer a new confirmation link; answers the address it went to. */
export const resendVerification = () => api.post<{ to: string }>('/api/auth/resend-verification');

/** What the registration page knows of its invitation link: the server's answer, or that no invitation has this token. */
export type InvitationState = InvitationLookUp | { state: 'unknown'; message: string };

/** The invitation of a link, asked once as the page opens (looking uses nothing up). */
export const invitationQueryOptions = (invitation: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', invitation] as const,
    queryFn: async (): Promise<InvitationState> => {
      try {
        return await api.post<InvitationLookUp>('/api/auth/invitation', { invitation });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return { state: 'unknown', message: error.serverMessage ?? 'This invitation is invalid or has expired' };
        }
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
