/**
 * The file a schedule row was read from. A file is known by a digest of its bytes, so the same schedule read
 * again (reviewed from the e-mail it came with, or uploaded once more under another name) replaces the rows
 * it gave before instead of adding them a second time.
 */
import * as v from 'valibot';
import { plural } from '../shared/wording.ts';

export interface SourceFile {
  /** The file's name as it was given, for people. */
  filename: string;
  /** SHA-256 of the file's bytes, in lower-case hex: what says two files are the same. */
  digest: string;
}

export const SourceFileSchema = v.strictObject(
  {
    filename: v.pipe(v.string('The file name must be text'), v.trim(), v.minLength(1, 'The file needs a name'), v.maxLength(255)),
    digest: v.pipe(v.string('The file digest must be text'), v.regex(/^[0-9a-f]{64}$/, 'The file digest must be a SHA-256 in hex')),
  },
  'The source file must be an object with a filename and a digest',
);

/** The digest a file is known by (SHA-256, hex). */
export async function fileDigest(bytes: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const sourceFileOf = async (file: { filename: string; bytes: Uint8Array }): Promise<SourceFile> => ({
  filename: file.filename,
  digest: await fileDigest(file.bytes),
});

interface SourcedRow {
  sourceFile?: SourceFile | null;
}

/** Whether a row was read from `file`. */
export const readFrom = (row: SourcedRow, file: Pick<SourceFile, 'digest'>): boolean => row.sourceFile?.digest === file.digest;

/** The rows of a schedule that were read from `file`: those reading it again replaces. */
export function rowsReadFrom<P extends SourcedRow, V extends SourcedRow>(
  schedule: { properties: readonly P[]; vehicles: readonly V[] },
  file: Pick<SourceFile, 'digest'> | null | undefined,
): { properties: P[]; vehicles: V[] } {
  if (!file) return { properties: [], vehicles: [] };
  return {
    properties: schedule.properties.filter((row) => readFrom(row, file)),
    vehicles: schedule.vehicles.filter((row) => readFrom(row, file)),
  };
}

/** '8 locations and 1 vehicle', '8 locations', '1 vehicle': the rows of a schedule in words. */
export function scheduleCount(counts: { properties: number; vehicles: number }): string {
  const parts = [
    counts.properties > 0 ? plural(counts.properties, 'location') : null,
    counts.vehicles > 0 ? plural(counts.vehicles, 'vehicle') : null,
  ].filter(Boolean);
  return parts.join(' and ') || 'no rows';
}
