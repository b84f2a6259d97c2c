import { describe, expect, it } from 'vitest';
import type { Actor } from '../use-case-deps.ts';
import type { MessageChannel } from '../submissions/index.ts';
import { marketThread, readsMessage } from './carrier-desk.ts';

const A = 'carrier-a';
const B = 'carrier-b';
const someone = (role: Actor['role'], extra: Partial<Actor> = {}) =>
  ({ id: 'u', role, status: 'active', carrierId: null, email: 'x@example.com', emailVerified: true, ...extra }) as Actor;

const CALLERS = {
  broker: someone('broker'),
  'broker manager': someone('broker_manager'),
  "the firm's own underwriter": someone('insurer'),
  "carrier A's underwriter": someone('insurer', { carrierId: A }),
  'a pending underwriter of carrier A': someone('insurer', { carrierId: A, status: 'pending' }),
  customer: someone('customer'),
};
type Caller = keyof typeof CALLERS;

const MESSAGES: Array<[string, { channel: MessageChannel; carrierId: string | null }]> = [
  ["carrier A's thread", { channel: 'carrier', carrierId: A }],
  ["carrier B's thread", { channel: 'carrier', carrierId: B }],
  ["a carrier message on no market's thread", { channel: 'carrier', carrierId: null }],
  ['the client channel', { channel: 'client', carrierId: null }],
  ['an internal note', { channel: 'internal', carrierId: null }],
];

const READS: Record<Caller, string[]> = {
  broker: MESSAGES.map(([name]) => name),
  'broker manager': MESSAGES.map(([name]) => name),
  "the firm's own underwriter": MESSAGES.map(([name]) => name),
  "carrier A's underwriter": ["carrier A's thread"],
  'a pending underwriter of carrier A': [],
  customer: ['the client channel'],
};

describe('readsMessage', () => {
  it.each(Object.keys(CALLERS) as Caller[])('lets %s read exactly their own messages', (caller) => {
    const read = MESSAGES.filter(([, message]) => readsMessage(CALLERS[caller], message)).map(([name]) => name);
    expect(read).toEqual(READS[caller]);
  });
});

describe('marketThread', () => {
  it("keeps one carrier's carrier-channel messages, in their order", () => {
    const messages = MESSAGES.map(([name, m]) => ({ ...m, name }));
    expect(marketThread(messages, A).map((m) => m.name)).toEqual(["carrier A's thread"]);
    expect(marketThread(messages, 'carrier-c')).toEqual([]);
  });
});
