export {
  OutboxMailer,
  createSmtpTransport,
  outboxDelivery,
  isRefusal,
  DEFAULT_FROM,
  NO_SMTP_MESSAGE,
  type MailTransport,
  type OutboxMailerOptions,
  type OutboxDeliveryOptions,
} from './outbox-mailer.ts';
