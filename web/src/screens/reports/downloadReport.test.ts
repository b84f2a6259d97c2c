import { afterEach, describe, expect, it, vi } from 'vitest';

const saved: { filename: string; blob: Blob }[] = [];
vi.mock('../../export/download.ts', () => ({ downloadBlob: (filename: string, blob: Blob) => saved.push({ filename, blob }) }));

const { downloadReport } = await import('./downloadReport.ts');
const { viewSearch, describeSearch } = await import('../views/viewLinks.ts');

function answer(pieces: string[], headers: Record<string, string>, status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
});

describe('downloadReport', () => {
  it('reports the rows of a CSV as its lines arrive, then saves the file under the server’s name', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(['Submission,Client\r\n', 'SUB-1,A\r\nSUB-', '2,B\r\n'], {
        'X-Report-Rows': '2',
        'Content-Type': 'text/csv',
        'Content-Disposition': `attachment; filename="r.csv"; filename*=UTF-8''submissions-register.csv`,
      }),
    );
    const seen: (number | null)[] = [];
    const name = await downloadReport('submissions', 'csv', { from: '2026-01-01', to: '2026-01-31' }, (p) => seen.push(p.rowsReceived));
    expect(name).toBe('submissions-register.csv');
    expect(seen).toEqual([0, 0, 1, 2]);
    expect(await saved[0]!.blob.text()).toBe('Submission,Client\r\nSUB-1,A\r\nSUB-2,B\r\n');
  });

  it('reports bytes only for an Excel file, whose rows are compressed', async () => {
    vi.stubGlobal('fetch', async () => answer(['PK', 'zip'], { 'X-Report-Rows': '5' }));
    const seen: { received: number; rows: number | null; rowsReceived: number | null }[] = [];
    await downloadReport('audit', 'xlsx', {}, (p) => seen.push(p));
    expect(seen.at(-1)).toMatchObject({ received: 5, rows: 5, rowsReceived: null });
    expect(saved[0]!.filename).toBe('audit.xlsx');
  });

  it('fails with the server’s message when the report is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'from must not be after to' }), { status: 400 }));
    await expect(downloadReport('sla', 'csv', {}, () => {})).rejects.toThrow('from must not be after to');
    expect(saved).toEqual([]);
  });
});

describe('views of the submissions list', () => {
  it('keeps the filters and page size but not the page that was open', () => {
    expect(viewSearch({ filter: 'renewals', size: 50, page: 3, gone: undefined })).toEqual({ filter: 'renewals', size: 50 });
  });

  it('says what a view narrows, filter first', () => {
    expect(describeSearch({ size: 50, filter: 'renewals' })).toBe('Renewals · 50 per page');
    expect(describeSearch({})).toBe('All submissions');
  });
});
