import type { Knex } from 'knex';
import { documentType, type DocumentRepository, type DocumentSummary, type NewDocument, type StoredDocument } from '@workbench/core';
import { bytes, iso, isUuid, newId, num } from './rows.ts';

type Row = Record<string, unknown>;

const SUMMARY_COLUMNS = ['id', 'submission_id', 'filename', 'mime_type', 'size', 'uploaded_by', 'uploaded_at'];

export const toDocumentSummary = (row: Row): DocumentSummary => ({
  id: row.id as string,
  filename: row.filename as string,
  mimeType: row.mime_type as string,
  type: documentType(row.filename as string, row.mime_type as string),
  size: num(row.size),
  uploadedAt: iso(row.uploaded_at),
  uploadedBy: row.uploaded_by as string,
});

export class PgDocumentRepository implements DocumentRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async save(doc: NewDocument): Promise<DocumentSummary> {
    const [row] = await this.db('documents')
      .insert({
        id: newId(),
        submission_id: doc.submissionId,
        filename: doc.filename,
        mime_type: doc.mimeType,
        size: doc.bytes.byteLength,
        bytes: Buffer.from(doc.bytes.buffer, doc.bytes.byteOffset, doc.bytes.byteLength),
        uploaded_by: doc.uploadedBy,
        uploaded_at: doc.uploadedAt ?? new Date(),
      })
      .returning(SUMMARY_COLUMNS);
    return toDocumentSummary(row);
  }

  async get(id: string): Promise<StoredDocument | null> {
    if (!isUuid(id)) return null;
    const row = await this.db('documents').where({ id }).first();
    if (!row) return null;
    return { ...toDocumentSummary(row), submissionId: row.submission_id ?? null, bytes: bytes(row.bytes) };
  }

  async list(submissionId: string): Promise<DocumentSummary[]> {
    if (!isUuid(submissionId)) return [];
    const rows = await this.db('documents')
      .select(SUMMARY_COLUMNS)
      .where({ submission_id: submissionId })
      .orderBy([{ column: 'uploaded_at', order: 'desc' }, { column: 'filename' }]);
    return rows.map(toDocumentSummary);
  }
}
