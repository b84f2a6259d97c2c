import { documentDownloadUrl } from '../../queries/submission-detail.queries.ts';

/** Starts the browser's download of a stored document (GET /api/documents/{id}/download). */
export function downloadDocument(docId: string, filename: string): void {
  downloadUrl(documentDownloadUrl(docId), filename);
}

/** Starts the browser's download of a file the server answers at `href`; without a name, the server's name is kept. */
export function downloadUrl(href: string, filename = ''): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
