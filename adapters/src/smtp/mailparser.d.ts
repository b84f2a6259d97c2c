// mailparser ships no types; only what the tests and the mail intake read.
declare module 'mailparser' {
  export interface AddressObject {
    text: string;
    value: Array<{ address?: string; name?: string }>;
  }
  export interface Attachment {
    filename?: string;
    contentType: string;
    content: Buffer;
    /** 'attachment' or 'inline' (an image the HTML shows). */
    contentDisposition?: string;
    related?: boolean;
  }
  export interface ParsedMail {
    subject?: string;
    text?: string;
    html?: string | false;
    to?: AddressObject | AddressObject[];
    from?: AddressObject;
    date?: Date;
    messageId?: string;
    inReplyTo?: string;
    references?: string | string[];
    attachments: Attachment[];
  }
  export function simpleParser(source: NodeJS.ReadableStream | Buffer | string, options?: Record<string, unknown>): Promise<ParsedMail>;
}
