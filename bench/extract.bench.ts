/**
 * Extraction speed benchmark (npm run bench:extract [-- --dir DIR]):
 *  - a 10,000-row SOV .xlsx end to end over HTTP vs SheetJS alone reading the same file into rows (ratio, target <= 2x)
 *  - a 10,000-row fleet CSV over HTTP in rows/s (target >= 20,000)
 *  - a generated 20-page text PDF over HTTP (target < 2 s)
 *  - peak memory (RSS of this process, which holds the server and its worker threads)
 * Large files come from bench/make-large-files.mjs (generated into a temp dir unless --dir is given).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import type { ParseResult } from '@workbench/core';
import { createDocumentExtractor } from '../adapters/src/documents/index.ts';
import { tablePdf } from '../adapters/src/documents/pdf-writer.ts';
import { f1, scoreAnswer, type Truth } from '../adapters/src/documents/accuracy.ts';
import { startExtractServer } from './extract-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const argDir = process.argv.indexOf('--dir');
let dir = argDir > 0 ? process.argv[argDir + 1]! : '';
if (!dir) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'extract-bench-'));
  const script = path.resolve(ROOT, 'bench/make-large-files.mjs');
  console.log(`generating large files into ${dir}`);
  execFileSync(process.execPath, [script, '--out', dir], { cwd: ROOT, stdio: 'inherit' });
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Wall time, and CPU time of the whole process (all threads: server, workers, client), which a busy machine distorts less. */
async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; cpuMs: number; value: T }> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const value = await fn();
  const c = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000, value };
}

const extractor = createDocumentExtractor({ workers: 2 });
const server = await startExtractServer(extractor);

async function post(bytes: Uint8Array, filename: string, type: string): Promise<ParseResult> {
  const fd = new FormData();
  fd.append('document', new Blob([Buffer.from(bytes)], { type }), filename);
  const res = await fetch(`${server.url}/api/documents/parse`, { method: 'POST', body: fd });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  return (await res.json()) as ParseResult;
}
const truthOf = (file: string) =>
  fs.existsSync(`${file}.truth.json`) ? (JSON.parse(fs.readFileSync(`${file}.truth.json`, 'utf8')) as Truth) : undefined;

// Warm-up: worker threads started and modules loaded, as in a running server.
await post(new TextEncoder().encode('Unit,Year,Make,Model,VIN\n1,2020,Ford,F-150,1FTFW1E50LFA00001\n'), 'w.csv', 'text/csv');
await post(new TextEncoder().encode('Unit,Year,Make,Model,VIN\n1,2020,Ford,F-150,1FTFW1E50LFA00001\n'), 'w.csv', 'text/csv');

