/**
 * Runs once before the browser suite: chromium installed, the web app built, the real server started.
 * The server's URL reaches the tests as `inject('baseURL')`.
 */
import type { TestProject } from 'vitest/node';
import { ensureChromium, ensureWebBuild, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium();
  ensureWebBuild();
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
