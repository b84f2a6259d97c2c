/**
 * E-mail intake latency (npm run bench:intake [-- --mails N]): the real server, started from source on a
 * fresh PostgreSQL database with the demo data and the SMTP intake listener, is sent N mails (10 by default),
 * one at a time, each from a demo client's address with an .xlsx schedule of five locations attached. For
 * each, the time from handing the mail to SMTP until its draft is on the intake queue with the client
 * proposed and the five locations on the draft. Prints p50 and max; the target is 10 s.
 *
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) names the
 * server to use; a database of its own is created there and dropped at the end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import nodemailer from 'nodemailer';
import pg from 'pg';
import * as XLSX from 'xlsx';

const ROOT = resolve(import.meta.dirname, '..');
const argMails = process.argv.indexOf('--mails');
const MAILS = argMails > 0 ? Number(process.argv[argMails + 1]) : 10;
const TARGET_MS = 10_000;
const GIVE_UP_MS = 60_000;
const SENDER = { name: 'Taylor Brooks', address: 'taylor.brooks@brightwaterlogistics.com' };
const CLIENT = 'Brightwater Logistics';
const LOCATIONS = 5;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `bench_intake_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A statement of values as a broker's client sends it. */
function schedule(): Buffer {
  const rows = Array.from({ length: LOCATIONS }, (_, i) => ({
    'Location Name': `Depot ${i + 1}`,
    Address: `${10 + i} Harbour Road`,
    City: 'Savannah',
    State: 'GA',
    'Zip Code': `3140${i}`,
    'Year Built': 1990 + i,
    Construction: 'Masonry',
    'Building Value': 1_000_000 + i * 250_000,
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'SOV');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

await admin((c) => c.query(`create database ${database}`));
const [port, smtpPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bff/src/main.ts')], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-intake-')),
    DEMO_DATA: 'true',
    INTAKE_SMTP_PORT: String(smtpPort),
    LOG_LEVEL: 'info',
  },
});
const exited = new Promise<number | null>((done) => server.once('exit', done));

try {
  await new Promise<void>((ready, fail) => {
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (line.includes('Workbench is running')) ready();
    });
    void exited.then((code) => fail(new Error(`the server exited with ${code} before it was running`)));
  });

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'broker', password: 'broker123' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };

  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  const attachment = schedule();
  const times: number[] = [];
  for (let i = 1; i <= MAILS; i++) {
    const messageId = `<bench-${process.pid}-${i}@brightwaterlogistics.com>`;
    const started = performance.now();
    await transport.sendMail({
      from: SENDER,
      to: 'submissions@broker.example',
      subject: `Renewal ${i}: property schedule attached, quote needed by Friday`,
      text: 'Hello,\n\nPlease find our statement of values attached for the renewal.\n\nTaylor',
      messageId,
      attachments: [{ filename: 'schedule.xlsx', content: attachment }],
    });
    // Ready when the draft is on the queue, filed under the client, with the schedule's locations on it.
    for (;;) {
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`mail ${i}: no draft with its locations after ${GIVE_UP_MS} ms`);
      const items = await get<Array<{ messageId: string; submissionRef: string | null; clientName: string | null }>>('/api/intake');
      const item = items.find((it) => it.messageId === messageId);
      if (item?.submissionRef) {
        const draft = await get<{ clientName: string; properties: unknown[] }>(`/api/submissions/${item.submissionRef}`);
        if (item.clientName !== CLIENT || draft.clientName !== CLIENT) throw new Error(`mail ${i}: filed under ${item.clientName}`);
        if (draft.properties.length === LOCATIONS) break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    times.push(performance.now() - started);
  }
  transport.close();

  const p50 = percentile(times, 50);
  const max = Math.max(...times);
  console.log(`e-mail intake, ${MAILS} mails over SMTP, each with a ${LOCATIONS}-location .xlsx, sent one at a time`);
  console.log(`  until the draft is on the queue with ${CLIENT} proposed and ${LOCATIONS} locations extracted:`);
  console.log(`  p50 ${Math.round(p50)} ms, max ${Math.round(max)} ms (each: ${times.map((t) => Math.round(t)).join(', ')})`);
  console.log(`  target: ${TARGET_MS / 1000} s ${max <= TARGET_MS ? 'met' : 'MISSED'}`);
  if (max > TARGET_MS) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await exited;
  await admin((c) => c.query(`drop database if exists ${database} with (force)`));
}
