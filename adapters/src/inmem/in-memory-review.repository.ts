import type { ReviewQueueRow, ReviewRequestRepository } from '@workbench/core';
import type { Store } from './state.ts';

/** Review requests in memory, read with their submissions as the table's joins read them. */
export class InMemoryReviewRequestRepository implements ReviewRequestRepository {
  constructor(private readonly store: Store) {}

  private get rows() {
    this.store.state.reviewRequests ??= [];
    return this.store.state.reviewRequests;
  }

  async record(submissionId: string, request: { requestedAt: string; requestedById: string | null; taskId: string | null }): Promise<void> {
    const kept = this.rows.filter((r) => r.submissionId !== submissionId);
    kept.push({ submissionId, ...request });
    this.store.state.reviewRequests = kept;
  }

  async waiting(): Promise<ReviewQueueRow[]> {
    const { submissions, clients, users } = this.store.state;
    return submissions
      .filter((s) => s.status === 'in_review')
      .map((s) => ({
        id: s.id,
        submissionId: s.submissionId,
        client: clients.find((c) => c.id === s.clientId)?.name ?? '',
        product: s.product,
        sentForReviewAt: this.rows.find((r) => r.submissionId === s.id)?.requestedAt ?? s.updatedAt,
        assignedTo: users.find((u) => u.id === s.assignedToId)?.fullName ?? null,
        assignedToId: s.assignedToId ?? null,
      }))
      .sort((a, b) => a.sentForReviewAt.localeCompare(b.sentForReviewAt) || a.id.localeCompare(b.id));
  }

  async countWaiting(): Promise<number> {
    return this.store.state.submissions.filter((s) => s.status === 'in_review').length;
  }

  async taskOf(submissionId: string): Promise<string | null> {
    const taskId = this.rows.find((r) => r.submissionId === submissionId)?.taskId ?? null;
    return taskId && this.store.state.tasks.some((t) => t.id === taskId) ? taskId : null;
  }
}
