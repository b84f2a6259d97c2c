/**
 * Every record people edit carries a version, one more on each change. A writer that sends back the version
 * it read writes only over that version: when someone else saved in between, the write is refused with the
 * record as it now stands, so nobody's change is overwritten without their seeing it. A write that names no
 * version is taken as it comes (older API clients).
 */
import * as v from 'valibot';
import { AppError } from '../errors.ts';

export const CHANGED_BY_SOMEONE_ELSE = 'Changed by someone else since you opened it';
/** The code a write over a changed record is refused with. */
export const RECORD_CHANGED = 'record.changed';
export const VERSION_MESSAGE = 'Version must be a whole number from 1';

export interface Versioned {
  readonly version: number;
}

/**
 * The body field a write names the version it read in: `version` on every record but a policy, whose
 * `version` counts its endorsements and whose edits are counted in `recordVersion`.
 */
export type VersionField = 'version' | 'recordVersion';

/** The version a write says it read, as a number or as an If-Match value ("3", W/"3", 3); NaN when it is neither. */
function versionNumber(value: unknown): number {
  const text =
    typeof value === 'string'
      ? value
          .trim()
          .replace(/^W\//, '')
          .replace(/^"(.*)"$/, '$1')
      : value;
  const version = typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 1 ? version : Number.NaN;
}

function parseVersion(value: unknown, field: VersionField): number {
  const version = versionNumber(value);
  if (Number.isNaN(version)) throw AppError.invalid(VERSION_MESSAGE, [{ path: field, message: VERSION_MESSAGE }]);
  return version;
}

/**
 * The body field of an edit that names the version its writer read, as a number or an If-Match value; left
 * out or null, the edit is taken without the check.
 */
export const readVersionSchema = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.union([v.number(VERSION_MESSAGE), v.string(VERSION_MESSAGE)], VERSION_MESSAGE),
        v.transform((value: number | string) => versionNumber(value)),
        v.number(VERSION_MESSAGE),
      ),
    ),
  );

/** Splits a write's body into the version it read (undefined when it names none) and its changes. */
export function takeReadVersion(input: unknown, field: VersionField = 'version'): { read: number | undefined; changes: unknown } {
  if (input === null || typeof input !== 'object' || Array.isArray(input) || !(field in input)) {
    return { read: undefined, changes: input };
  }
  const { [field]: version, ...changes } = input as Record<string, unknown>;
  return { read: version === undefined || version === null ? undefined : parseVersion(version, field), changes };
}

/** A record's version as an entity tag (RFC 9110: quoted), answered on its read so a client can send it back as If-Match. */
export const versionTag = (version: number): string => `"${version}"`;

/** What an adapter throws when its update found the record at another version than the one it was told. */
export const staleWrite = (): AppError => AppError.conflict(CHANGED_BY_SOMEONE_ELSE).because(RECORD_CHANGED);

const isStaleWrite = (error: unknown): boolean =>
  error instanceof AppError && error.reason === RECORD_CHANGED && error.current === undefined;

/**
 * Runs an edit's write inside its transaction: refused with the record as it stands (`shown`, read again)
 * when the version the writer read is not the stored one, whether it had moved before the edit began (`current`
 * as read in the transaction) or moves while it runs (the adapter's update is conditional on `expected`).
 */
export async function writeOverReadVersion<T>(
  read: number | undefined,
  current: Versioned,
  shown: () => Promise<unknown>,
  write: (expected: number | undefined) => Promise<T>,
): Promise<T> {
  if (read !== undefined && read !== current.version)
    throw AppError.conflict(CHANGED_BY_SOMEONE_ELSE, await shown()).because(RECORD_CHANGED);
  try {
    return await write(read);
  } catch (error) {
    if (isStaleWrite(error)) throw AppError.conflict(CHANGED_BY_SOMEONE_ELSE, await shown()).because(RECORD_CHANGED);
    throw error;
  }
}
