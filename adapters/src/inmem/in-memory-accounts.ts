import type { AccountToken, AccountTokenPurpose, AccountTokenRepository, NewAccountToken } from '@workbench/core';
import { copy, lower, type Store } from './state.ts';

export class InMemoryAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly store: Store) {}

  async issue(token: NewAccountToken): Promise<void> {
    this.store.state.accountTokens.push({ ...copy(token), name: token.name ?? null, usedAt: null, createdAt: new Date().toISOString() });
  }

  async consume(digest: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountToken | null> {
    const token = this.store.state.accountTokens.find((t) => t.digest === digest && t.purpose === purpose);
    if (!token || token.usedAt !== null || Date.parse(token.expiresAt) <= now.getTime()) return null;
    token.usedAt = now.toISOString();
    return copy(token);
  }

  async find(digest: string, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
    const token = this.store.state.accountTokens.find((t) => t.digest === digest && t.purpose === purpose);
    return token ? copy(token) : null;
  }

  async countIssued(purpose: AccountTokenPurpose, email: string, since: Date): Promise<number> {
    return this.store.state.accountTokens.filter(
      (t) => t.purpose === purpose && lower(t.email) === lower(email) && Date.parse(t.createdAt) > since.getTime(),
    ).length;
  }
}
