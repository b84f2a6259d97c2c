import { queryOptions } from '@tanstack/react-query';
import { type BodyOf, inbox, profile } from '@workbench/contract';
import type { EmailPreference } from '@workbench/core';
import { call } from '../api/call.ts';

/**
 * The signed-in person's own account: profile, password, sessions and mail preferences. No call names an
 * account: the server acts on the session's own.
 */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
  emailPreference: ['account', 'email-preference'] as const,
};

/** The account and, for a customer, the clients bound to their proven address. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile,
    queryFn: () => call(profile.getProfile, {}),
  });

/** A save of one's details; with the profile's version as read, refused when another tab saved it since. */
export const updateProfile = (edit: BodyOf<typeof profile.updateProfile>) => call(profile.updateProfile, { body: edit });

/** Answers how many other sessions of the account were ended with it. */
export const changePassword = (change: BodyOf<typeof profile.changePassword>) => call(profile.changePassword, { body: change });

export const signOutOtherSessions = () => call(profile.signOutOtherSessions, {});

/** How notifications reach the person by e-mail, and the kinds never mailed. */
export const emailPreferenceQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.emailPreference,
    queryFn: () => call(inbox.getEmailPreference, {}),
  });

export const saveEmailPreference = (preference: EmailPreference) => call(inbox.setEmailPreference, { body: preference });
