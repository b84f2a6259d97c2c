import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpIntakeOptions {
  port: number;
  /** Where it listens; all interfaces by default (the firm's mail server forwards from another host). */
  host?: string;
  /** Largest message accepted, in bytes (larger ones are refused with 552 before their data is kept). */
  maxBytes: number;
  /**
   * Takes one received message. A failure answers the sending server with a temporary error so it retries,
   * except an `invalid` one (the intake refuses the mail), which is permanent.
   */
  onMessage(raw: Buffer): Promise<void>;
  onError?(error: unknown): void;
}

export interface SmtpIntake {
  port: number;
  close(): Promise<void>;
}

/**
 * An SMTP listener the firm's mail server forwards submission mail to. Plain SMTP without authentication:
 * it is meant for the internal network, behind the mail server, never exposed to the internet.
 */
export async function startSmtpIntake(options: SmtpIntakeOptions): Promise<SmtpIntake> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: options.maxBytes,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          const error = new Error('Message too large') as Error & { responseCode: number };
          error.responseCode = 552;
          callback(error);
          return;
        }
        options.onMessage(Buffer.concat(chunks)).then(
          () => callback(),
          (failure: unknown) => {
            options.onError?.(failure);
            // A mail the intake refuses (no sender, say) will not improve by resending; anything else may.
            const refused = (failure as { code?: string })?.code === 'invalid';
            const error = new Error(
              refused ? `The message was refused: ${(failure as Error).message}` : 'The message could not be taken in; try again later',
            ) as Error & {
              responseCode: number;
            };
            error.responseCode = refused ? 550 : 451;
            callback(error);
          },
        );
      });
    },
  });
  server.on('error', (error) => options.onError?.(error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
