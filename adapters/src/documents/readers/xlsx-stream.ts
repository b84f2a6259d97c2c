/**
 * xlsx workbooks read part by part: the zip's directory, the workbook and shared strings (small parts, read
 * whole), then each worksheet's XML inflated and tokenised chunk by chunk, so no sheet is ever held as one
 * string and no workbook model is built. The rows are the ones SheetJS gives for the same file with the
 * options the reader used (dense, no dates, no formulas, sheetRows): the same range (the sheet's dimension
 * when it declares one, else the cells seen), the same values (numbers stay numbers, dates stay serials),
 * the same quirks. A workbook laid out in a way this reader does not know (no content types, a binary or
 * strict workbook, parts not where the relationships say) gives undefined, and SheetJS reads it instead.
 */
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '@workbench/core';
import type yauzl from 'yauzl';
import { entryName, openZip } from '../detect.ts';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';
import type { Cell } from '../normalise.ts';

export interface StreamLimits {
  maxUncompressedBytes: number;
  maxRows: number;
}

export interface Range {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

/** A worksheet as read: dense rows of values (holes where no cell was), its range and merged areas. */
export interface StreamedSheet {
  name: string;
  data: (Cell | typeof ABSENT)[][];
  range: Range | undefined;
  merges: Range[];
}

/** A cell that exists but has no value (an inline string with neither text nor runs), unlike a hole. */
export const ABSENT = Symbol('absent');

const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const WORKBOOK_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
  'application/vnd.ms-excel.template.macroEnabled.main+xml',
]);
const SST_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml';

/** Declines: the caller reads the workbook the slow way. */
class Decline extends Error {}

// ---- XML text as SheetJS decodes it ------------------------------------------------------------

const ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const entityRe = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const codeRe = /_x([\da-fA-F]{4})_/gi;

function rawUnescape(s: string): string {
  const i = s.indexOf('<![CDATA[');
  if (i === -1) {
    if (s.indexOf('&') === -1 && s.indexOf('_x') === -1 && s.indexOf('_X') === -1) return s;
    return s
      .replace(
        entityRe,
        (m, code: string | undefined) =>
          ENTITIES[m] || String.fromCharCode(Number.parseInt(code as string, m.indexOf('x') > -1 ? 16 : 10)) || m,
      )
      .replace(codeRe, (_m, c: string) => String.fromCharCode(Number.parseInt(c, 16)));
  }
  const j = s.indexOf(']]>');
  return rawUnescape(s.slice(0, i)) + s.slice(i + 9, j) + rawUnescape(s.slice(j + 3));
}

/** Entities, numeric references and Excel's _xHHHH_ escapes; cell text also turns CRLF into LF. */
export function unescapeXml(s: string, cellText = false): string {
  const out = rawUnescape(s);
  return cellText && out.indexOf('\r\n') !== -1 ? out.replace(/\r\n/g, '\n') : out;
}

const elementRes = new Map<string, [RegExp, RegExp]>();
function elementRe(tag: string): [RegExp, RegExp] {
  let res = elementRes.get(tag);
  if (!res) {
    res = [new RegExp(`<(?:\\w+:)?${tag}\\b[^<>]*>`, 'g'), new RegExp(`</(?:\\w+:)?${tag}>`, 'g')];
    elementRes.set(tag, res);
  }
  return res;
}

/** The first <tag>…</tag> (any namespace prefix): [whole element, its content], or undefined. */
function matchElement(str: string, tag: string): [string, string] | undefined {
  const [open, close] = elementRe(tag);
  open.lastIndex = 0;
  const m = open.exec(str);
  if (!m) return undefined;
  const si = m.index;
  const sf = open.lastIndex;
  close.lastIndex = sf;
  const e = close.exec(str);
  if (!e) return undefined;
  return [str.slice(si, close.lastIndex), str.slice(sf, e.index)];
}

/** The text with every <tag>…</tag> taken out (null when one never closes). */
function removeElements(str: string, tag: string): string | null {
  const [open, close] = elementRe(tag);
  open.lastIndex = 0;
  const out: string[] = [];
  let ef = 0;
  let m: RegExpExecArray | null;
  while ((m = open.exec(str))) {
    out.push(str.slice(ef, m.index));
    close.lastIndex = open.lastIndex;
    const e = close.exec(str);
    if (!e) return null;
    ef = close.lastIndex;
    open.lastIndex = close.lastIndex;
  }
  out.push(str.slice(ef));
  return out.join('');
}

