/**
 * Scores the loss-run reader on a directory of loss runs with their expected claims (`<file>.truth.json`):
 *
 *   npx tsx adapters/src/loss-runs/score.ts heldout      # only ever scored
 *   npx tsx adapters/src/loss-runs/score.ts practice     # the rules are improved on it
 *   npx tsx adapters/src/loss-runs/score.ts DIR [--show 20]
 *
 * Prints each file's claims found exactly and field F1, then the totals: claims exactly right, field F1
 * (precision, recall), claims read that are not claims (totals, notes, repeats), recall per field, and the
 * documents refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAppError } from '@workbench/core';
import { terminateOcr } from '../documents/readers/image.ts';
import { addScores, emptyScore, f1, SCORED_FIELDS, scoreReading } from './accuracy.ts';
import { readLossRun } from './index.ts';
import { LOSS_RUN_FIXTURES, practiceFiles } from './practice/files.ts';

const args = process.argv.slice(2);
const target = args[0] ?? 'heldout';
const show = Number(args[args.indexOf('--show') + 1] ?? 0) || 0;
const dir = fs.existsSync(target) ? target : path.join(LOSS_RUN_FIXTURES, target);
let total = emptyScore();
const f3 = (n: number) => n.toFixed(3);
for (const p of practiceFiles(dir)) {
  const t0 = performance.now();
  try {
    const reading = await readLossRun(p.bytes);
    const ms = performance.now() - t0;
    if (p.truth.notLossRun) {
      console.log(`${p.file.padEnd(32)} read as a loss run (${reading.claims.length} claims), should be refused`);
      continue;
    }
    const s = scoreReading(reading, p.truth.claims, p.file);
    total = addScores(total, s);
    console.log(
      `${p.file.padEnd(32)} exact ${s.exact}/${s.truthClaims}  F1 ${f3(f1(s).f1)}  extra ${s.extra}  ${ms.toFixed(0)} ms  warnings ${reading.warnings.length}`,
    );
    for (const d of s.differences.slice(0, show)) console.log(`    ${d}`);
  } catch (e) {
    const refused = isAppError(e) && e.code === 'unprocessable';
    if (p.truth.notLossRun && refused) console.log(`${p.file.padEnd(32)} refused: ${(e as Error).message}`);
    else {
      console.log(`${p.file.padEnd(32)} FAILED: ${(e as Error).message}`);
      total = addScores(total, { ...emptyScore(), truthClaims: p.truth.claims.length, missed: p.truth.claims.length });
    }
  }
}
const all = f1(total);
console.log(
  `\nclaims exactly right ${total.exact}/${total.truthClaims} = ${((100 * total.exact) / Math.max(1, total.truthClaims)).toFixed(1)}%  field F1 ${f3(all.f1)} (P ${f3(all.precision)} / R ${f3(all.recall)})  totals or notes read as claims: ${total.extra}  missed: ${total.missed}`,
);
console.log(`recall per field: ${SCORED_FIELDS.map((f) => `${f} ${f3(f1(total.perField[f]).recall)}`).join(', ')}`);
await terminateOcr();
