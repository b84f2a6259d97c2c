import type { HttpClient } from './http-client.ts';
import { aClientBody, aSubmissionBody } from './builders.ts';

/**
 * Creates a client and a submission for it through the API, as a broker would. Each call means a client of
 * its own, so one of the same name and address as an earlier one is confirmed as a second record.
 */
export async function aSubmissionFor(
  broker: HttpClient,
  options: { client?: Record<string, unknown>; submission?: Record<string, unknown> } = {},
) {
  const client = await broker.post('/api/clients', { ...aClientBody(options.client), confirmDuplicate: true });
  if (client.status !== 201) throw new Error(`client: ${client.status} ${client.text}`);
  const created = await broker.post('/api/submissions', aSubmissionBody(client.data.id, options.submission));
  if (created.status !== 201) throw new Error(`submission: ${created.status} ${created.text}`);
  return { client: client.data, submission: created.data as { id: string; submissionId: string; [k: string]: any } };
}
