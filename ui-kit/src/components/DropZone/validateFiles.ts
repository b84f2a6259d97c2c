export interface FileRules {
  /** Extensions ('.pdf') and MIME types ('application/pdf', 'image/*'); empty accepts anything. */
  accept?: readonly string[];
  /** Bytes. */
  maxSize?: number;
  minSize?: number;
  /** How many files one drop may hold (default 1). */
  maxFiles?: number;
}

export interface FileRejection {
  file: File;
  errors: string[];
}

export interface FileCheck {
  accepted: File[];
  rejected: FileRejection[];
  /** Set when more files came than maxFiles: 'Too many files'. */
  tooMany: boolean;
}

/** Whether a file matches one accept entry: an extension, an exact MIME type or a wildcard like image/*. */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** The drop zone's own messages for a refused file. */
export const fileMessages = {
  type: (accept: readonly string[]) => `File type must be ${accept.length > 1 ? `one of ${accept.join(', ')}` : accept[0]}`,
  tooLarge: (max: number) => `File is larger than ${max} bytes`,
  tooSmall: (min: number) => `File is smaller than ${min} bytes`,
  tooMany: 'Too many files',
} as const;

/** Sorts dropped or chosen files into accepted and rejected ones, with a message per broken rule. */
export function validateFiles(files: readonly File[], rules: FileRules): FileCheck {
  const { accept = [], maxSize, minSize, maxFiles = 1 } = rules;
  const tooMany = files.length > maxFiles;
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const errors: string[] = [];
    if (!matchesAccept(file, accept)) errors.push(fileMessages.type(accept));
    if (maxSize !== undefined && file.size > maxSize) errors.push(fileMessages.tooLarge(maxSize));
    if (minSize !== undefined && file.size < minSize) errors.push(fileMessages.tooSmall(minSize));
    if (tooMany) errors.push(fileMessages.tooMany);
    if (errors.length) rejected.push({ file, errors });
    else accepted.push(file);
  }
  return { accepted, rejected, tooMany };
}
