/** The browser suite's lanes as a test file sees them: its own server and mailbox (see workers.ts). */
import { inject } from 'vitest';

/** The lane of the worker running this file: vitest numbers its workers from 1. */
function ownLane() {
  const lanes = inject('lanes');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return lanes[(worker - 1) % lanes.length]!;
}

/** The address of this file's server. */
export const baseURL = (): string => ownLane().baseURL;

/** Where this file's server delivers its mail: GET `${mailboxURL()}?to=address`. */
export const mailboxURL = (): string => ownLane().mailboxURL;