const tagRe = /<[/?]?[a-zA-Z0-9:_-]+(?:\s+[^"\s?<>/]+\s*=\s*(?:"[^"]*"|'[^']*'|[^'"<>\s=]+))*\s*[/?]?>/gm;
const siTextRe = /<(?:\w+:)?t\b[^<>]*>([^<]*)<\/(?:\w+:)?t>/g;
const siRunRe = /<(?:\w+:)?r\b[^<>]*>/;

/** The plain text of a string item (<si>, <is>): one <t>, or the runs' <t>s without phonetic guides. */
export function stringItem(x: string): string | undefined {
  if (!x) return '';
  if (/^\s*<(?:\w+:)?t[^>]*>/.test(x)) {
    return unescapeXml(x.slice(x.indexOf('>') + 1).split(/<\/(?:\w+:)?t>/)[0] || '', true);
  }
  if (siRunRe.test(x)) {
    const body = removeElements(x, 'rPh');
    // SheetJS treats an unclosed phonetic run as "no runs": String(null) has no <t>.
    const texts = String(body).match(siTextRe) || [];
    return unescapeXml(texts.join('').replace(tagRe, ''), true);
  }
  return undefined;
}

function sharedStrings(xml: string): (string | undefined)[] {
  const sst = matchElement(xml, 'sst');
  if (!sst) return [];
  const items = sst[1].replace(/<(?:\w+:)?(?:si|sstItem)>/g, '').split(/<\/(?:\w+:)?(?:si|sstItem)>/);
  return items.map((s) => stringItem(s.trim()));
}

/** Attributes of one start tag, names without their namespace prefix (as SheetJS keys them). */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([^\s=/<>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let m: RegExpExecArray | null;
  // Skip the element name.
  re.lastIndex = tag.search(/\s/) < 0 ? tag.length : tag.search(/\s/);
  while ((m = re.exec(tag))) {
    const full = m[1]!;
    const local = full.includes(':') && !full.startsWith('xmlns') ? full.slice(full.indexOf(':') + 1) : full;
    out[local] = m[2] ?? m[3] ?? '';
  }
  return out;
}

// ---- cell addresses, as SheetJS decodes them ---------------------------------------------------

export function safeDecodeRange(range: string): Range {
  const o = { s: { c: 0, r: 0 }, e: { c: 0, r: 0 } };
  let idx = 0;
  let i = 0;
  let cc = 0;
  const len = range.length;
  for (idx = 0; i < len; ++i) {
    if ((cc = range.charCodeAt(i) - 64) < 1 || cc > 26) break;
    idx = 26 * idx + cc;
  }
  o.s.c = --idx;
  for (idx = 0; i < len; ++i) {
    if ((cc = range.charCodeAt(i) - 48) < 0 || cc > 9) break;
    idx = 10 * idx + cc;
  }
  o.s.r = --idx;
  if (i === len || cc !== 10) {
    o.e.c = o.s.c;
    o.e.r = o.s.r;
    return o;
  }
  ++i;
  for (idx = 0; i !== len; ++i) {
    if ((cc = range.charCodeAt(i) - 64) < 1 || cc > 26) break;
    idx = 26 * idx + cc;
  }
  o.e.c = --idx;
  for (idx = 0; i !== len; ++i) {
    if ((cc = range.charCodeAt(i) - 48) < 0 || cc > 9) break;
    idx = 10 * idx + cc;
  }
  o.e.r = --idx;
  return o;
}

// ---- dates written as text (t="d"), turned into serials as SheetJS does without cellDates ---------

const DAY = 24 * 60 * 60 * 1000;
const DN_THRESH = Date.UTC(1899, 11, 30, 0, 0, 0);
const DN_THRESH1 = Date.UTC(1899, 11, 31, 0, 0, 0);
const DN_THRESH2 = Date.UTC(1904, 0, 1, 0, 0, 0);

function parseDate(str: string, date1904: boolean): Date {
  let m = str.match(/^(\d+):(\d+)(:\d+)?(\.\d+)?$/);
  if (m)
    return new Date(
      (date1904 ? DN_THRESH2 : DN_THRESH1) +
        ((Number.parseInt(m[1]!, 10) * 60 + Number.parseInt(m[2]!, 10)) * 60 + (m[3] ? Number.parseInt(m[3].slice(1), 10) : 0)) * 1000 +
        (m[4] ? Number.parseInt(`${m[4]}000`.slice(1, 4), 10) : 0),
    );
  m = str.match(/^(\d+)-(\d+)-(\d+)$/);
  if (m) return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, 0, 0, 0, 0));
  m = str.match(/^(\d+)-(\d+)-(\d+)[T ](\d+):(\d+)(:\d+)?(\.\d+)?$/);
  if (m)
    return new Date(
      Date.UTC(
        +m[1]!,
        +m[2]! - 1,
        +m[3]!,
        +m[4]!,
        +m[5]!,
        (m[6] && Number.parseInt(m[6].slice(1), 10)) || 0,
        (m[7] && Number.parseInt(`${m[7]}0000`.slice(1, 4), 10)) || 0,
      ),
    );
  return new Date(str);
}

function dateSerial(v: Date, date1904: boolean): number {
  let res = (v.getTime() - DN_THRESH) / DAY;
  if (date1904) {
    res -= 1462;
    return res < -1402 ? res - 1 : res;
  }
  return res < 60 ? res - 1 : res;
}

// ---- the worksheet tokenizer -------------------------------------------------------------------

/** The value of attribute `name` in a start tag, or undefined. */
function attr(tag: string, name: string): string | undefined {
  let from = 0;
  for (;;) {
    const i = tag.indexOf(name, from);
    if (i < 0) return undefined;
    const before = tag.charCodeAt(i - 1);
    const eq = i + name.length;
    // Preceded by whitespace (or a prefix colon), followed by ="…" or ='…'.
    if ((before === 32 || before === 9 || before === 10 || before === 13 || before === 58) && tag.charCodeAt(eq) === 61) {
      const q = tag[eq + 1];
      if (q === '"' || q === "'") {
        const end = tag.indexOf(q, eq + 2);
        if (end > 0) return tag.slice(eq + 2, end);
      }
    }
    from = i + 1;
  }
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

class SheetParser {
  private buf = '';
  private phase: 'pre' | 'data' | 'post' = 'pre';
  /** Waiting for 50 characters after a <dimension to read its ref, as SheetJS looks no further. */
  private dimensionAt = -1;
  private dimension: Range | undefined;
  private readonly guess: Range = { s: { r: 2_000_000, c: 2_000_000 }, e: { r: 0, c: 0 } };
  private tagr = 0;
  private tagc = -1;
  private skipRow = false;
  private lastEmptyRow: string | undefined;
  readonly data: (Cell | typeof ABSENT)[][] = [];
  readonly merges: Range[] = [];

  constructor(
    private readonly strings: (string | undefined)[],
    private readonly sheetRows: number,
    private readonly date1904: boolean,
  ) {}

  push(chunk: string): void {
    const buf = this.buf.length ? this.buf + chunk : chunk;
    const cut = this.scan(buf, false);
    if (this.dimensionAt >= 0) this.dimensionAt -= cut;
    this.buf = buf.slice(cut);
  }

  end(): void {
    this.scan(this.buf, true);
    this.buf = '';
  }

  /** Handles every complete element in buf; returns where the incomplete rest starts. */
  private scan(buf: string, final: boolean): number {
    let pos = 0;
    const n = buf.length;
    for (;;) {
      if (this.dimensionAt >= 0) {
        if (n - this.dimensionAt < 50 && !final) return this.dimensionAt;
        const ref = buf.slice(this.dimensionAt, this.dimensionAt + 50).match(/"(\w*:\w*)"/);
        if (ref) {
          const d = safeDecodeRange(ref[1]!);
          if (d.s.r <= d.e.r && d.s.c <= d.e.c && d.s.r >= 0 && d.s.c >= 0) this.dimension = d;
        }
        this.dimensionAt = -1;
      }
      const lt = buf.indexOf('<', pos);
      if (lt < 0) return n;
      const gt = buf.indexOf('>', lt);
      if (gt < 0) return lt;
      // The element name, without a namespace prefix.
      let k = lt + 1;
      const closing = buf.charCodeAt(k) === 47;
      if (closing) k++;
      let nameStart = k;
      while (k < gt) {
        const c = buf.charCodeAt(k);
        if (isSpace(c) || c === 47) break;
        if (c === 58) nameStart = k + 1;
        k++;
      }
      const name = buf.slice(nameStart, k);
      const selfClosing = buf.charCodeAt(gt - 1) === 47;
      if (this.phase === 'data') {
        if (name === 'c' && !closing) {
          let content = '';
          let next = gt + 1;
          if (!selfClosing) {
            const close = buf.indexOf(`</${buf.slice(lt + 1, k)}>`, gt);
            if (close < 0) {
              if (final) throw new Decline('cell never closes');
              return lt;
            }
            content = buf.slice(gt + 1, close);
            next = close + k - lt + 2;
          }
          if (!this.skipRow) this.cell(buf.slice(lt, gt + 1), content);
          pos = next;
          continue;
        }
        if (name === 'row') {
          if (closing) this.lastEmptyRow = undefined;
          else if (selfClosing) this.lastEmptyRow = buf.slice(lt, gt);
          else {
            this.lastEmptyRow = undefined;
            this.row(buf.slice(lt, gt));
          }
        } else if (name === 'sheetData' && closing) {
          // SheetJS splits the sheet at </row> and takes each piece's row from its first open <row>; empty
          // <row/>s after the last </row> leave a piece with none, and it takes the last of them instead.
          if (this.lastEmptyRow !== undefined) this.row(this.lastEmptyRow);
          this.phase = 'post';
        }
      } else if (this.phase === 'pre') {
        if (name === 'sheetData' && !closing) this.phase = selfClosing ? 'post' : 'data';
        else if (name === 'dimension' && !closing) this.dimensionAt = lt;
      } else if (name === 'mergeCell' && !closing) {
        const tag = buf.slice(lt, gt + 1);
        if (/^<(?:\w+:)?mergeCell ref=["'][A-Z0-9:]+['"]\s*[/]?>$/.test(tag))
          this.merges.push(safeDecodeRange(tag.slice(tag.indexOf('=') + 2)));
      }
      pos = gt + 1;
    }
  }

  private row(tag: string): void {
    const r = attr(tag, 'r');
    this.tagr = r !== undefined ? Number.parseInt(r, 10) : this.tagr + 1;
    this.tagc = -1;
    this.skipRow = this.sheetRows > 0 && this.sheetRows < this.tagr;
    if (this.skipRow) return;
    const g = this.guess;
    if (g.s.r > this.tagr - 1) g.s.r = this.tagr - 1;
    if (g.e.r < this.tagr - 1) g.e.r = this.tagr - 1;
  }

  private cell(tag: string, content: string): void {
    const ref = attr(tag, 'r');
    let row: number;
    let col: number;
    if (ref !== undefined) {
      // The column guess stops at the first non-letter; where the cell is stored reads every letter and digit.
      let idx = 0;
      let i = 0;
      for (; i < ref.length; ++i) {
        const cc = ref.charCodeAt(i) - 64;
        if (cc < 1 || cc > 26) break;
        idx = 26 * idx + cc;
      }
      this.tagc = idx - 1;
      let R = 0;
      let C = 0;
      for (i = 0; i < ref.length; ++i) {
        const cc = ref.charCodeAt(i);
        if (cc >= 48 && cc <= 57) R = 10 * R + (cc - 48);
        else if (cc >= 65 && cc <= 90) C = 26 * C + (cc - 64);
      }
      row = R - 1;
      col = C - 1;
    } else {
      ++this.tagc;
      row = this.tagr - 1;
      col = this.tagc;
    }
    let raw: string | undefined;
    if (content.startsWith('<v>')) {
      const e = content.indexOf('</v>');
      if (e >= 0) raw = content.slice(3, e);
      else raw = matchElement(content, 'v')?.[1];
    } else if (content) raw = matchElement(content, 'v')?.[1];
    let v: string | undefined =
      raw === undefined || raw === ''
        ? undefined
        : raw.indexOf('&') < 0 && raw.indexOf('_') < 0 && raw.indexOf('<') < 0
          ? raw
          : unescapeXml(raw);
    const t = attr(tag, 't');
    if (t === undefined && v === undefined) return;
    const g = this.guess;
    if (g.s.c > this.tagc) g.s.c = this.tagc;
    if (g.e.c < this.tagc) g.e.c = this.tagc;
    let value: Cell | typeof ABSENT;
    switch (t ?? 'n') {
      case 'n':
        if (v === undefined) return;
        value = Number.parseFloat(v);
        break;
      case 's': {
        if (v === undefined) return;
        const i = Number.parseInt(v, 10);
        if (!(i in this.strings)) throw new Error('shared string out of range');
        const s = this.strings[i];
        value = s === undefined ? ABSENT : s;
        break;
      }
      case 'str':
        value = v !== undefined ? unescapeXml(v, true) : '';
        break;
      case 'inlineStr': {
        const is = matchElement(content, 'is');
        const s = is ? stringItem(is[1]) : '';
        value = s === undefined ? ABSENT : s;
        break;
      }
      case 'b':
        value = v === '1' || v === 'true';
        break;
      case 'd':
        if (v === undefined) throw new Error('date without a value');
        value = dateSerial(parseDate(v, this.date1904), this.date1904);
        break;
      case 'e':
        value = null;
        break;
      default:
        value = v === undefined ? null : v;
    }
    v = undefined;
    const data = this.data;
    let r = data[row];
    if (!r) {
      r = [];
      data[row] = r;
    }
    r[col] = value;
  }

  /** The sheet's range: its dimension, else the cells seen; cut at sheetRows as SheetJS cuts it. */
  range(): Range | undefined {
    const g = this.guess;
    let ref = this.dimension;
    if (!ref && g.e.c >= g.s.c && g.e.r >= g.s.r) ref = { s: { ...g.s }, e: { ...g.e } };
    if (!ref) return undefined;
    ref = { s: { ...ref.s }, e: { ...ref.e } };
    if (this.sheetRows > 0 && this.sheetRows <= ref.e.r) {
      ref.e.r = this.sheetRows - 1;
      if (ref.e.r > g.e.r) ref.e.r = g.e.r;
      if (ref.e.r < ref.s.r) ref.s.r = ref.e.r;
      if (ref.e.c > g.e.c) ref.e.c = g.e.c;
      if (ref.e.c < ref.s.c) ref.s.c = ref.e.c;
    }
    return ref;
  }
}

// ---- the package -------------------------------------------------------------------------------

/** Inflated output per chunk: large enough that the tokenizer runs a few dozen times per sheet, not thousands. */
const CHUNK = 256 * 1024;

/**
 * A part's text, chunk by chunk. Deflated parts are inflated here rather than by yauzl, for larger chunks, and
 * held to their declared size the same way: past it the part is a zip bomb (too large), short of it damaged.
 */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, onChunk: (text: string) => void): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  const deflated = entry.compressionMethod === 8;
  let stream: Readable;
  try {
    const raw = await zip.openReadStreamPromise(entry, deflated ? { decompress: false } : {});
    stream = deflated ? raw.pipe(createInflateRaw({ chunkSize: CHUNK })) : raw;
    if (deflated) raw.on('error', (e) => stream.destroy(e));
  } catch {
    throw unprocessable(MESSAGES.corrupt);
  }
  let inflated = 0;
  try {
    let first = true;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.uncompressedSize) {
        stream.destroy();
        throw tooLarge();
      }
      if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)))
        throw new Decline('UTF-16 part');
      first = false;
      onChunk(decoder.decode(chunk, { stream: true }));
    }
  } catch (e) {
    if (e instanceof Decline || e instanceof AppError) throw e;
    // yauzl's words for a stored part longer than it declares; anything else is a damaged part.
    if (e instanceof Error && /^too many bytes/.test(e.message)) throw tooLarge();
    throw unprocessable(MESSAGES.corrupt);
  }
  if (inflated !== entry.uncompressedSize) throw unprocessable(MESSAGES.corrupt);
  onChunk(decoder.decode());
}

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const parts: string[] = [];
  await readEntry(zip, entry, (t) => parts.push(t));
  return parts.join('');
}

