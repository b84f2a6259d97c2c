/** Inversify tokens, one per port. */
export const TOKENS = {
  UnitOfWork: Symbol.for('UnitOfWork'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  PasswordHasher: Symbol.for('PasswordHasher'),
  SecretTokens: Symbol.for('SecretTokens'),
  SessionStore: Symbol.for('SessionStore'),
  LoginAttemptStore: Symbol.for('LoginAttemptStore'),
  DocumentExtractor: Symbol.for('DocumentExtractor'),
  Mailer: Symbol.for('Mailer'),
  Outbox: Symbol.for('Outbox'),
  Logger: Symbol.for('Logger'),
  Config: Symbol.for('Config'),
} as const;
