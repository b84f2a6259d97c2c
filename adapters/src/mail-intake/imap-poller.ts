import { ImapFlow } from 'imapflow';

export interface ImapPollerOptions {
  /** imap://user:password@host:port/ or imaps://… (user and password percent-encoded). */
  url: string;
  /** The shared mailbox's folder to take mail from (INBOX by default). */
  mailbox: string;
  /** Where a taken mail is moved, created when missing. */
  doneMailbox: string;
  /** How often to look; 0 polls only when asked (tests). */
  intervalMs: number;
  /**
   * Takes one message in. Resolving moves it to `doneMailbox`; an `invalid` failure (a mail the intake
   * refuses) marks it read and leaves it for a person to look at; any other failure leaves it unread to be
   * tried again on the next round.
   */
  take(raw: Buffer): Promise<void>;
  onError?(error: unknown): void;
}

export interface ImapPoller {
  /** One round now: answers how many messages were taken. */
  pollNow(): Promise<number>;
  close(): Promise<void>;
}

function clientFor(url: string): ImapFlow {
  const address = new URL(url);
  const secure = address.protocol === 'imaps:';
  return new ImapFlow({
    host: address.hostname,
    port: Number(address.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) },
    logger: false,
  });
}

const isRefusal = (error: unknown) => (error as { code?: string })?.code === 'invalid';

/**
 * In the done folder, deletes each copy this instance moved there when a copy of the same Message-ID with a
 * lower UID is there already (another instance's, or an earlier delivery's).
 */
async function keepOneCopy(client: ImapFlow, doneMailbox: string, moved: readonly { messageId: string; uid: number }[]): Promise<void> {
  const lock = await client.getMailboxLock(doneMailbox);
  try {
    const extra: number[] = [];
    for (const { messageId, uid: mine } of moved) {
      // HEADER search matches a substring: the envelopes say which hits carry exactly this Message-ID.
      const hits = (await client.search({ header: { 'message-id': messageId } }, { uid: true })) || [];
      const lower = hits.filter((uid) => uid < mine);
      if (lower.length === 0) continue;
      for await (const copy of client.fetch(lower.join(','), { envelope: true }, { uid: true })) {
        if (copy.envelope?.messageId === messageId) {
          extra.push(mine);
          break;
        }
      }
    }
    if (extra.length > 0) await client.messageDelete(extra.join(','), { uid: true });
  } finally {
    lock.release();
  }
}

/**
 * Polls a shared mailbox over IMAP: each unread message is taken in, then moved to the done folder. The
 * intake takes a Message-ID once, so a message taken but not yet moved (a crash between the two, or a
 * second instance polling the same mailbox) is answered "already taken" next time and only moved.
 *
 * Two instances moving the same message at the same instant can each land a copy in the done folder (a
 * server's MOVE is a copy then an expunge), and a mail delivered twice lands twice. So after its moves an
 * instance keeps, for every Message-ID it moved, only the copy with the lowest UID in the done folder: every
 * instance agrees which copy that is, and nobody ever deletes it, so exactly one copy stays.
 */
export function startImapPoller(options: ImapPollerOptions): ImapPoller {
  let running: Promise<number> | null = null;
  let closed = false;

  const round = async (): Promise<number> => {
    const client = clientFor(options.url);
    client.on('error', (error) => options.onError?.(error));
    await client.connect();
    let taken = 0;
    try {
      const folders = await client.list();
      if (!folders.some((f) => f.path === options.doneMailbox)) await client.mailboxCreate(options.doneMailbox).catch(() => undefined);
      // The copies this instance's moves made in the done folder.
      const moved: { messageId: string; uid: number }[] = [];
      const lock = await client.getMailboxLock(options.mailbox);
      try {
        const uids = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of uids) {
          if (closed) break;
          const message = await client.fetchOne(String(uid), { source: true, envelope: true }, { uid: true });
          if (!message || !message.source) continue;
          try {
            await options.take(message.source);
          } catch (error) {
            options.onError?.(error);
            if (isRefusal(error)) await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
            continue;
          }
          // Gone already when another instance moved it first: it was taken either way.
          const move = await client.messageMove(String(uid), options.doneMailbox, { uid: true }).catch(() => false as const);
          const doneUid = move ? move.uidMap?.get(uid) : undefined;
          const messageId = message.envelope?.messageId;
          if (doneUid && messageId) moved.push({ messageId, uid: doneUid });
          taken++;
        }
      } finally {
        lock.release();
      }
      if (moved.length > 0) await keepOneCopy(client, options.doneMailbox, moved);
    } finally {
      await client.logout().catch(() => client.close());
    }
    return taken;
  };

  const pollNow = () => {
    // One round at a time: a slow round is not overlapped by the next tick.
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };

  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          pollNow().catch((error) => options.onError?.(error));
        }, options.intervalMs)
      : null;
  timer?.unref();

  return {
    pollNow,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
