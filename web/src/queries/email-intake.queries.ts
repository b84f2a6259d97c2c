import type { EmailIntakeResult } from '@workbench/core';
import { api } from '../api/client.ts';

/** Saved e-mails the dashboard's Upload Submission takes in as a draft submission: .eml, and Outlook's .msg. */
export const EMAIL_ACCEPT = ['.eml', '.msg'];

const EMAIL_TYPES = ['message/rfc822', 'application/vnd.ms-outlook'];

export const isEmailFile = (file: File) => /\.(eml|msg)$/i.test(file.name) || EMAIL_TYPES.includes(file.type);

/** Posts a saved e-mail (.eml or .msg): the server answers the draft submission made from it. */
export function takeInEmail(file: File): Promise<EmailIntakeResult> {
  const form = new FormData();
  form.append('email', file);
  return api.post<EmailIntakeResult>('/api/submissions/from-email', form);
}