/**
 * The worksheets of an xlsx workbook, streamed; undefined when the workbook is laid out in a way only SheetJS
 * reads. Throws too large when the parts declare more than the cap or a part inflates past what it declares.
 */
export async function streamWorkbook(bytes: Uint8Array, limits: StreamLimits): Promise<StreamedSheet[] | undefined> {
  try {
    return await stream(bytes, limits);
  } catch (e) {
    if (e instanceof Decline) return undefined;
    throw e;
  }
}

async function stream(bytes: Uint8Array, limits: StreamLimits): Promise<StreamedSheet[]> {
  const archive = await openZip(bytes, { validateEntrySizes: true });
  if (!archive) throw unprocessable(MESSAGES.corrupt);
  const total = archive.entries.reduce((s, e) => s + e.uncompressedSize, 0);
  if (total > limits.maxUncompressedBytes) throw tooLarge();
  const { zip, entries } = archive;
  const byName = new Map<string, yauzl.Entry>();
  for (const e of entries) if (!byName.has(entryName(e))) byName.set(entryName(e), e);
  for (const other of ['META-INF/manifest.xml', 'objectdata.xml', 'Index/Document.iwa'])
    if (byName.has(other)) throw new Decline('not an OOXML workbook');
  const ctEntry = byName.get('[Content_Types].xml');
  if (!ctEntry) throw new Decline('no content types');
  const ct = await readText(zip, ctEntry);
  const types = ct.match(/<(?:\w+:)?Types\b[^>]*>/)?.[0];
  if (!types || attributes(types).xmlns !== CT_NS) throw new Decline('unknown content types');
  const overrides = (ct.match(/<(?:\w+:)?Override\b[^>]*>/g) ?? []).map(attributes);
  const workbooks = overrides.filter(
    (o) => WORKBOOK_TYPES.has(o.ContentType ?? '') || /sheet\.binary|main\+xml$/.test(o.ContentType ?? ''),
  );
  if (workbooks.length !== 1 || workbooks[0]!.PartName !== '/xl/workbook.xml' || !WORKBOOK_TYPES.has(workbooks[0]!.ContentType!))
    throw new Decline('workbook not at xl/workbook.xml');
  const sstParts = overrides.filter((o) => /sharedStrings/i.test(o.ContentType ?? ''));
  if (sstParts.some((o) => o.ContentType !== SST_TYPE)) throw new Decline('binary shared strings');
  const wbEntry = byName.get('xl/workbook.xml');
  const relsEntry = byName.get('xl/_rels/workbook.xml.rels');
  if (!wbEntry || !relsEntry) throw new Decline('workbook parts missing');

  const wbXml = await readText(zip, wbEntry);
  const workbookPr = wbXml.match(/<(?:\w+:)?workbookPr\b[^>]*>/)?.[0];
  const date1904Attr = workbookPr ? attributes(workbookPr).date1904 : undefined;
  const date1904 = date1904Attr === '1' || date1904Attr === 'true';
  const sheets = (wbXml.match(/<(?:\w+:)?sheet\b[^<>]*>/g) ?? []).map(attributes);
  if (sheets.length === 0) throw new Decline('no sheets');

  const relsXml = await readText(zip, relsEntry);
  const rels = new Map<string, { target: string; type: string }>();
  for (const tag of relsXml.match(/<(?:\w+:)?Relationship\b[^>]*>/g) ?? []) {
    const a = attributes(tag);
    if (a.Id !== undefined && !rels.has(a.Id)) rels.set(a.Id, { target: a.Target ?? '', type: a.Type ?? '' });
  }

  let strings: (string | undefined)[] = [];
  const sstName = sstParts[0]?.PartName?.replace(/^\//, '');
  if (sstName !== undefined) {
    const sstEntry = byName.get(sstName);
    if (!sstEntry) throw new Decline('shared strings missing');
    strings = sharedStrings(await readText(zip, sstEntry));
  } else if ([...byName.keys()].some((n) => /sharedStrings/i.test(n))) throw new Decline('undeclared shared strings');

  const out: StreamedSheet[] = [];
  for (const sheet of sheets) {
    const rel = sheet.id !== undefined ? rels.get(sheet.id) : undefined;
    if (!rel || !/\/relationships\/worksheet$/.test(rel.type) || !rel.type.startsWith('http://schemas.openxmlformats.org/'))
      throw new Decline('not a plain worksheet');
    const candidates = [`xl/${rel.target.replace(/[/]?xl\//, '')}`, rel.target];
    const path = candidates.find((p) => byName.has(p));
    if (!path || sheet.name === undefined) throw new Decline('worksheet part not found');
    const parser = new SheetParser(strings, limits.maxRows + 1, date1904);
    let failed = false;
    await readEntry(zip, byName.get(path)!, (text) => {
      if (failed) return;
      try {
        parser.push(text);
      } catch (e) {
        if (e instanceof Decline) throw e;
        // SheetJS leaves out a sheet it cannot read (a shared string that is not there, a date that is not one).
        failed = true;
      }
    });
    if (!failed) {
      try {
        parser.end();
      } catch (e) {
        if (e instanceof Decline) throw e;
        failed = true;
      }
    }
    if (failed) continue;
    out.push({ name: unescapeXml(sheet.name), data: parser.data, range: parser.range(), merges: parser.merges });
  }
  return out;
}
