import type { User } from '../users/index.ts';
import { extensionOf } from './rules.ts';

/**
 * Which kinds of file each side's schedule upload takes, as name extensions. The broker side takes every
 * kind the document reader reads; the customer's portal widget takes PDF, Excel, JPEG and PNG only.
 */
export const UPLOAD_EXTENSIONS = {
  broker: ['pdf', 'jpeg', 'jpg', 'png', 'xlsx', 'xls', 'json', 'csv'],
  customer: ['pdf', 'xlsx', 'xls', 'jpg', 'jpeg', 'png'],
} as const;

export type UploadSide = keyof typeof UPLOAD_EXTENSIONS;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[UploadSide][number];

/** The kinds the document reader reads: the broker side's list. */
export const PARSEABLE_EXTENSIONS = UPLOAD_EXTENSIONS.broker;

/** A customer uploads from the portal; everyone else from the broker's screens. */
export const uploadSideOf = (user: Pick<User, 'role'>): UploadSide => (user.role === 'customer' ? 'customer' : 'broker');

/** A file picker's accept list for a side: '.pdf', '.xlsx', ... */
export const uploadAccept = (side: UploadSide): string[] => UPLOAD_EXTENSIONS[side].map((extension) => `.${extension}`);

const FORMAT_NAMES: Record<UploadExtension, string> = {
  pdf: 'PDF',
  xlsx: 'Excel',
  xls: 'Excel',
  csv: 'CSV',
  json: 'JSON',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
};

/** The kinds a side takes as a person names them, each once: 'PDF, Excel, JPEG, PNG' for the customer. */
export const uploadFormatNames = (side: UploadSide): string[] => [...new Set(UPLOAD_EXTENSIONS[side].map((e) => FORMAT_NAMES[e]))];

/** The line under a side's drop zone: 'Supported formats: PDF, Excel, JPEG, PNG'. */
export const uploadFormatsHint = (side: UploadSide): string => `Supported formats: ${uploadFormatNames(side).join(', ')}`;

/** What the server answers a customer who sends another kind, naming the kinds they may send. */
export const CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE = (() => {
  const names = uploadFormatNames('customer');
  return `Unsupported file format: Please upload a ${names.slice(0, -1).join(', ')} or ${names.at(-1)} file.`;
})();

/**
 * Whether a side takes a file: its name ends in one of the side's extensions and its bytes are one of the
 * side's kinds (`contentKind`, as the document reader detects it: 'pdf', 'xlsx', 'jpeg', ...; undefined when
 * the bytes are no kind the reader knows). A renamed file is judged by what it is, not by what it says.
 */
export function acceptsUpload(side: UploadSide, file: { filename: string; contentKind: string | undefined }): boolean {
  const kinds: readonly string[] = UPLOAD_EXTENSIONS[side];
  return kinds.includes(extensionOf(file.filename)) && file.contentKind !== undefined && kinds.includes(file.contentKind);
}
