import { reports } from '@workbench/contract';
import type { ReportFormat, ReportKind } from '@workbench/core';
import { endpointUrl } from '../../api/call.ts';
import { ApiError } from '../../api/client.ts';
import { downloadBlob } from '../../export/download.ts';

/** How far a download has come: bytes received, and for CSV the rows (a line each) out of the total. */
export interface ReportProgress {
  kind: ReportKind;
  format: ReportFormat;
  received: number;
  /** The rows the report has, from X-Report-Rows; null until the answer starts. */
  rows: number | null;
  /** Rows received so far: known for CSV (counted by line), null for xlsx (compressed as it streams). */
  rowsReceived: number | null;
}

const NEWLINE = 10;

/** The name the server gave the file in Content-Disposition (its UTF-8 form when present). */
function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) return decodeURIComponent(utf8[1]!);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a report as it streams, telling `onProgress` after each piece, then hands the file to the
 * person. Fails with an ApiError carrying the server's message when the report is refused.
 */
export async function downloadReport(
  kind: ReportKind,
  format: ReportFormat,
  params: Record<string, string>,
  onProgress: (progress: ReportProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch(endpointUrl(reports.runReport, { kind }, { ...params, format }), { credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  const total = Number(response.headers.get('X-Report-Rows'));
  const rows = Number.isFinite(total) ? total : null;
  const parts: Uint8Array[] = [];
  let received = 0;
  // The header line is not a row.
  let lines = format === 'csv' ? -1 : null;
  onProgress({ kind, format, received, rows, rowsReceived: lines === null ? null : 0 });
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    if (lines !== null) for (const byte of value) if (byte === NEWLINE) lines += 1;
    onProgress({ kind, format, received, rows, rowsReceived: lines === null ? null : Math.max(0, lines) });
  }
  const filename = filenameOf(response, `${kind}.${format}`);
  downloadBlob(filename, new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? undefined }));
  return filename;
}
