import type { IncomingFile, ParsedEmail } from '@workbench/core';
import { simpleParser } from 'mailparser';

/**
 * The type a document gets from its bytes and name; throws for a type a document may not have (a program,
 * a macro workbook renamed). The bff's upload check, so mail attachments pass the same gate as uploads.
 */
export type DocumentTyper = (bytes: Uint8Array, filename: string) => Promise<string>;

/** A mail with no plain-text part still has words: its HTML without the tags. */
const textOfHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>|<\/div>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Reads a raw RFC 5322 message (an .eml file, or what the SMTP listener received) into the intake's shape:
 * sender, subject, text, date and every attachment typed by its content. Attachments whose type is refused
 * are left out and named in `refused`; images an HTML body shows inline are not attachments.
 */
export async function parseEmail(source: Buffer | Uint8Array | NodeJS.ReadableStream, typeOf: DocumentTyper): Promise<ParsedEmail> {
  const input =
    source instanceof Uint8Array && !Buffer.isBuffer(source) ? Buffer.from(source.buffer, source.byteOffset, source.byteLength) : source;
  const mail = await simpleParser(input as Buffer | NodeJS.ReadableStream);
  const from = mail.from?.value?.[0];
  const attachments: IncomingFile[] = [];
  const refused: string[] = [];
  for (const [index, attachment] of (mail.attachments ?? []).entries()) {
    if (attachment.related || attachment.contentDisposition === 'inline') continue;
    const filename = attachment.filename?.trim() || `attachment-${index + 1}`;
    const bytes = new Uint8Array(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength);
    try {
      attachments.push({ filename, mimeType: await typeOf(bytes, filename), bytes });
    } catch {
      refused.push(filename);
    }
  }
  return {
    fromAddress: (from?.address ?? '').trim().toLowerCase(),
    fromName: from?.name?.trim() || null,
    subject: mail.subject?.trim() ?? '',
    text: mail.text?.trim() || (mail.html ? textOfHtml(mail.html) : ''),
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
    attachments,
    refused,
  };
}
