import { AppError } from '../../errors.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import type { Repositories } from '../../repositories.ts';
import type { DocumentSummary } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { authorLabel, recordedBy } from '../../users/index.ts';
import { assertChangeable } from '../workflow.ts';

/** A file as the bff hands it over: its type already established from its content, not its name. */
export interface IncomingFile {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

const MAX_FILENAME = 255;

/** Keeps the name a person gave the file, minus any path and control characters. */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes from names
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_FILENAME);
  return clean || 'document';
}

/** What a person is told who sent no file in the form field `document`, wherever they send one. */
export const DOCUMENT_FIELD_MESSAGE = 'Upload the file in the form field "document"';

/** The file an upload carries in the form field `document`; fails with `invalid` when it carries none. */
export function sentDocument(files: readonly IncomingFile[] = []): IncomingFile {
  const [file] = files;
  if (!file) throw AppError.invalid(DOCUMENT_FIELD_MESSAGE, [{ path: 'document', message: DOCUMENT_FIELD_MESSAGE }]);
  return file;
}

/** What a person is told of a file with no bytes, wherever they send it. */
export const EMPTY_FILE_MESSAGE = 'The file is empty';

/**
 * Fails with `invalid`, naming the form field `path`, when the file has no bytes: an empty file is nothing
 * to store, whatever its name says it is.
 */
export function assertNotEmpty(file: Pick<IncomingFile, 'bytes'>, path: string): void {
  if (file.bytes.byteLength === 0) throw AppError.invalid(EMPTY_FILE_MESSAGE, [{ path, message: EMPTY_FILE_MESSAGE }]);
}

export async function storeDocument(repos: Repositories, actor: Actor, submissionId: string, file: IncomingFile): Promise<DocumentSummary> {
  assertNotEmpty(file, 'document');
  return repos.documents.save({
    submissionId,
    filename: cleanFilename(file.filename),
    mimeType: file.mimeType,
    bytes: file.bytes,
    uploadedBy: authorLabel(actor),
  });
}

/** Stores a document on a submission ('Upload Document'); history 'Document uploaded'. Any actor who sees it. */
export const uploadDocument =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, file: IncomingFile): Promise<DocumentSummary> =>
    deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const saved = await storeDocument(repos, actor, submission.id, file);
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Document uploaded',
        audience: HISTORY_AUDIENCE.document,
        details: `${saved.filename} (${saved.type})`,
        date: deps.clock.now().toISOString(),
      });
      return saved;
    });
