import { EMAIL_INTAKE_ROLES } from '../submissions/index.ts';
import { audienceOf, holdsRole } from '../users/index.ts';
import { COVERAGE_LABELS, TRANSACTION_TYPE_LABELS } from '../submissions/index.ts';
import type { IntakeDropReason, IntakeExtraction } from './entities.ts';

/** Who works the intake queue: the firm's brokers and broker managers, as take mail in. */
export const INTAKE_QUEUE_ROLES = EMAIL_INTAKE_ROLES;

/** The intake queue's audience: an active account of one of its roles, never a carrier's underwriter. */
export const INTAKE_WORKERS = audienceOf(INTAKE_QUEUE_ROLES.join(', '), (user) => holdsRole(user, INTAKE_QUEUE_ROLES));

/** Statuses of the items the queue shows: the mails no broker has acted on yet. */
export const WAITING_STATUSES = ['new'] as const;

/**
 * One spelling per Message-ID: without the surrounding space, always in angle brackets. Null for text that
 * is no Message-ID at all.
 */
export function normaliseMessageId(raw: string | null | undefined): string | null {
  const text = raw?.trim().replace(/\s+/g, '');
  if (!text) return null;
  const bare = text.replace(/^<+/, '').replace(/>+$/, '');
  return bare ? `<${bare}>` : null;
}

/**
 * The Message-IDs a reply names as its thread, the closest first: In-Reply-To, then References from the
 * last (the mail it answers) back to the first (the thread's start).
 */
export function threadMessageIds(inReplyTo: string | null | undefined, references: readonly string[] | null | undefined): string[] {
  const ids = [inReplyTo, ...[...(references ?? [])].reverse()].map(normaliseMessageId).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** Programs and scripts: opening one runs it. Never stored, whatever its content says. */
const EXECUTABLE_EXTENSIONS = new Set([
  'exe',
  'com',
  'scr',
  'pif',
  'bat',
  'cmd',
  'js',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'ps1',
  'psm1',
  'msi',
  'msp',
  'jar',
  'hta',
  'cpl',
  'dll',
  'lnk',
  'reg',
  'sh',
  'app',
  'apk',
  'iso',
  'img',
  'vhd',
  'inf',
  'gadget',
  'msc',
]);

/** Office files that carry macros (the m in docm, xlsm); xlsb and the old binary templates may too. */
const MACRO_EXTENSIONS = new Set(['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'xlsb', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm']);

/** The extensions of a name, last first ('invoice.pdf.exe' gives exe, pdf): a program hides behind a second one. */
const extensionsOf = (filename: string) =>
  filename
    .toLowerCase()
    .trim()
    .replace(/[.\s]+$/, '')
    .split('.')
    .slice(1)
    .reverse();

/** Why an attachment is quarantined by its name alone (a program, a macro document); null when its name is harmless. */
export function dangerousAttachment(filename: string): Extract<IntakeDropReason, 'executable' | 'macro'> | null {
  const [last] = extensionsOf(filename);
  if (!last) return null;
  if (EXECUTABLE_EXTENSIONS.has(last)) return 'executable';
  if (MACRO_EXTENSIONS.has(last)) return 'macro';
  return null;
}

/** The caps on one mail: how many attachments are kept, and how large each may be. */
export interface IntakeLimits {
  maxAttachments: number;
  maxAttachmentBytes: number;
}

/** Twenty attachments is a full submission pack; more is a mailing list or a mistake. */
export const DEFAULT_MAX_ATTACHMENTS = 20;

/**
 * Whether the attachment at `index` (counting only those kept so far) may be kept: too large and past the
 * count are dropped, a program or macro document is quarantined; null keeps it.
 */
export function attachmentVerdict(
  file: { filename: string; size: number },
  keptSoFar: number,
  limits: IntakeLimits,
): IntakeDropReason | null {
  const dangerous = dangerousAttachment(file.filename);
  if (dangerous) return dangerous;
  if (file.size > limits.maxAttachmentBytes) return 'too_large';
  if (keptSoFar >= limits.maxAttachments) return 'too_many';
  return null;
}

/** What the intake read from a mail, in one line: 'Renewal · Material Damage, Motor Fleet'. */
export function describeExtraction(extraction: Pick<IntakeExtraction, 'transactionType' | 'coverages'>): string {
  const parts = [
    extraction.transactionType ? TRANSACTION_TYPE_LABELS[extraction.transactionType] : null,
    extraction.coverages.length > 0 ? extraction.coverages.map((c) => COVERAGE_LABELS[c]).join(', ') : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Nothing recognised in the subject or body';
}
