/**
 * Image preparation for OCR: decode PNG/JPEG, convert to grey and upscale small scans, because
 * tesseract reads text about 30 px high far better than the 10-12 px of a typical screenshot.
 */
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';

const MAX_SOURCE_PIXELS = 40_000_000;
const MAX_OUTPUT_PIXELS = 60_000_000;
const TARGET_WIDTH = 3000;

export interface Raster {
  width: number;
  height: number;
  /** 8-bit grey. */
  grey: Uint8Array;
  scale: number;
}

function decode(bytes: Uint8Array, format: 'png' | 'jpeg'): { width: number; height: number; data: Uint8Array } {
  try {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (format === 'png') {
      const png = PNG.sync.read(buf);
      return { width: png.width, height: png.height, data: png.data };
    }
    const img = jpeg.decode(buf, { useTArray: true, maxResolutionInMP: MAX_SOURCE_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
    return { width: img.width, height: img.height, data: img.data };
  } catch (e) {
    if (/resolution|memory/i.test(String(e))) throw tooLarge();
    throw unprocessable(MESSAGES.corrupt);
  }
}

export function prepare(bytes: Uint8Array, format: 'png' | 'jpeg'): Raster {
  const { width, height, data } = decode(bytes, format);
  if (width * height > MAX_SOURCE_PIXELS) throw tooLarge();
  let scale = Math.min(4, Math.max(1, Math.round(TARGET_WIDTH / width)));
  while (scale > 1 && width * height * scale * scale > MAX_OUTPUT_PIXELS) scale--;
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    const a = data[p + 3]! / 255;
    // Transparent pixels read as white paper.
    grey[i] = Math.round((0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!) * a + 255 * (1 - a));
  }
  removeRules(grey, width, height);
  if (scale === 1) return { width, height, grey, scale };
  const W = width * scale;
  const H = height * scale;
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < W; x++) {
      const sx = Math.min(width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const top = grey[y0 * width + x0]! * (1 - fx) + grey[y0 * width + x1]! * fx;
      const bottom = grey[y1 * width + x0]! * (1 - fx) + grey[y1 * width + x1]! * fx;
      out[y * W + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width: W, height: H, grey: out, scale };
}

/** Binary PGM (P5): a format tesseract's image library reads without any encoder on our side. */
export function toPgm(r: Raster): Buffer {
  const header = Buffer.from(`P5\n${r.width} ${r.height}\n255\n`, 'ascii');
  return Buffer.concat([header, Buffer.from(r.grey.buffer, r.grey.byteOffset, r.grey.byteLength)]);
}

/**
 * Whitens table rules (long straight dark runs): tesseract otherwise reads them as glyphs and merges
 * neighbouring rows into one line.
 */
export function removeRules(grey: Uint8Array, width: number, height: number, dark = 170): void {
  const minH = Math.max(40, Math.round(width * 0.04));
  const minV = Math.max(24, Math.round(height * 0.05));
  const hits: number[] = [];
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && grey[y * width + x]! < dark) run++;
      else {
        if (run >= minH) for (let k = x - run; k < x; k++) hits.push(y * width + k);
        run = 0;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && grey[y * width + x]! < dark) run++;
      else {
        if (run >= minV) for (let k = y - run; k < y; k++) hits.push(k * width + x);
        run = 0;
      }
    }
  }
  for (const i of hits) grey[i] = 255;
}
