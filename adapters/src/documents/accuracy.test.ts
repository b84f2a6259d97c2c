/**
 * Accuracy on the sample schedules in adapters/fixtures/extraction (every format but images, which the
 * OCR test in formats.test.ts covers): overall F1 >= 0.99, each format >= 0.93, documentType and row count
 * right for every file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ParseResult } from '@workbench/core';
import { createDocumentExtractor } from './index.ts';
import { add, f1, scoreAnswer, type Counts, type Truth } from './accuracy.ts';
import { EXTRACTION_FIXTURES } from './fixtures.ts';

const DIR = EXTRACTION_FIXTURES;
const files = fs.readdirSync(DIR).filter((f) => fs.existsSync(path.join(DIR, `${f}.truth.json`)) && !/\.(png|jpe?g)$/i.test(f));
const extractor = createDocumentExtractor();
afterAll(() => extractor.close());

describe('extraction accuracy on the sample schedules', () => {
  it('has the sample schedules to score', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it('reaches F1 >= 0.99 overall and >= 0.93 per format, with the right documentType and row count for every file', {
    timeout: 120_000,
  }, async () => {
    const perFormat = new Map<string, Counts>();
    let total: Counts = { tp: 0, fp: 0, fn: 0 };
    const wrongType: string[] = [];
    const wrongRows: string[] = [];
    for (const f of files) {
      const truth = JSON.parse(fs.readFileSync(path.join(DIR, `${f}.truth.json`), 'utf8')) as Truth;
      let answer: ParseResult | undefined;
      try {
        answer = await extractor.extract({
          bytes: new Uint8Array(fs.readFileSync(path.join(DIR, f))),
          filename: f,
          ...(truth.query ? { kind: truth.query } : {}),
        });
      } catch {
        answer = undefined;
      }
      if (answer?.documentType !== truth.documentType) wrongType.push(f);
      const rows = (answer?.properties.length ?? 0) + (answer?.vehicles.length ?? 0);
      if (rows !== truth.properties.length + truth.vehicles.length) wrongRows.push(`${f}: ${rows}`);
      const c = scoreAnswer(answer, truth);
      const fmt = path.extname(f).slice(1);
      perFormat.set(fmt, add(perFormat.get(fmt) ?? { tp: 0, fp: 0, fn: 0 }, c));
      total = add(total, c);
    }
    const scores = Object.fromEntries([...perFormat].map(([fmt, c]) => [fmt, Math.round(f1(c) * 1000) / 1000]));
    expect(wrongType).toEqual([]);
    expect(wrongRows).toEqual([]);
    for (const [fmt, score] of Object.entries(scores)) expect(score, `F1 for ${fmt}`).toBeGreaterThanOrEqual(0.93);
    expect(f1(total)).toBeGreaterThanOrEqual(0.99);
  });
});
