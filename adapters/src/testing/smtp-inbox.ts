import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  server: SMTPServer;
  port: number;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server in this process, on the given port (0: any free one), keeping every mail it accepts. */
export async function startInbox(port = 0): Promise<Inbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return { server, port: address.port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port where no SMTP server listens (one was there a moment ago). */
export async function freeSmtpPort(): Promise<number> {
  const inbox = await startInbox();
  await inbox.close();
  return inbox.port;
}

export const recipients = (to: ParsedMail['to']) => (Array.isArray(to) ? to.map((t) => t.text).join(', ') : to?.text);
