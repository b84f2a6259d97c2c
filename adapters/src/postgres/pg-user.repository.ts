import type { Knex } from 'knex';
import {
  BROKER_ROLES,
  staleWrite,
  type AccountEvent,
  type AccountStatus,
  type ExternalSource,
  type NewAccountEvent,
  type AccountToken,
  type AccountTokenPurpose,
  type AccountTokenRepository,
  type NewAccountToken,
  type NewUser,
  type ProfileChange,
  type Role,
  type User,
  type UserRepository,
  type UserWithSecret,
} from '@workbench/core';
import { iso, isUuid, newId } from './rows.ts';

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  full_name: string;
  email: string;
  role: Role;
  status: AccountStatus;
  email_verified: boolean;
  company_name: string | null;
  phone: string | null;
  created_at: Date | string;
  auth_source: ExternalSource | null;
  external_id: string | null;
  bind_authority_limit?: string | number | null;
  carrier_id?: string | null;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  fullName: row.full_name,
  email: row.email,
  role: row.role,
  status: row.status,
  emailVerified: row.email_verified,
  companyName: row.company_name,
  phone: row.phone,
  createdAt: iso(row.created_at),
  ...(row.auth_source ? { authSource: row.auth_source } : {}),
  ...(row.bind_authority_limit != null ? { bindAuthorityLimit: Number(row.bind_authority_limit) } : {}),
  ...(row.carrier_id ? { carrierId: row.carrier_id } : {}),
});

interface AccountEventRow {
  id: string;
  at: Date | string;
  account_id: string | null;
  account_name: string;
  actor_id: string | null;
  actor_name: string;
  action: AccountEvent['action'];
  details: string | null;
}

/** The one table an account is read from: only a write to it can change a signed-in user. */
export const USER_TABLES: readonly string[] = ['users'];

export class PgUserRepository implements UserRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async create(user: NewUser): Promise<User> {
    const [row] = await this.db<UserRow>('users')
      .insert({
        id: newId(),
        username: user.username,
        password_hash: user.passwordHash,
        full_name: user.fullName,
        email: user.email,
        role: user.role,
        status: user.status ?? 'active',
        email_verified: user.emailVerified ?? true,
        company_name: user.companyName,
        phone: user.phone,
        created_at: new Date(),
        auth_source: user.authSource ?? null,
        external_id: user.externalId ?? null,
      })
      .returning('*');
    return toUser(row);
  }

  async findByUsername(username: string): Promise<UserWithSecret | null> {
    const row = await this.db<UserRow>('users').whereRaw('lower(username) = lower(?)', [username]).first();
    return row ? { ...toUser(row), passwordHash: row.password_hash } : null;
  }

  async findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    const row = await this.db<UserRow>('users').where({ id }).first();
    return row ? toUser(row) : null;
  }

  async listStaff(): Promise<User[]> {
    const rows = await this.db<UserRow>('users')
      .whereIn('role', [...BROKER_ROLES])
      .andWhere('status', 'active')
      .orderBy([{ column: 'full_name' }, { column: 'id' }]);
    return rows.map(toUser);
  }

  async listPending(): Promise<User[]> {
    const rows = await this.db<UserRow>('users')
      .where('status', 'pending')
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return rows.map(toUser);
  }

  async setStatus(id: string, status: AccountStatus): Promise<User | null> {
    return this.update(id, { status });
  }

  async listAccounts(): Promise<User[]> {
    const rows = await this.db<UserRow>('users').orderBy([{ column: 'full_name' }, { column: 'id' }]);
    return rows.map(toUser);
  }

  async setBindAuthorityLimit(id: string, limit: number | null): Promise<User | null> {
    return this.update(id, { bind_authority_limit: limit });
  }

  async setCarrier(id: string, carrierId: string | null): Promise<User | null> {
    return this.update(id, { carrier_id: carrierId });
  }

  async setRole(id: string, role: Role): Promise<User | null> {
    return this.update(id, { role });
  }

  async markEmailVerified(id: string): Promise<User | null> {
    return this.update(id, { email_verified: true });
  }

  async updateProfile(id: string, change: ProfileChange, expectedVersion?: number): Promise<User | null> {
    const row: Partial<UserRow> = {};
    if (change.fullName !== undefined) row.full_name = change.fullName;
    if (change.email !== undefined) row.email = change.email;
    if (change.emailVerified !== undefined) row.email_verified = change.emailVerified;
    if (change.companyName !== undefined) row.company_name = change.companyName;
    if (change.phone !== undefined) row.phone = change.phone;
    if (Object.keys(row).length === 0) return this.findById(id);
    if (!isUuid(id)) return null;
    // The profile's version is no column of UserRow (no account read needs it): the table is named untyped.
    const query = this.db('users').where({ id });
    if (expectedVersion !== undefined) query.where({ profile_version: expectedVersion });
    // A taken address fails on users_email_lower_uq, which the guard turns into EMAIL_TAKEN.
    const [updated] = await query.update({ ...row, profile_version: this.db.raw('profile_version + 1') }).returning('*');
    if (updated) return toUser(updated as UserRow);
    if (expectedVersion !== undefined && (await this.profileVersion(id)) !== null) throw staleWrite();
    return null;
  }

  async profileVersion(id: string): Promise<number | null> {
    if (!isUuid(id)) return null;
    const row = (await this.db('users').where({ id }).first('profile_version')) as { profile_version: number } | undefined;
    return row ? Number(row.profile_version) : null;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
    return (await this.update(id, { password_hash: passwordHash })) !== null;
  }

  async findByExternalId(source: ExternalSource, externalId: string): Promise<User | null> {
    const row = await this.db<UserRow>('users').where({ auth_source: source, external_id: externalId }).first();
    return row ? toUser(row) : null;
  }

  async recordEvent(event: NewAccountEvent): Promise<void> {
    await this.db('account_events').insert({
      id: newId(),
      at: new Date(),
      account_id: event.accountId,
      account_name: event.accountName,
      actor_id: event.actorId,
      actor_name: event.actorName,
      action: event.action,
      details: event.details,
    });
  }

  async listEvents(limit: number): Promise<AccountEvent[]> {
    const rows = await this.db<AccountEventRow>('account_events').orderBy('seq', 'desc').limit(limit);
    return rows.map((row) => ({
      id: row.id,
      at: iso(row.at),
      accountId: row.account_id,
      accountName: row.account_name,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      details: row.details,
    }));
  }

  private async update(id: string, change: Partial<UserRow>): Promise<User | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db<UserRow>('users').where({ id }).update(change).returning('*');
    return row ? toUser(row as UserRow) : null;
  }
}

