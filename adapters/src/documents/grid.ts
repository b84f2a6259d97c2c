import type { Cell } from './normalise.ts';

/** A rectangular-ish table of cells as one reader saw it, before any header is known. */
export interface Grid {
  /** Sheet name (workbooks, JSON keys). */
  sheet?: string;
  rows: Cell[][];
  /** 1-based source row per grid row (defaults to index + 1). */
  rowNumbers?: number[];
  /** 1-based page per grid row (PDFs, images). */
  pages?: number[];
  /** Per-cell certainty from OCR (0..1); absent means the text was read exactly. */
  certainty?: (number | undefined)[][];
}
