import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeApi } from '../openapi/document.ts';

/** docs/openapi.json, made from the contract: `npx tsx bff/src/scripts/write-openapi.ts`. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
export const renderOpenapi = () => `${JSON.stringify(describeApi(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, renderOpenapi());
  console.log(`wrote ${OPENAPI_FILE}`);
}
