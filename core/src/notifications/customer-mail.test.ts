import { describe, expect, it } from 'vitest';
import type { AccountStatus, Role } from '../users/index.ts';
import { clientRecipients } from './customer-mail.ts';

const CLIENT = 'Owner@Acme.example';

const account = (id: string, fields: { role?: Role; status?: AccountStatus; email?: string; emailVerified?: boolean } = {}) => ({
  id,
  role: fields.role ?? ('customer' as Role),
  status: fields.status ?? ('active' as AccountStatus),
  email: fields.email ?? 'owner@acme.example',
  emailVerified: fields.emailVerified ?? true,
});

const broker = { id: 'broker', email: 'broker@firm.example' };

describe("who on the client's side is told", () => {
  it.each<[string, string | null, ReturnType<typeof account>[], { id: string; email: string }, string[], string | null]>([
    // case, client address, accounts that reach the client, actor, accounts told, address mailed directly
    ['a client with no address: nobody', null, [], broker, [], null],
    ['a client with no account: its address', CLIENT, [], broker, [], CLIENT],
    ['a proven customer account: the account, not the address', CLIENT, [account('c1')], broker, ['c1'], null],
    ['an account that is still unproven: the address', CLIENT, [account('c1', { emailVerified: false })], broker, [], CLIENT],
    ['a deactivated account: the address', CLIENT, [account('c1', { status: 'deactivated' })], broker, [], CLIENT],
    ['a staff account of that address: the address', CLIENT, [account('s1', { role: 'broker' })], broker, [], CLIENT],
    ['the customer who wrote: not themself, nor their address', CLIENT, [account('c1')], account('c1'), [], null],
    ['an actor whose own address it is: nobody', CLIENT, [], { id: 'x', email: ' owner@ACME.example ' }, [], null],
    [
      'a proven customer of an address the client was given: the account, and the address while nobody proved it',
      CLIENT,
      [account('c2', { email: 'sam@mfg.example' })],
      broker,
      ['c2'],
      CLIENT,
    ],
    [
      'a client with no address of its own reached by a given one: the account',
      null,
      [account('c2', { email: 'sam@mfg.example' })],
      broker,
      ['c2'],
      null,
    ],
    [
      'customers of its own address and of a given one: both accounts',
      CLIENT,
      [account('c1'), account('c2', { email: 'sam@mfg.example' })],
      broker,
      ['c1', 'c2'],
      null,
    ],
  ])('%s', (_case, clientEmail, accounts, actor, told, address) => {
    const recipients = clientRecipients(clientEmail, accounts, actor);
    expect([recipients.accounts.map((a) => a.id), recipients.address]).toEqual([told, address]);
  });
});
