import fs from 'node:fs';
import path from 'node:path';
import type { LossRunTruth } from './claims.ts';

/** The generated loss runs: heldout/ (only ever scored) and practice/ (the rules are improved on it). */
export const LOSS_RUN_FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/loss-runs');

export interface PracticeFile {
  file: string;
  bytes: Uint8Array;
  truth: LossRunTruth;
}

/** The loss runs of a directory that have their expected claims beside them. */
export function practiceFiles(dir: string): PracticeFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => !f.endsWith('.truth.json') && fs.existsSync(path.join(dir, `${f}.truth.json`)))
    .sort()
    .map((f) => ({
      file: f,
      bytes: new Uint8Array(fs.readFileSync(path.join(dir, f))),
      truth: JSON.parse(fs.readFileSync(path.join(dir, `${f}.truth.json`), 'utf8')) as LossRunTruth,
    }));
}
