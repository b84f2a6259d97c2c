import type { EmailIntakeResult } from '@workbench/core';
import { submissions } from '@workbench/contract';
import { call } from '../api/call.ts';

/** Saved e-mails the dashboard's Upload Submission takes in as a draft submission: .eml, and Outlook's .msg. */
export const EMAIL_ACCEPT = ['.eml', '.msg'];

const EMAIL_TYPES = ['message/rfc822', 'application/vnd.ms-outlook'];

export const isEmailFile = (file: File) => /\.(eml|msg)$/i.test(file.name) || EMAIL_TYPES.includes(file.type);

/** Posts a saved e-mail (.eml or .msg): the server answers the draft submission made from it. */
export const takeInEmail = (file: File): Promise<EmailIntakeResult> => call(submissions.takeInEmail, { files: [file] });
