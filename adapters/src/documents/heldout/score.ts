/**
 * Scores the rules extractor on generated practice schedules (or on a directory of files with
 * `<file>.truth.json`), in-process:
 *
 *   npx tsx adapters/src/documents/heldout/score.ts --batch a      # held-out batch A (may be tuned on)
 *   npx tsx adapters/src/documents/heldout/score.ts --batch b      # held-out batch B (only ever scored)
 *   npx tsx adapters/src/documents/heldout/score.ts --batch c      # held-out batch C (only ever scored)
 *   npx tsx adapters/src/documents/heldout/score.ts --batch d      # tuning batch D (the rules are improved on it)
 *   npx tsx adapters/src/documents/heldout/score.ts --batch e      # batch E (held out for its first score, then tuned on)
 *   npx tsx adapters/src/documents/heldout/score.ts --batch f      # held-out batch F (only ever scored)
 *   npx tsx adapters/src/documents/heldout/score.ts --dir adapters/fixtures/extraction
 *   ... --show 20      print the first 20 differences per file
 *   ... --write DIR    also write the generated files and their truth beside them
 *
 * Prints per file, then field F1, precision, recall, recall per field, and a reliability table: for each
 * confidence band, how many predicted values fell in it and the share of them that were right.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ParseResult } from '@workbench/core';
import {
  add,
  type Counts,
  judge,
  type Mismatch,
  newCounts,
  newReliability,
  prf,
  reliabilityLines,
  SCORED,
  scoredKinds,
  scoreKind,
  type Truth,
} from '../accuracy.ts';
import { extractDocument } from '../pipeline.ts';
import { terminateOcr } from '../readers/image.ts';
import { batchA } from './batch-a.ts';
import { batchB } from './batch-b.ts';
import { batchC } from './batch-c.ts';
import { batchD } from './batch-d.ts';
import { batchE } from './batch-e.ts';
import { batchF } from './batch-f.ts';
import type { Practice } from './data.ts';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const show = Number(opt('show') ?? 0);

async function load(): Promise<Practice[]> {
  const dir = opt('dir');
  if (dir) {
    return fs
      .readdirSync(dir)
      .filter((f) => fs.existsSync(path.join(dir, `${f}.truth.json`)) && !/\.(png|jpe?g)$/i.test(f))
      .map((f) => ({
        file: f,
        bytes: new Uint8Array(fs.readFileSync(path.join(dir, f))),
        truth: JSON.parse(fs.readFileSync(path.join(dir, `${f}.truth.json`), 'utf8')) as Truth,
      }));
  }
  const batch = opt('batch') ?? 'a';
  if (batch === 'c') return batchC();
  if (batch === 'd') return batchD();
  if (batch === 'e') return batchE();
  if (batch === 'f') return batchF();
  return batch === 'b' ? batchB() : batchA();
}

const files = await load();
const out = opt('write');
if (out) {
  fs.mkdirSync(out, { recursive: true });
  for (const p of files) {
    fs.writeFileSync(path.join(out, p.file), p.bytes);
    fs.writeFileSync(path.join(out, `${p.file}.truth.json`), `${JSON.stringify(p.truth, null, 2)}\n`);
  }
}
const perField = new Map<string, Counts>();
const bands = newReliability();
let total = newCounts();
let failed = 0;
const f3 = (n: number) => n.toFixed(3);
for (const p of files) {
  let answer: ParseResult | undefined;
  let error = '';
  try {
    answer = await extractDocument({ bytes: p.bytes, ...(p.truth.query ? { kind: p.truth.query } : {}) });
  } catch (e) {
    error = (e as Error).message;
    failed++;
  }
  let fileCounts = newCounts();
  const mismatches: Mismatch[] = [];
  for (const kind of scoredKinds(p.truth)) {
    const list = SCORED[kind].list;
    const judged = (pred: Record<string, unknown>, field: string, correct: boolean) => judge(bands, pred, field, correct);
    const r = scoreKind(kind, (answer?.[list] ?? []) as unknown as Record<string, unknown>[], p.truth[list] ?? [], mismatches, judged);
    for (const [f, c] of Object.entries(r.perField)) {
      const key = `${kind}.${f}`;
      perField.set(key, add(perField.get(key) ?? newCounts(), c));
      fileCounts = add(fileCounts, c);
    }
  }
  total = add(total, fileCounts);
  const s = prf(fileCounts);
  const rows = (answer?.properties.length ?? 0) + (answer?.vehicles.length ?? 0);
  const want = p.truth.properties.length + p.truth.vehicles.length;
  console.log(
    `${p.file.padEnd(36)} F1 ${f3(s.f1)}  P ${f3(s.precision)}  R ${f3(s.recall)}  rows ${rows}/${want}${error ? `  FAILED: ${error}` : ''}`,
  );
  if (show) for (const m of mismatches.slice(0, show)) console.log(`    ${JSON.stringify(m)}`);
}
console.log('\nrecall per field (tp / (tp + fn)), precision:');
for (const [k, c] of [...perField].sort()) {
  if (c.tp + c.fn + c.fp === 0) continue;
  const s = prf(c);
  console.log(`  ${k.padEnd(28)} recall ${f3(s.recall)}  precision ${f3(s.precision)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`);
}
console.log('\nreliability (confidence band -> share of predicted values that are right):');
for (const line of reliabilityLines(bands)) console.log(line);
const s = prf(total);
console.log(`\nfiles failed (no answer): ${failed}`);
console.log(`overall field F1 ${f3(s.f1)} (precision ${f3(s.precision)}, recall ${f3(s.recall)}) over ${files.length} files`);
// The OCR worker of a scanned page would keep the process alive.
await terminateOcr();
