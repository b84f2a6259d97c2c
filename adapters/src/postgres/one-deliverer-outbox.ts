import type { Outbox } from '@workbench/core';
import type { Knex } from 'knex';
import pg from 'pg';
import { ownConnectionFor } from './own-connection.ts';

export interface OneDelivererOutbox extends Outbox {
  /** Gives up the turn (at shutdown), so another process takes over at its next round. */
  close(): Promise<void>;
}

/**
 * The outbox as the delivery loop of one of several processes sees it: queued mail is handed out only to
 * the process holding the delivery turn, a session-level advisory lock on a connection of its own. Without
 * it every process reads the same queue and a mail is sent once per process. The server releases the lock
 * when the holder's connection ends (shutdown, crash), and the next process to ask takes the turn. The
 * embedded database is one process: the outbox is used as it is.
 */
export function oneDelivererOutbox(outbox: Outbox, db: Knex): OneDelivererOutbox {
  const own = ownConnectionFor(db);
  let holder: pg.Client | null = null;
  const release = (client: pg.Client) => {
    if (holder === client) holder = null;
    client.end().catch(() => undefined);
  };
  const takeTurn = async (): Promise<boolean> => {
    if (!own || holder) return true;
    const client = new pg.Client({ ...own.connection });
    client.on('error', () => release(client));
    client.on('end', () => release(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(hashtext('workbench outbox ' || $1)) as ok`, [
        own.scope,
      ]);
      if (!rows[0]?.ok) {
        release(client);
        return false;
      }
      holder = client;
      return true;
    } catch {
      release(client);
      return false;
    }
  };

  return {
    enqueue: (mail, lastError) => outbox.enqueue(mail, lastError),
    pending: async (limit) => ((await takeTurn()) ? outbox.pending(limit) : []),
    markSent: (id) => outbox.markSent(id),
    markFailed: (id, error, refused) => outbox.markFailed(id, error, refused),
    list: (limit) => outbox.list(limit),
    backlog: () => outbox.backlog(),
    close: async () => {
      const client = holder;
      holder = null;
      await client?.end().catch(() => undefined);
    },
  };
}
