import { queryOptions } from '@tanstack/react-query';
import { auth, type BodyOf } from '@workbench/contract';
import type { InvitationLookUp, User } from '@workbench/core';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';

/** The current user is cached for five minutes. */
export const CURRENT_USER_STALE_MS = 300_000;

export const currentUserKey = ['auth', 'user'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer here, not a failure). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: async (): Promise<User | null> => {
      try {
        return await call(auth.currentUser, {});
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });

/** The demo logins to show on the sign-in page (an empty list hides them): none unless it was seeded with demo data. */
export const demoLoginsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'demo-logins'] as const,
    queryFn: () => call(auth.listDemoLogins, {}),
    staleTime: Infinity,
    retry: false,
  });

/** The sign-in page's other ways in: the firm's directory and its OpenID Connect provider, each null when not set up. */
export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: () => call(auth.signInProviders, {}),
    staleTime: Infinity,
    retry: false,
  });

export const login = (credentials: BodyOf<typeof auth.login>) => call(auth.login, { body: credentials });
export const logout = () => call(auth.logout, {});
export const register = (registration: BodyOf<typeof auth.register>) => call(auth.register, { body: registration });

/** Proves the owner of an address opened the link mailed to it; answers the confirmed account. */
export const verifyEmail = (token: string) => call(auth.verifyEmail, { body: { token } });
/** Mails the signed-in customer a new confirmation link; answers the address it went to. */
export const resendVerification = () => call(auth.resendVerification, {});

/** What the registration page knows of its invitation link: the server's answer, or that no invitation has this token. */
export type InvitationState = InvitationLookUp | { state: 'unknown'; message: string };

/** The invitation of a link, asked once as the page opens (looking uses nothing up). */
export const invitationQueryOptions = (invitation: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', invitation] as const,
    queryFn: async (): Promise<InvitationState> => {
      try {
        return await call(auth.lookUpInvitation, { body: { invitation } });
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
