import type { User } from '@workbench/core';
import type { Logger } from 'pino';

/** What the middleware puts on ctx.state for the routes. */
export interface State {
  requestId: string;
  log: Logger;
  /** The signed-in user, loaded from the session by the auth middleware. */
  user?: User;
  /** Set by an upload route so a wrong field name gets a precise message. */
  uploadField?: string;
}

export interface SessionData {
  userId?: string;
}
