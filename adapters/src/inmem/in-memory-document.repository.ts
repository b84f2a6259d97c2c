import { documentType, type DocumentRepository, type DocumentSummary, type NewDocument, type StoredDocument } from '@workbench/core';
import { newId, isoOf, requireSubmission } from './rows.ts';
import { byText, type Store } from './state.ts';

const toDocumentSummary = (d: {
  id: string;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  uploadedAt: string;
  uploadedBy: string;
}): DocumentSummary => ({
  id: d.id,
  filename: d.filename,
  mimeType: d.mimeType,
  type: documentType(d.filename, d.mimeType),
  size: d.bytes.byteLength,
  uploadedAt: d.uploadedAt,
  uploadedBy: d.uploadedBy,
});

export class InMemoryDocumentRepository implements DocumentRepository {
  constructor(private readonly store: Store) {}

  async save(doc: NewDocument): Promise<DocumentSummary> {
    if (doc.submissionId !== null) requireSubmission(this.store, doc.submissionId);
    const row = {
      id: newId(),
      submissionId: doc.submissionId,
      filename: doc.filename,
      mimeType: doc.mimeType,
      bytes: new Uint8Array(doc.bytes),
      uploadedBy: doc.uploadedBy,
      uploadedAt: isoOf(doc.uploadedAt),
    };
    this.store.state.documents.push(row);
    return toDocumentSummary(row);
  }

  async get(id: string): Promise<StoredDocument | null> {
    const row = this.store.state.documents.find((d) => d.id === id);
    return row ? { ...toDocumentSummary(row), submissionId: row.submissionId, bytes: new Uint8Array(row.bytes) } : null;
  }

  async list(submissionId: string): Promise<DocumentSummary[]> {
    return this.store.state.documents
      .filter((d) => d.submissionId === submissionId)
      .sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt) || byText(a.filename, b.filename))
      .map(toDocumentSummary);
  }
}
