export type FileKind = 'pdf' | 'spreadsheet' | 'image' | 'document' | 'archive' | 'other';

const byExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  xlsx: 'spreadsheet',
  xls: 'spreadsheet',
  csv: 'spreadsheet',
  ods: 'spreadsheet',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  tif: 'image',
  tiff: 'image',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  txt: 'document',
  json: 'document',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  gz: 'archive',
  tar: 'archive',
};

/** The kind of a file from its name (extension) or, failing that, its MIME type. */
export function fileKind(name: string, type = ''): FileKind {
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const fromName = byExtension[ext];
  if (fromName) return fromName;
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (/spreadsheet|excel|csv/.test(type)) return 'spreadsheet';
  if (/zip|compressed|archive/.test(type)) return 'archive';
  if (/word|document|text\//.test(type)) return 'document';
  return 'other';
}

export const fileKindLabels: Record<FileKind, string> = {
  pdf: 'PDF',
  spreadsheet: 'Spreadsheet',
  image: 'Image',
  document: 'Document',
  archive: 'Archive',
  other: 'File',
};
