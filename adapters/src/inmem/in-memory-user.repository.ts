import {
  AppError,
  EMAIL_TAKEN,
  staleWrite,
  USERNAME_TAKEN,
  BROKER_ROLES,
  type AccountEvent,
  type AccountStatus,
  type ExternalSource,
  type NewAccountEvent,
  type NewUser,
  type ProfileChange,
  type Role,
  type User,
  type UserRepository,
  type UserWithSecret,
} from '@workbench/core';
import { newId, now } from './rows.ts';
import { byText, copy, lower, type Store } from './state.ts';

const withoutSecret = ({ passwordHash: _hash, externalId: _id, ...user }: UserWithSecret & { externalId?: string }): User => copy(user);

export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly store: Store) {}

  async create(user: NewUser): Promise<User> {
    const users = this.store.state.users;
    if (users.some((u) => lower(u.username) === lower(user.username))) throw AppError.conflict(USERNAME_TAKEN);
    if (users.some((u) => lower(u.email.trim()) === lower(user.email.trim()))) throw AppError.conflict(EMAIL_TAKEN);
    const row: UserWithSecret = {
      id: newId(),
      ...copy(user),
      status: user.status ?? 'active',
      emailVerified: user.emailVerified ?? true,
      createdAt: now(),
    };
    users.push(row);
    return withoutSecret(row);
  }

  async findByUsername(username: string): Promise<UserWithSecret | null> {
    const row = this.store.state.users.find((u) => lower(u.username) === lower(username));
    return row ? copy(row) : null;
  }

  async findById(id: string): Promise<User | null> {
    const row = this.store.state.users.find((u) => u.id === id);
    return row ? withoutSecret(row) : null;
  }

  async listStaff(): Promise<User[]> {
    return this.store.state.users
      .filter((u) => BROKER_ROLES.includes(u.role) && u.status === 'active')
      .sort((a, b) => byText(a.fullName, b.fullName) || byText(a.id, b.id))
      .map(withoutSecret);
  }

  async listPending(): Promise<User[]> {
    return this.store.state.users
      .filter((u) => u.status === 'pending')
      .sort((a, b) => byText(a.createdAt, b.createdAt))
      .map(withoutSecret);
  }

  async setStatus(id: string, status: AccountStatus): Promise<User | null> {
    return this.change(id, (u) => (u.status = status));
  }

  async listAccounts(): Promise<User[]> {
    return [...this.store.state.users].sort((a, b) => byText(a.fullName, b.fullName) || byText(a.id, b.id)).map(withoutSecret);
  }

  async setBindAuthorityLimit(id: string, limit: number | null): Promise<User | null> {
    return this.change(id, (u) => {
      if (limit === null) delete u.bindAuthorityLimit;
      else u.bindAuthorityLimit = limit;
    });
  }

  async setCarrier(id: string, carrierId: string | null): Promise<User | null> {
    return this.change(id, (u) => {
      if (carrierId === null) delete u.carrierId;
      else u.carrierId = carrierId;
    });
  }

  async setRole(id: string, role: Role): Promise<User | null> {
    return this.change(id, (u) => (u.role = role));
  }

  async markEmailVerified(id: string): Promise<User | null> {
    return this.change(id, (u) => (u.emailVerified = true));
  }

  async updateProfile(id: string, change: ProfileChange, expectedVersion?: number): Promise<User | null> {
    const email = change.email;
    if (email !== undefined && this.store.state.users.some((u) => u.id !== id && lower(u.email.trim()) === lower(email.trim()))) {
      throw AppError.conflict(EMAIL_TAKEN);
    }
    const version = await this.profileVersion(id);
    if (version === null) return null;
    if (expectedVersion !== undefined && expectedVersion !== version) throw staleWrite();
    const given = Object.entries(change).filter(([, value]) => value !== undefined);
    if (given.length > 0) (this.store.state.profileVersions ??= {})[id] = version + 1;
    return this.change(id, (u) => Object.assign(u, Object.fromEntries(given)));
  }

  async profileVersion(id: string): Promise<number | null> {
    if (!this.store.state.users.some((u) => u.id === id)) return null;
    return this.store.state.profileVersions?.[id] ?? 1;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
    return this.change(id, (u) => (u.passwordHash = passwordHash)) !== null;
  }

  async findByExternalId(source: ExternalSource, externalId: string): Promise<User | null> {
    const row = this.store.state.users.find((u) => u.authSource === source && u.externalId === externalId);
    return row ? withoutSecret(row) : null;
  }

  async recordEvent(event: NewAccountEvent): Promise<void> {
    this.store.state.accountEvents.push({ id: newId(), at: now(), ...copy(event) });
  }

  async listEvents(limit: number): Promise<AccountEvent[]> {
    return [...this.store.state.accountEvents].reverse().slice(0, limit).map(copy);
  }

  private change(id: string, apply: (user: UserWithSecret) => void): User | null {
    const row = this.store.state.users.find((u) => u.id === id);
    if (!row) return null;
    apply(row);
    return withoutSecret(row);
  }
}
