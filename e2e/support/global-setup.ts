/**
 * Runs once before the browser suite: chromium installed, the web app built, a mailbox for the server's
 * mail, and the real server started. Their URLs reach the tests as `inject('baseURL')` and `inject('mailboxURL')`.
 */
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox.ts';
import { ensureChromium, ensureServerBuild, ensureWebBuild, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailboxURL: string;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium();
  ensureWebBuild();
  ensureServerBuild();
  const mailbox = await startMailbox();
  const server = await startServer({ SMTP_URL: mailbox.smtpUrl });
  project.provide('baseURL', server.baseURL);
  project.provide('mailboxURL', mailbox.url);
  return async () => {
    await server.stop();
    await mailbox.stop();
  };
}
