import { createHash } from 'node:crypto';
import { dangerousAttachment, type DroppedAttachment, type IncomingFile, type ParsedEmail } from '@workbench/core';
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
 * The name a mail without a Message-ID is known by: a digest of its bytes, so the very same mail delivered
 * again is still recognised.
 */
export const contentMessageId = (raw: Uint8Array) => `<sha256-${createHash('sha256').update(raw).digest('hex')}@intake.workbench>`;

/**
 * Types each attachment by its content; programs and macro documents are quarantined by name before their
 * content is looked at, and a type a document may not have is dropped. Both are named in `dropped`.
 */
export async function typeAttachments(
  files: ReadonlyArray<{ filename: string; bytes: Uint8Array }>,
  typeOf: DocumentTyper,
): Promise<{ attachments: IncomingFile[]; dropped: DroppedAttachment[] }> {
  const attachments: IncomingFile[] = [];
  const dropped: DroppedAttachment[] = [];
  for (const { filename, bytes } of files) {
    const dangerous = dangerousAttachment(filename);
    if (dangerous) {
      dropped.push({ filename, size: bytes.byteLength, reason: dangerous });
      continue;
    }
    try {
      attachments.push({ filename, mimeType: await typeOf(bytes, filename), bytes });
    } catch {
      dropped.push({ filename, size: bytes.byteLength, reason: 'not_a_document' });
    }
  }
  return { attachments, dropped };
}

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value.split(/\s+/);

/**
 * Reads a raw RFC 5322 message (an .eml file, or what the SMTP listener or the mailbox poller received) into
 * the intake's shape: sender, subject, text, date, its Message-ID and thread, and every attachment typed by
 * its content (see `typeAttachments`); images an HTML body shows inline are not attachments.
 */
export async function parseEmail(source: Buffer | Uint8Array, typeOf: DocumentTyper): Promise<ParsedEmail> {
  const input = Buffer.isBuffer(source) ? source : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const mail = await simpleParser(input);
  const from = mail.from?.value?.[0];
  const files = (mail.attachments ?? []).flatMap((attachment, index) =>
    attachment.related || attachment.contentDisposition === 'inline'
      ? []
      : [
          {
            filename: attachment.filename?.trim() || `attachment-${index + 1}`,
            bytes: new Uint8Array(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
          },
        ],
  );
  const { attachments, dropped } = await typeAttachments(files, typeOf);
  return {
    messageId: mail.messageId?.trim() || contentMessageId(input),
    inReplyTo: mail.inReplyTo?.trim() || null,
    references: listOf(mail.references),
    fromAddress: (from?.address ?? '').trim().toLowerCase(),
    fromName: from?.name?.trim() || null,
    subject: mail.subject?.trim() ?? '',
    text: mail.text?.trim() || (mail.html ? textOfHtml(mail.html) : ''),
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
    attachments,
    dropped,
  };
}
