/**
 * Every type a stored document may have, established from its bytes at upload, with the name extensions
 * that say that type, the usual one first. Types with a signature in their bytes come first; the text
 * types have none and are accepted by extension when the bytes are plain text.
 */
export const SIGNED_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/tiff': ['tif', 'tiff'],
  'image/bmp': ['bmp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  // Legacy Office and Outlook files share one container format; a .doc or .xls name picks its own type.
  'application/x-cfb': ['cfb', 'msg', 'ppt'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/zip': ['zip'],
};

export const TEXT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'text/csv': ['csv'],
  'application/json': ['json'],
  'text/plain': ['txt'],
};

/** The type among `types` that `extension` names, if any. */
export function typeNamedBy(extension: string, types: Readonly<Record<string, readonly string[]>>): string | undefined {
  const wanted = extension.toLowerCase();
  return Object.keys(types).find((type) => types[type].includes(wanted));
}

/** The final extension of a name (without the dot, lower case); digits alone (`Q3.2024`) are no extension. */
export function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(filename);
  return match && /[a-z]/i.test(match[1]) ? match[1].toLowerCase() : '';
}

/**
 * The name a document downloads under: its stored name, ending in an extension of its stored type, so the
 * file a person saves opens as what it is. A final extension that says another type is replaced (PDF bytes
 * named `x.pdf.html` download as `x.pdf`, `x.html` as `x.pdf`); a name without one gets the type's usual
 * extension. A type outside the tables (documents stored before types were checked) keeps its name.
 */
export function downloadName(filename: string, mimeType: string): string {
  const extensions = SIGNED_TYPES[baseType(mimeType)] ?? TEXT_TYPES[baseType(mimeType)];
  if (!extensions) return filename;
  const extension = extensionOf(filename);
  if (extensions.includes(extension)) return filename;
  const stem = extension ? filename.slice(0, -extension.length - 1) : filename;
  if (extensions.includes(extensionOf(stem))) return stem;
  return `${stem || 'document'}.${extensions[0]}`;
}

const baseType = (mimeType: string) => mimeType.split(';')[0].trim().toLowerCase();

const LIST_TYPE_BY_EXTENSION: Record<string, string> = {
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

const LIST_TYPE_BY_MIME: Record<string, string> = {
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

/** The short type a person sees in document lists ('PDF', 'XLSX'): from the extension, else from the MIME type, else 'FILE'. */
export function documentType(filename: string, mimeType: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension && LIST_TYPE_BY_EXTENSION[extension]) return LIST_TYPE_BY_EXTENSION[extension];
  const mime = baseType(mimeType);
  if (LIST_TYPE_BY_MIME[mime]) return LIST_TYPE_BY_MIME[mime];
  if (extension) return extension.toUpperCase();
  return 'FILE';
}
