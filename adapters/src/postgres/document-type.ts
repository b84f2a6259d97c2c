/** The short type a person sees in document lists: from the extension, else from the MIME type. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOCX',
  xlsx: 'XLSX',
  xls: 'XLS',
  csv: 'CSV',
  zip: 'ZIP',
  png: 'PNG',
  jpg: 'JPG',
  jpeg: 'JPG',
  gif: 'GIF',
  json: 'JSON',
  txt: 'TXT',
  eml: 'EML',
  msg: 'MSG',
};

const BY_MIME: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-excel': 'XLS',
  'text/csv': 'CSV',
  'application/zip': 'ZIP',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/gif': 'GIF',
  'application/json': 'JSON',
  'text/plain': 'TXT',
};

export function documentType(filename: string, mimeType: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension && BY_EXTENSION[extension]) return BY_EXTENSION[extension];
  const mime = mimeType.split(';')[0].trim().toLowerCase();
  if (BY_MIME[mime]) return BY_MIME[mime];
  if (extension) return extension.toUpperCase();
  return 'FILE';
}
