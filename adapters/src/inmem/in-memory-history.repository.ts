import type { ActivityEntry, HistoryAudience, HistoryEntry, HistoryRepository, NewHistoryEntry } from '@workbench/core';
import { newId, isoOf, requireSubmission, strip } from './rows.ts';
import { newestFirst, nextSeq, type Store } from './state.ts';
import { reachedClientIds } from './customer-reach.ts';

export class InMemoryHistoryRepository implements HistoryRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, entry: NewHistoryEntry): Promise<HistoryEntry> {
    requireSubmission(this.store, submissionId);
    const row = {
      id: newId(),
      seq: nextSeq(this.store),
      submissionId,
      userId: entry.userId,
      user: entry.user,
      date: isoOf(entry.date),
      action: entry.action,
      details: entry.details,
      audience: entry.audience,
    };
    this.store.state.history.push(row);
    return strip(row);
  }

  async list(submissionId: string): Promise<HistoryEntry[]> {
    return this.store.state.history
      .filter((h) => h.submissionId === submissionId)
      .sort(newestFirst)
      .map(strip);
  }

  async recent(limit: number, scope?: { customerEmail?: string; audience?: HistoryAudience }): Promise<ActivityEntry[]> {
    const { submissions, clients } = this.store.state;
    const entries: ActivityEntry[] = [];
    const reached = scope?.customerEmail === undefined ? null : reachedClientIds(this.store.state, scope.customerEmail);
    for (const h of [...this.store.state.history].sort(newestFirst)) {
      if (entries.length >= Math.max(0, Math.min(limit, 500))) break;
      const s = submissions.find((x) => x.id === h.submissionId)!;
      const client = clients.find((c) => c.id === s.clientId)!;
      if (reached !== null && !(s.shareWithClient && reached.has(client.id))) continue;
      if (scope?.audience !== undefined && h.audience !== scope.audience) continue;
      entries.push({ ...strip(h), submissionId: s.submissionId, submissionRecordId: s.id, client: client.name });
    }
    return entries;
  }
}
