/**
 * Offline extraction from the command line (compliance and support use):
 *   npm run extract -- FILE [--type property|vehicle]
 * Prints the JSON answer; exits 1 with the message on stderr when the file cannot be read.
 * OLLAMA_HOST / OLLAMA_MODEL / OLLAMA_VISION_MODEL enable the local model as in the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppError, DOCUMENT_KINDS, type DocumentKind } from '@workbench/core';
import { createDocumentExtractor } from './index.ts';

function usage(message?: string): never {
  if (message) process.stderr.write(`${message}\n`);
  process.stderr.write('usage: npm run extract -- FILE [--type property|vehicle]\n');
  process.exit(2);
}

const args = process.argv.slice(2);
let file: string | undefined;
let kind: DocumentKind | undefined;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--type' || a.startsWith('--type=')) {
    const v = a.includes('=') ? a.slice(7) : args[++i];
    if (!DOCUMENT_KINDS.includes(v as DocumentKind)) usage(`--type must be property or vehicle`);
    kind = v as DocumentKind;
  } else if (a === '-h' || a === '--help') usage();
  else if (!file) file = a;
  else usage(`unexpected argument ${a}`);
}
if (!file) usage('a FILE is required');

const extractor = createDocumentExtractor({
  ...(process.env.OLLAMA_HOST ? { ollamaHost: process.env.OLLAMA_HOST } : {}),
  ...(process.env.OLLAMA_MODEL ? { ollamaModel: process.env.OLLAMA_MODEL } : {}),
  ...(process.env.OLLAMA_VISION_MODEL ? { ollamaVisionModel: process.env.OLLAMA_VISION_MODEL } : {}),
  logger: { warn: (obj, msg) => process.stderr.write(`${msg ?? 'warning'} ${JSON.stringify(obj)}\n`) },
});
try {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const result = await extractor.extract({ bytes, filename: path.basename(file), ...(kind ? { kind } : {}) });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (e) {
  process.stderr.write(`${e instanceof AppError ? e.message : e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
} finally {
  await extractor.close();
}
