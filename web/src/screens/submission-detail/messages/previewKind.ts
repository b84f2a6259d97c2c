import type { Attachment } from '@workbench/core';

export type PreviewKind = 'image' | 'pdf' | 'spreadsheet' | 'other';

/** What the preview shows: the image itself, a PDF icon, a spreadsheet icon, or a plain file icon. */
export function previewKind(attachment: Pick<Attachment, 'filename' | 'type'>): PreviewKind {
  const type = attachment.type.toLowerCase();
  const name = attachment.filename.toLowerCase();
  if (type.startsWith('image/') || /\.(png|jpe?g|gif|webp)$/.test(name)) return 'image';
  if (type.includes('pdf') || name.endsWith('.pdf')) return 'pdf';
  if (type.includes('sheet') || type.includes('excel') || type.includes('csv') || /\.(xlsx?|csv)$/.test(name)) return 'spreadsheet';
  return 'other';
}
