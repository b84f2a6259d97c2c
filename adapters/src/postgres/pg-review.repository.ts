import type { Knex } from 'knex';
import type { Product, ReviewQueueRow, ReviewRequestRepository } from '@workbench/core';
import { iso, isUuid, num } from './rows.ts';

type Row = Record<string, unknown>;

export class PgReviewRequestRepository implements ReviewRequestRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async record(submissionId: string, request: { requestedAt: string; requestedById: string | null; taskId: string | null }): Promise<void> {
    await this.db('review_requests')
      .insert({
        submission_id: submissionId,
        requested_at: request.requestedAt,
        requested_by_id: request.requestedById,
        task_id: request.taskId,
      })
      .onConflict('submission_id')
      .merge();
  }

  /** In review: reached with no request kept (a status set another way), a submission waits since its last change. */
  private inReview() {
    return this.db('submissions as s').leftJoin('review_requests as r', 'r.submission_id', 's.id').where('s.status', 'in_review');
  }

  async waiting(): Promise<ReviewQueueRow[]> {
    const rows: Row[] = await this.inReview()
      .join('clients as c', 'c.id', 's.client_id')
      .leftJoin('users as a', 'a.id', 's.assigned_to_id')
      .select(
        's.id',
        's.submission_id',
        's.product',
        's.assigned_to_id',
        'c.name as client_name',
        'a.full_name as assigned_name',
        this.db.raw('coalesce(r.requested_at, s.updated_at) as sent_at'),
      )
      .orderBy([{ column: 'sent_at' }, { column: 's.id' }]);
    return rows.map((row) => ({
      id: row.id as string,
      submissionId: row.submission_id as string,
      client: row.client_name as string,
      product: row.product as Product,
      sentForReviewAt: iso(row.sent_at),
      assignedTo: (row.assigned_name as string | null) ?? null,
      assignedToId: (row.assigned_to_id as string | null) ?? null,
    }));
  }

  async countWaiting(): Promise<number> {
    const [row] = await this.db('submissions').where('status', 'in_review').count({ total: '*' });
    return num(row?.total);
  }

  async taskOf(submissionId: string): Promise<string | null> {
    if (!isUuid(submissionId)) return null;
    const row = await this.db('review_requests').where('submission_id', submissionId).first('task_id');
    return (row?.task_id as string | null | undefined) ?? null;
  }
}