// 1. xlsx vs SheetJS alone
const xlsxFile = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.xlsx'))!);
const xlsxBytes = new Uint8Array(fs.readFileSync(xlsxFile));
const sheetjs: number[] = [];
const ours: number[] = [];
const sheetjsCpu: number[] = [];
const oursCpu: number[] = [];
let xlsxAnswer: ParseResult | undefined;
for (let i = 0; i < RUNS; i++) {
  const base = await timed(() => {
    const wb = XLSX.read(xlsxBytes, { type: 'buffer' });
    return wb.SheetNames.reduce((n, s) => n + XLSX.utils.sheet_to_json(wb.Sheets[s]!, { header: 1 }).length, 0);
  });
  sheetjs.push(base.ms);
  sheetjsCpu.push(base.cpuMs);
  const r = await timed(() =>
    post(xlsxBytes, path.basename(xlsxFile), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  );
  ours.push(r.ms);
  oursCpu.push(r.cpuMs);
  xlsxAnswer = r.value;
}
const xlsxTruth = truthOf(xlsxFile);
const ratio = median(ours) / median(sheetjs);
console.log(`\nxlsx  ${path.basename(xlsxFile)}: ${xlsxAnswer!.properties.length} rows`);
console.log(`  SheetJS alone (read + sheet_to_json): ${median(sheetjs).toFixed(0)} ms (median of ${RUNS})`);
console.log(`  extraction end to end over HTTP:      ${median(ours).toFixed(0)} ms (median of ${RUNS})`);
console.log(`  ratio ${ratio.toFixed(2)}x (target <= 2x) ${ratio <= 2 ? 'OK' : 'MISSED'}`);
console.log(
  `  CPU time: SheetJS ${median(sheetjsCpu).toFixed(0)} ms, extraction ${median(oursCpu).toFixed(0)} ms, ratio ${(median(oursCpu) / median(sheetjsCpu)).toFixed(2)}x`,
);
if (xlsxTruth) console.log(`  F1 against truth ${f1(scoreAnswer(xlsxAnswer, xlsxTruth)).toFixed(4)}`);

// 2. CSV rows/s
const csvFile = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.csv'))!);
const csvBytes = new Uint8Array(fs.readFileSync(csvFile));
const csvRuns: number[] = [];
const csvCpu: number[] = [];
let csvAnswer: ParseResult | undefined;
for (let i = 0; i < RUNS; i++) {
  const r = await timed(() => post(csvBytes, path.basename(csvFile), 'text/csv'));
  csvRuns.push(r.ms);
  csvCpu.push(r.cpuMs);
  csvAnswer = r.value;
}
const csvRows = csvAnswer!.vehicles.length + csvAnswer!.properties.length;
const rowsPerSec = csvRows / (median(csvRuns) / 1000);
console.log(
  `\ncsv   ${path.basename(csvFile)}: ${csvRows} rows in ${median(csvRuns).toFixed(0)} ms over HTTP = ${Math.round(rowsPerSec)} rows/s (target >= 20000) ${rowsPerSec >= 20000 ? 'OK' : 'MISSED'}`,
);
console.log(
  `  CPU time ${median(csvCpu).toFixed(0)} ms (server, worker and client together) = ${Math.round(csvRows / (median(csvCpu) / 1000))} rows per CPU-second`,
);
const csvTruth = truthOf(csvFile);
if (csvTruth) console.log(`  F1 against truth ${f1(scoreAnswer(csvAnswer, csvTruth)).toFixed(4)}`);

// 3. 20-page text PDF
const header = ['Unit #', 'Year', 'Make', 'Model', 'VIN', 'Stated Amount', 'Use'];
const makes = [
  ['Ford', 'F-150'],
  ['Chevrolet', 'Silverado 1500'],
  ['Ram', 'ProMaster 2500'],
  ['Toyota', 'Tacoma'],
];
const pdfRows = Array.from({ length: 20 * 38 }, (_, i) => {
  const [make, model] = makes[i % makes.length]!;
  return [
    `${1000 + i}`,
    `${2010 + (i % 15)}`,
    make!,
    model!,
    `1FTFW1E5${String(i).padStart(9, '0')}`,
    `$${(20000 + i * 13).toLocaleString('en-US')}.00`,
    i % 3 ? 'Comm' : 'Personal',
  ];
});
const pdfBytes = await tablePdf(header, pdfRows, { rowsPerPage: 38, title: 'Fleet Schedule', columnX: [30, 90, 140, 230, 350, 520, 640] });
const pdfRuns: number[] = [];
const pdfCpu: number[] = [];
let pdfAnswer: ParseResult | undefined;
for (let i = 0; i < RUNS; i++) {
  const r = await timed(() => post(pdfBytes, 'fleet-20-pages.pdf', 'application/pdf'));
  pdfRuns.push(r.ms);
  pdfCpu.push(r.cpuMs);
  pdfAnswer = r.value;
}
console.log(
  `\npdf   20 pages, ${pdfRows.length} rows: ${pdfAnswer!.vehicles.length} rows read in ${median(pdfRuns).toFixed(0)} ms over HTTP (target < 2000 ms) ${median(pdfRuns) < 2000 ? 'OK' : 'MISSED'}`,
);

console.log(`  CPU time ${median(pdfCpu).toFixed(0)} ms`);
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs (wall times stretch with load)`,
);
clearInterval(sampler);
console.log(`\npeak memory (RSS, server + worker threads): ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
await server.close();
await extractor.close();
