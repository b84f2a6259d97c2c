const READ_ONLY_STATEMENT = /^\s*(select|show|explain)\b/i;
/** A statement with common table expressions only writes through an insert, update or delete in it. */
const WITH_QUERY = /^\s*with\b/i;
const TRANSACTION_CONTROL = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;
const WRITE_TARGET = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?((?:"[^"]+"|\w+)(?:\s*\.\s*(?:"[^"]+"|\w+))?)/gi;

/**
 * Sign-in bookkeeping, one-time links and mail delivery: no cached answer or account is read from these tables (a session
 * that changes is dropped on its own), so writing them must not throw any cached read away; otherwise each
 * sign-in anywhere would empty every process's cache.
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'login_attempts',
  'outbox',
  'account_tokens',
  // Each person's saved views and downloaded reports: read as they are asked for, never kept.
  'saved_views',
  'report_downloads',
]);

/**
 * The tables a statement writes, as far as its text tells: [] for a read, a transaction's own control
 * statement or bookkeeping only, and null when it writes something it does not name in a way read here
 * (DDL, TRUNCATE, COPY, a function call), which callers must take as "anything may have changed".
 * Naming a table too many (an upsert's `do update set`) only costs a cached answer; missing one would
 * serve a stale one, so anything unrecognised is null.
 */
export function writtenTables(sql: string): string[] | null {
  // Every statement the app sends is read here, and most are the same few texts over and over (their values
  // travel apart, as bindings): reading a long insert's text once is enough.
  const known = readTexts.get(sql);
  if (known !== undefined) return known && [...known];
  const tables = readWrittenTables(sql);
  if (readTexts.size >= READ_TEXTS_KEPT) readTexts.clear();
  readTexts.set(sql, tables);
  return tables && [...tables];
}

/** What `writtenTables` found for each text it has read; emptied when full, as texts with values inline never repeat. */
const readTexts = new Map<string, string[] | null>();
const READ_TEXTS_KEPT = 1_000;

function readWrittenTables(sql: string): string[] | null {
  if (READ_ONLY_STATEMENT.test(sql) || TRANSACTION_CONTROL.test(sql)) return [];
  const tables = new Set<string>();
  for (const match of sql.matchAll(WRITE_TARGET)) {
    const name = match[2]!.split('.').pop()!.trim().replace(/^"|"$/g, '');
    if (match[1]!.toLowerCase() === 'update' && name.toLowerCase() === 'set') continue;
    tables.add(match[2]!.includes('"') ? name : name.toLowerCase());
  }
  if (tables.size === 0) return WITH_QUERY.test(sql) ? [] : null;
  return [...tables].filter((table) => !BOOKKEEPING_TABLES.has(table));
}
