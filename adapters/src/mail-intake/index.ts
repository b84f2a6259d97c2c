export { contentMessageId, parseEmail, typeAttachments, type DocumentTyper } from './parse-email.ts';
export { isOutlookMsg, parseMsg } from './parse-msg.ts';
export { startSmtpIntake, type SmtpIntake, type SmtpIntakeOptions } from './smtp-intake.ts';
