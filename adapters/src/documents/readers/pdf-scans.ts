/**
 * The page images of a scanned PDF, for OCR: a scanner or a copier writes each page as one picture with no
 * text, and the picture is taken out of the file as it is (a JPEG as its own bytes, raw pixels as a PNG),
 * never rendered. A page's largest picture is its scan; the smaller ones are stamps or logos.
 */
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';

export interface PageImage {
  page: number;
  format: 'png' | 'jpeg';
  bytes: Uint8Array;
}

/** The most pixels one page's scan may have: an A4 page at 600 dpi is about 35 million. */
const MAX_PIXELS = 40_000_000;
/** Form objects hold pictures too (some scanners wrap each page in one); deeper nesting holds none in practice. */
const MAX_FORM_DEPTH = 3;

interface Picture {
  stream: PDFRawStream;
  width: number;
  height: number;
}

/**
 * One image per page that has a picture, in page order; pages without one are left out. A picture in a
 * form the file cannot have (an unknown colour space or compression) is left out too, so a page with none
 * readable has no image and the caller says the PDF could not be read.
 */
export async function scannedPageImages(bytes: Uint8Array, maxPages: number): Promise<PageImage[]> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw unprocessable(MESSAGES.corrupt);
  }
  const pages = doc.getPages();
  if (pages.length > maxPages) throw tooLarge(MESSAGES.tooManyPages);
  const images: PageImage[] = [];
  pages.forEach((page, index) => {
    const pictures: Picture[] = [];
    collectPictures(doc, page.node.Resources(), pictures, 0);
    const largest = pictures.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const image = largest && pageImage(doc, largest);
    if (image) images.push({ page: index + 1, ...image });
  });
  return images;
}

function collectPictures(doc: PDFDocument, resources: PDFDict | undefined, into: Picture[], depth: number): void {
  const xobjects = resources && lookup(doc, resources.get(PDFName.of('XObject')));
  if (!(xobjects instanceof PDFDict)) return;
  for (const [, value] of xobjects.entries()) {
    const stream = lookup(doc, value);
    if (!(stream instanceof PDFRawStream)) continue;
    const subtype = stream.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) {
      const width = numberOf(doc, stream.dict.get(PDFName.of('Width')));
      const height = numberOf(doc, stream.dict.get(PDFName.of('Height')));
      if (width > 0 && height > 0) into.push({ stream, width, height });
    } else if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH) {
      const own = lookup(doc, stream.dict.get(PDFName.of('Resources')));
      collectPictures(doc, own instanceof PDFDict ? own : undefined, into, depth + 1);
    }
  }
}

const lookup = (doc: PDFDocument, value: PDFObject | undefined): PDFObject | undefined =>
  value instanceof PDFRef ? doc.context.lookup(value) : value;

function numberOf(doc: PDFDocument, value: PDFObject | undefined): number {
  const resolved = lookup(doc, value);
  return resolved instanceof PDFNumber ? resolved.asNumber() : 0;
}

/** The names of a stream's compressions, outermost first. */
function filtersOf(doc: PDFDocument, stream: PDFRawStream): string[] {
  const filter = lookup(doc, stream.dict.get(PDFName.of('Filter')));
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray)
    return filter.asArray().flatMap((f) => {
      const name = lookup(doc, f);
      return name instanceof PDFName ? [name.decodeText()] : [];
    });
  return [];
}

/** How many colour channels the picture's colour space has; null for one this reader does not turn into grey. */
function channelsOf(doc: PDFDocument, stream: PDFRawStream): number | null {
  const space = lookup(doc, stream.dict.get(PDFName.of('ColorSpace')));
  if (space instanceof PDFName) return { DeviceGray: 1, CalGray: 1, DeviceRGB: 3, CalRGB: 3 }[space.decodeText()] ?? null;
  if (space instanceof PDFArray && lookup(doc, space.get(0)) === PDFName.of('ICCBased')) {
    const profile = lookup(doc, space.get(1));
    const n = profile instanceof PDFRawStream ? numberOf(doc, profile.dict.get(PDFName.of('N'))) : 0;
    return n === 1 || n === 3 ? n : null;
  }
  // An image mask (a 1-bit stencil) has no colour space: it reads as grey.
  return stream.dict.get(PDFName.of('ImageMask')) ? 1 : null;
}

