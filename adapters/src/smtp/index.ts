export {
  OutboxMailer,
  createSmtpTransport,
  startOutboxRetry,
  DEFAULT_FROM,
  NO_SMTP_MESSAGE,
  type MailTransport,
  type OutboxMailerOptions,
  type OutboxRetry,
  type OutboxRetryOptions,
} from './outbox-mailer.ts';
