import fs from 'node:fs';
import path from 'node:path';

/**
 * The sample schedules with their expected answers (`<file>.truth.json`), kept in the repository so the
 * extraction tests run the same on any clone. See adapters/fixtures/extraction/README.md.
 */
export const EXTRACTION_FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/extraction');

export const extractionFixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(EXTRACTION_FIXTURES, name)));