function pageImage(doc: PDFDocument, { stream, width, height }: Picture): Omit<PageImage, 'page'> | null {
  if (width * height > MAX_PIXELS) throw tooLarge();
  const filters = filtersOf(doc, stream);
  if (filters.length === 1 && filters[0] === 'DCTDecode') return { format: 'jpeg', bytes: stream.contents };
  if (filters.some((f) => f !== 'FlateDecode')) return null;
  const channels = channelsOf(doc, stream);
  const bits = stream.dict.get(PDFName.of('ImageMask')) ? 1 : numberOf(doc, stream.dict.get(PDFName.of('BitsPerComponent')));
  if (channels === null || (bits !== 8 && bits !== 1)) return null;
  let raw: Uint8Array;
  try {
    raw = filters.length ? inflateSync(stream.contents, { maxOutputLength: MAX_PIXELS * 3 + height }) : stream.contents;
  } catch {
    return null;
  }
  const rowBytes = Math.ceil((width * channels * bits) / 8);
  const params = lookup(doc, stream.dict.get(PDFName.of('DecodeParms')));
  const predictor = params instanceof PDFDict ? numberOf(doc, params.get(PDFName.of('Predictor'))) : 0;
  const rows = predictor >= 10 ? unfilterPngRows(raw, rowBytes, height, Math.max(1, (channels * bits) / 8)) : raw;
  if (rows.length < rowBytes * height) return null;
  return { format: 'png', bytes: toPng(rows, width, height, channels, bits, bits !== 1 || isBlackOnZero(doc, stream)) };
}

/**
 * Whether a 1-bit picture's zero bits are black: so for a grey image and a stencil mask alike (a mask's zero
 * marks the page, in black ink on a scan), unless its Decode of [1 0] turns them round.
 */
function isBlackOnZero(doc: PDFDocument, stream: PDFRawStream): boolean {
  const decode = lookup(doc, stream.dict.get(PDFName.of('Decode')));
  return !(decode instanceof PDFArray && numberOf(doc, decode.get(0)) === 1);
}

/** The rows of a PNG-predicted stream with their filter bytes undone (None, Sub, Up, Average, Paeth). */
function unfilterPngRows(data: Uint8Array, rowBytes: number, height: number, pixelBytes: number): Uint8Array {
  const out = new Uint8Array(rowBytes * height);
  const bpp = Math.max(1, Math.floor(pixelBytes));
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    if (at + rowBytes >= data.length + 1) break;
    const type = data[at]!;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[at + 1 + x] ?? 0;
      const left = x >= bpp ? out[row + x - bpp]! : 0;
      const up = y > 0 ? out[row - rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bpp ? out[row - rowBytes + x - bpp]! : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) value = raw + paeth(left, up, upLeft);
      out[row + x] = value & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The pixels as an RGBA PNG, which the OCR's preparation reads. */
function toPng(rows: Uint8Array, width: number, height: number, channels: number, bits: number, blackOnZero: boolean): Uint8Array {
  const png = new PNG({ width, height });
  const rowBytes = Math.ceil((width * channels * bits) / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r: number;
      let g: number;
      let b: number;
      if (bits === 1) {
        const bit = (rows[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        r = g = b = (bit === 1) === blackOnZero ? 255 : 0;
      } else if (channels === 1) r = g = b = rows[y * rowBytes + x]!;
      else {
        const at = y * rowBytes + x * 3;
        r = rows[at]!;
        g = rows[at + 1]!;
        b = rows[at + 2]!;
      }
      const out = (y * width + x) * 4;
      png.data[out] = r;
      png.data[out + 1] = g;
      png.data[out + 2] = b;
      png.data[out + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}
