/** PNG / JPEG through tesseract.js, fully offline; the OCR words go through the same table layout as PDFs. */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Grid } from '../grid.ts';
import { linesToGrid, linesToText, toLines, type TextItem } from '../layout.ts';
import { MESSAGES, unprocessable } from '../errors.ts';
import { prepare, toPgm } from './raster.ts';

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;
let workerPromise: Promise<TesseractWorker> | undefined;

/** One OCR worker per thread, created on first use: loading the model costs more than reading a page. */
function ocrWorker(): Promise<TesseractWorker> {
  if (!workerPromise) {
    workerPromise = (async () => {
      const { createWorker, PSM } = await import('tesseract.js');
      const require = createRequire(import.meta.url);
      const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
      const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none', logger: () => {} });
      // Sparse-table pages read better as one uniform block with preserved spaces.
      await worker.setParameters({ preserve_interword_spaces: '1', tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
      return worker;
    })();
    workerPromise.catch(() => {
      workerPromise = undefined;
    });
  }
  return workerPromise;
}

export async function terminateOcr(): Promise<void> {
  const w = workerPromise;
  workerPromise = undefined;
  if (w) await (await w).terminate();
}

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** The words OCR reads on the image, positioned, each with its certainty. */
export async function ocrTextItems(bytes: Uint8Array, format: 'png' | 'jpeg', page = 1): Promise<TextItem[]> {
  const raster = prepare(bytes, format);
  const worker = await ocrWorker();
  let words: OcrWord[];
  try {
    const { data } = await worker.recognize(toPgm(raster), {}, { blocks: true, text: true });
    words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  } catch {
    throw unprocessable(MESSAGES.corrupt);
  }
  return words.map((w) => ({
    page,
    x0: w.bbox.x0,
    x1: w.bbox.x1,
    y: (w.bbox.y0 + w.bbox.y1) / 2,
    h: w.bbox.y1 - w.bbox.y0,
    text: w.text,
    certainty: Math.max(0, Math.min(1, w.confidence / 100)),
  }));
}

export const OCR_WARNING = 'Values were read from an image by OCR; please check them';

export async function readImage(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<{ grids: Grid[]; text: string; warnings: string[] }> {
  const items = await ocrTextItems(bytes, format);
  const lines = toLines(items, 0.9);
  const grid = linesToGrid(lines);
  const warnings = [OCR_WARNING];
  return { grids: grid ? [grid] : [], text: linesToText(lines), warnings };
}
