import MsgReaderModule from '@kenjiuno/msgreader';
import { AppError, type ParsedEmail } from '@workbench/core';
import { contentMessageId, typeAttachments, type DocumentTyper } from './parse-email.ts';

// The package is CommonJS with its class as `default`; Node's ESM loader hands over the whole exports object.
const MsgReader = ((MsgReaderModule as unknown as { default?: typeof MsgReaderModule }).default ??
  MsgReaderModule) as typeof MsgReaderModule;

/** The first bytes of every compound file (an Outlook .msg is one). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const isOutlookMsg = (bytes: Uint8Array) => COMPOUND_FILE.every((b, i) => bytes[i] === b);

const NOT_A_MSG = 'The file is not an Outlook message (.msg)';

/** One header of the transport headers Outlook keeps for a received mail, unfolded; null when absent. */
function header(headers: string | undefined, name: string): string | null {
  const match = headers?.replace(/\r?\n[ \t]+/g, ' ').match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im'));
  return match?.[1]?.trim() || null;
}

/**
 * Reads an Outlook .msg (a mail dragged out of Outlook) into the intake's shape: the sender's SMTP address,
 * subject, plain-text body, the time it was sent, its Message-ID and thread (from the transport headers
 * Outlook keeps), and its attachments typed like an .eml's. Embedded messages and hidden attachments are
 * not documents and are left out.
 */
export async function parseMsg(bytes: Uint8Array, typeOf: DocumentTyper): Promise<ParsedEmail> {
  if (!isOutlookMsg(bytes)) throw AppError.invalid(NOT_A_MSG, [{ path: 'email', message: NOT_A_MSG }]);
  let reader: InstanceType<typeof MsgReader>;
  let data: ReturnType<InstanceType<typeof MsgReader>['getFileData']>;
  try {
    reader = new MsgReader(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    data = reader.getFileData();
  } catch {
    throw AppError.invalid(NOT_A_MSG, [{ path: 'email', message: NOT_A_MSG }]);
  }
  if (data.error || data.dataType !== 'msg') throw AppError.invalid(NOT_A_MSG, [{ path: 'email', message: NOT_A_MSG }]);
  const headers = data.headers;
  const address = [data.senderSmtpAddress, data.senderEmail, header(headers, 'From')?.match(/<([^>]+)>/)?.[1]].find((a) =>
    a?.includes('@'),
  );
  const files = (data.attachments ?? []).flatMap((attachment, index) => {
    if (attachment.attachmentHidden || attachment.innerMsgContent) return [];
    const file = reader.getAttachment(attachment);
    return [{ filename: file.fileName?.trim() || `attachment-${index + 1}`, bytes: file.content }];
  });
  const { attachments, dropped } = await typeAttachments(files, typeOf);
  const sent = data.clientSubmitTime ? new Date(data.clientSubmitTime) : null;
  return {
    messageId: data.messageId?.trim() || header(headers, 'Message-ID') || contentMessageId(bytes),
    inReplyTo: header(headers, 'In-Reply-To'),
    references: header(headers, 'References')?.split(/\s+/) ?? [],
    fromAddress: (address ?? '').trim().toLowerCase(),
    fromName: data.senderName?.trim() || null,
    subject: data.subject?.trim() ?? '',
    text: data.body?.trim() ?? '',
    date: sent && !Number.isNaN(sent.getTime()) ? sent.toISOString() : null,
    attachments,
    dropped,
  };
}
