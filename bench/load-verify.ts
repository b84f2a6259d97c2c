/**
 * After the load: every write the server acknowledged must be in the database, read directly rather than
 * through the app, with a created submission keeping the SUB-id it was acknowledged with.
 */
import { createDatabase } from '@workbench/adapters/postgres/index.ts';
import type { AcknowledgedWrite } from './load-users.ts';

export interface WriteCheck {
  table: AcknowledgedWrite['table'];
  checked: number;
  lost: string[];
}

const CHUNK = 1_000;

export async function verifyWrites(databaseUrl: string, writes: AcknowledgedWrite[]): Promise<WriteCheck[]> {
  const db = await createDatabase({ databaseUrl, poolMax: 1 });
  try {
    const checks: WriteCheck[] = [];
    for (const table of ['submissions', 'messages', 'documents'] as const) {
      const expected = writes.filter((w) => w.table === table);
      const found = new Map<string, string | null>();
      for (let i = 0; i < expected.length; i += CHUNK) {
        const ids = expected.slice(i, i + CHUNK).map((w) => w.id);
        const columns = table === 'submissions' ? ['id', 'submission_id'] : ['id'];
        for (const row of await db(table).select(columns).whereIn('id', ids)) found.set(row.id, row.submission_id ?? null);
      }
      const lost = expected.filter((w) => !found.has(w.id) || (w.submissionId !== undefined && found.get(w.id) !== w.submissionId));
      checks.push({ table, checked: expected.length, lost: lost.map((w) => w.submissionId ?? w.id) });
    }
    return checks;
  } finally {
    await db.destroy();
  }
}
