import type { Knex } from 'knex';
import {
  AppError,
  type FollowedSubmission,
  type NewSavedView,
  type ReportDownload,
  type ReportDownloadLog,
  type ReportFormat,
  type ReportKind,
  type SavedView,
  type SavedViewRepository,
} from '@workbench/core';
import { day, iso, isUuid, json, newId, toJson } from './rows.ts';

type Row = Record<string, unknown>;

const NAME_TAKEN = 'You already have a view of that name';

/** One owner's views have different names; the unique index says so, in the owner's words. */
async function namingConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw AppError.conflict(NAME_TAKEN);
    throw error;
  }
}

const toView = (row: Row): SavedView => ({
  id: row.id as string,
  name: row.name as string,
  ownerId: row.owner_id as string,
  owner: row.owner_name as string,
  shared: Boolean(row.shared),
  search: json(row.search, {}),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** Saved views of the submissions list, and the submissions a person follows, for their workspace. */
export class PgSavedViewRepository implements SavedViewRepository {
  constructor(private readonly db: Knex) {}

  private views() {
    return this.db('saved_views as v').join('users as u', 'u.id', 'v.owner_id').select('v.*', 'u.full_name as owner_name');
  }

  async listVisible(userId: string): Promise<SavedView[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.views()
      .where((w) => w.where('v.owner_id', userId).orWhere('v.shared', true))
      .orderByRaw('lower(v.name), v.created_at');
    return rows.map(toView);
  }

  async get(id: string): Promise<SavedView | null> {
    if (!isUuid(id)) return null;
    const row = await this.views().where('v.id', id).first();
    return row ? toView(row) : null;
  }

  async create(view: NewSavedView): Promise<SavedView> {
    const id = newId();
    await namingConflict(
      this.db('saved_views').insert({
        id,
        owner_id: view.ownerId,
        name: view.name,
        shared: view.shared,
        search: toJson(view.search),
        created_at: view.at,
        updated_at: view.at,
      }),
    );
    return (await this.get(id)) as SavedView;
  }

  async update(id: string, changes: { name?: string; shared?: boolean }, at: string): Promise<SavedView> {
    const count = await namingConflict(
      this.db('saved_views')
        .where({ id })
        .update({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.shared !== undefined ? { shared: changes.shared } : {}),
          updated_at: at,
        }),
    );
    if (count === 0) throw AppError.notFound('View');
    return (await this.get(id)) as SavedView;
  }

  async delete(id: string): Promise<void> {
    await this.db('saved_views').where({ id }).delete();
  }

  async followedSubmissions(userId: string, limit: number): Promise<FollowedSubmission[]> {
    if (!isUuid(userId)) return [];
    const rows: Row[] = await this.db('submission_follows as f')
      .join('submissions as s', 's.id', 'f.submission_id')
      .join('clients as c', 'c.id', 's.client_id')
      .select('s.id', 's.submission_id', 's.status', 's.due_date', 'c.name as client', 'f.created_at as followed_at')
      .where('f.user_id', userId)
      .orderBy([{ column: 'f.created_at', order: 'desc' }, { column: 's.id' }])
      .limit(limit);
    return rows.map((row) => ({
      id: row.id as string,
      submissionId: row.submission_id as string,
      client: row.client as string,
      status: row.status as string,
      dueDate: day(row.due_date),
      followedAt: iso(row.followed_at),
    }));
  }
}

/** The reports each person downloaded. */
export class PgReportDownloadLog implements ReportDownloadLog {
  constructor(private readonly db: Knex) {}

  async record(userId: string, download: Omit<ReportDownload, 'id'>): Promise<void> {
    await this.db('report_downloads').insert({
      id: newId(),
      user_id: userId,
      kind: download.kind,
      format: download.format,
      params: toJson(download.params),
      filename: download.filename,
      downloaded_at: download.downloadedAt,
    });
  }

  async recent(userId: string, limit: number): Promise<ReportDownload[]> {
    if (!isUuid(userId)) return [];
    const rows: Row[] = await this.db('report_downloads')
      .where({ user_id: userId })
      .orderBy([
        { column: 'downloaded_at', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ])
      .limit(limit);
    return rows.map((row) => ({
      id: row.id as string,
      kind: row.kind as ReportKind,
      format: row.format as ReportFormat,
      params: json(row.params, {}),
      filename: row.filename as string,
      downloadedAt: iso(row.downloaded_at),
    }));
  }
}
