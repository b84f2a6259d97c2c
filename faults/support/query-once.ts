import pg from 'pg';

/** One statement on a connection of its own, so a test checks what is stored without going through the app's pool. */
export async function queryOnce<T extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