interface AccountTokenRow {
  digest: string;
  purpose: AccountTokenPurpose;
  email: string;
  user_id: string | null;
  client_id: string | null;
  name: string | null;
  expires_at: Date | string;
  used_at: Date | string | null;
  created_at: Date | string;
}

const toAccountToken = (row: AccountTokenRow): AccountToken => ({
  digest: row.digest,
  purpose: row.purpose,
  email: row.email,
  userId: row.user_id,
  clientId: row.client_id,
  name: row.name,
  expiresAt: iso(row.expires_at),
  usedAt: row.used_at === null ? null : iso(row.used_at),
  createdAt: iso(row.created_at),
});

export class PgAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async issue(token: NewAccountToken): Promise<void> {
    await this.db('account_tokens').insert({
      digest: token.digest,
      purpose: token.purpose,
      email: token.email,
      user_id: token.userId,
      client_id: token.clientId,
      name: token.name ?? null,
      expires_at: new Date(token.expiresAt),
      created_at: new Date(),
    });
  }

  async consume(digest: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountToken | null> {
    // One conditional UPDATE: of two requests presenting the same token, the second finds it used.
    const [row] = await this.db<AccountTokenRow>('account_tokens')
      .where({ digest, purpose })
      .whereNull('used_at')
      .andWhere('expires_at', '>', now)
      .update({ used_at: now })
      .returning('*');
    return row ? toAccountToken(row as AccountTokenRow) : null;
  }

  async find(digest: string, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
    const row = await this.db<AccountTokenRow>('account_tokens').where({ digest, purpose }).first();
    return row ? toAccountToken(row as AccountTokenRow) : null;
  }

  async countIssued(purpose: AccountTokenPurpose, email: string, since: Date): Promise<number> {
    const [{ n }] = await this.db('account_tokens')
      .where({ purpose })
      .andWhereRaw('lower(email) = lower(?)', [email])
      .andWhere('created_at', '>', since)
      .count({ n: '*' });
    return Number(n);
  }
}
