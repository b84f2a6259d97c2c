import { documentDownloadUrl } from '../../queries/submission-detail.queries.ts';

/** Starts the browser's download of a stored document (GET /api/documents/{id}/download). */
export function downloadDocument(docId: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = documentDownloadUrl(docId);
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
