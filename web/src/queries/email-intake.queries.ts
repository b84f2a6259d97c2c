import type { EmailIntakeResult } from '@workbench/core';
import { api } from '../api/client.ts';

/** Saved e-mails the dashboard's Upload Submission takes in as a draft submission. */
export const EMAIL_ACCEPT = ['.eml'];

export const isEmailFile = (file: File) => file.name.toLowerCase().endsWith('.eml') || file.type === 'message/rfc822';

/** Posts a saved e-mail (.eml): the server answers the draft submission made from it. */
export function takeInEmail(file: File): Promise<EmailIntakeResult> {
  const form = new FormData();
  form.append('email', file);
  return api.post<EmailIntakeResult>('/api/submissions/from-email', form);
}
