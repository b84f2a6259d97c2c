/**
 * Where the suite's server delivers its mail: a real SMTP server in the global setup's process, and a small
 * HTTP view of what it received, so tests (in other processes) can open the links a person is mailed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startInbox } from '@workbench/adapters/testing/smtp-inbox.ts';

export interface ReceivedMail {
  /** The To: headers as written ('Casey <casey@example.com>'), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  /** What the mail carries, its bytes in base64: a proposal's PDF, say. */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface RunningMailbox {
  smtpUrl: string;
  /** GET `${url}?to=address` answers the mails sent to that address, oldest first. */
  url: string;
  stop: () => Promise<void>;
}

export async function startMailbox(): Promise<RunningMailbox> {
  const inbox = await startInbox();
  const http: Server = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase();
    const mails: ReceivedMail[] = inbox.received
      .map((mail) => ({
        to: [mail.to ?? []].flat().map((address) => address.text.toLowerCase()),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map((a) => ({
          filename: a.filename ?? '',
          contentType: a.contentType,
          content: a.content.toString('base64'),
        })),
      }))
      .filter((mail) => !to || mail.to.some((address) => address.includes(to)));
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${inbox.port}`,
    url: `http://127.0.0.1:${port}/mails`,
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await inbox.close();
    },
  };
}
