export { contentMessageId, parseEmail, typeAttachments, type DocumentTyper } from './parse-email.ts';
export { isOutlookMsg, parseMsg } from './parse-msg.ts';
export { startImapPoller, type ImapPoller, type ImapPollerOptions } from './imap-poller.ts';
export { startSmtpIntake, type SmtpIntake, type SmtpIntakeOptions } from './smtp-intake.ts';
