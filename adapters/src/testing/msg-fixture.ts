import { burn, type Entry } from '@kenjiuno/msgreader/lib/Burner.js';

/** CFB entry types, as the compound file format numbers them. */
const DIRECTORY = 1;
const DOCUMENT = 2;
const ROOT = 5;

// A copy, not a view: small Buffers share one pool, and the compound file writer reads whole buffers.
const utf16 = (text: string) => Uint8Array.from(Buffer.from(`${text}\0`, 'utf16le'));

export interface MsgFixture {
  subject: string;
  fromName: string;
  fromAddress: string;
  body: string;
  messageId?: string;
  /** Transport headers, as Outlook keeps them for a received mail (In-Reply-To, References). */
  headers?: string;
  attachments?: Array<{ filename: string; bytes: Uint8Array }>;
}

/**
 * An Outlook .msg file (a compound file with the message's properties as streams), as Outlook saves a mail
 * dragged out of it: subject, sender, plain-text body, Message-ID, headers and attachments. Only the
 * properties the intake reads are written.
 */
export function anOutlookMsg(mail: MsgFixture): Uint8Array {
  const entries: Entry[] = [{ name: 'Root Entry', type: ROOT, length: 0, children: [] }];
  const add = (parent: Entry, entry: Entry) => {
    entries.push(entry);
    parent.children!.push(entries.length - 1);
    return entry;
  };
  const stream = (parent: Entry, name: string, bytes: Uint8Array) =>
    add(parent, { name, type: DOCUMENT, length: bytes.byteLength, binaryProvider: () => bytes });
  const root = entries[0]!;
  // A top-level message's property stream starts with a 32-byte header; no fixed-size property is needed here.
  stream(root, '__properties_version1.0', new Uint8Array(32));
  const text = (id: string, value: string) => stream(root, `__substg1.0_${id}001F`, utf16(value));
  text('001A', 'IPM.Note');
  text('0037', mail.subject);
  text('0C1A', mail.fromName);
  text('0C1E', 'SMTP');
  text('0C1F', mail.fromAddress);
  text('5D01', mail.fromAddress);
  text('1000', mail.body);
  if (mail.messageId) text('1035', mail.messageId);
  if (mail.headers) text('007D', mail.headers);
  for (const [index, file] of (mail.attachments ?? []).entries()) {
    const folder = add(root, {
      name: `__attach_version1.0_#${index.toString(16).toUpperCase().padStart(8, '0')}`,
      type: DIRECTORY,
      length: 0,
      children: [],
    });
    stream(folder, '__properties_version1.0', new Uint8Array(8));
    stream(folder, '__substg1.0_3707001F', utf16(file.filename));
    stream(folder, '__substg1.0_3704001F', utf16(file.filename));
    stream(folder, '__substg1.0_37010102', file.bytes);
  }
  return burn(entries);
}
