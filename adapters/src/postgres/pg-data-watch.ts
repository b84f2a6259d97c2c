import type { DataArea, DataWatch, KeptRead, Readiness } from '@workbench/core';
import type { Knex } from 'knex';
import { translateDbError } from './errors.ts';
import { SUBMISSION_LIST_TABLES } from './pg-submission.repository.ts';
import { USER_TABLES } from './pg-user.repository.ts';
import { writtenTables } from './written-tables.ts';

/**
 * Which part of the data each table holds. Bookkeeping tables are left out by `writtenTables`; a table
 * missing here (a new one) counts as "anything may have changed" until it is named, which only costs kept
 * answers. A test checks every table of the schema is either here or bookkeeping.
 */
export const TABLE_AREAS: Readonly<Record<string, DataArea>> = {
  submissions: 'submissions',
  submission_total: 'submissions',
  submission_total_slots: 'submissions',
  submission_properties: 'schedules',
  submission_vehicles: 'schedules',
  clients: 'clients',
  users: 'users',
  quotes: 'quotes',
  messages: 'messages',
  message_attachments: 'messages',
  documents: 'documents',
  tasks: 'tasks',
  history: 'history',
  related_items: 'related_items',
  policies: 'policies',
  notifications: 'inbox',
  submission_follows: 'inbox',
  conversation_reads: 'inbox',
  notification_preferences: 'inbox',
  claims: 'claims',
  claim_counters: 'claims',
  claim_history: 'claims',
  claim_messages: 'claims',
  claim_documents: 'claims',
  client_messages: 'messages',
  client_message_documents: 'messages',
  thread_reads: 'inbox',
  client_contacts: 'clients',
  client_history: 'clients',
  // Which clients a customer reaches: read with every portal list.
  client_portal_addresses: 'clients',
  // Offices and teams are about people; a project is a grouping of submissions.
  offices: 'users',
  office_staff: 'users',
  teams: 'users',
  team_members: 'users',
  // The trail of changes made to accounts is read with them, on the administration page.
  account_events: 'users',
  projects: 'submissions',
  project_submissions: 'submissions',
  carriers: 'carriers',
  carrier_appetite: 'carriers',
  carrier_contacts: 'carriers',
  carrier_history: 'carriers',
  policy_history: 'policies',
  policy_endorsements: 'policies',
  policy_certificates: 'policies',
  certificate_holders: 'policies',
  certificate_requests: 'policies',
  // A learned column mapping changes how the next upload of a schedule is read.
  learned_mappings: 'schedules',
  // A submission's placement is read with its quotes: markets, proposals and bindings. A package sent to a
  // carrier is mail leaving, like a notification's: its write starts a delivery round at once.
  placement_markets: 'quotes',
  placement_sends: 'inbox',
  placement_proposals: 'quotes',
  placement_bindings: 'quotes',
  // The intake queue is a list of draft submissions waiting for a broker; its count is a sidebar badge.
  intake_messages: 'submissions',
  // The underwriting queue lists submissions in review; its count is a sidebar badge.
  review_requests: 'submissions',
  // A client's loss history: the claims confirmed from its carriers' loss runs.
  loss_claims: 'claims',
  loss_claim_history: 'claims',
  loss_runs: 'claims',
  loss_run_files: 'claims',
};

/** The areas of some tables, or null when one of them belongs to none yet. */
export function areasOf(tables: readonly string[]): DataArea[] | null {
  const areas = new Set<DataArea>();
  for (const table of tables) {
    const area = TABLE_AREAS[table];
    if (!area) return null;
    areas.add(area);
  }
  return [...areas];
}

/** What each kept read is read from, by the tables its statements name. */
const READ_TABLES: Record<KeptRead, readonly string[] | 'everything'> = {
  'submission-list': SUBMISSION_LIST_TABLES,
  'submission-detail': 'everything',
  'signed-in-account': USER_TABLES,
  // The Insights figures read most of the book: any write makes them stale.
  insights: 'everything',
};

/**
 * Watches every statement a knex instance sends (on a server or on PGlite) and reports those that write,
 * by the areas of the tables they name. Watching the statements rather than the repositories means no
 * write path (a script, a test writing directly) can slip past.
 */
export class PgDataWatch implements DataWatch {
  private readonly reads = new Map<KeptRead, readonly DataArea[] | 'everything'>();

  constructor(private readonly db: Knex) {
    for (const [read, tables] of Object.entries(READ_TABLES) as Array<[KeptRead, readonly string[] | 'everything']>) {
      this.reads.set(read, tables === 'everything' ? 'everything' : (areasOf(tables) ?? 'everything'));
    }
  }

  onWrite(listener: (areas: readonly DataArea[] | null, inTransaction: boolean) => void): void {
    this.db.on('query-response', (_response: unknown, query: { sql?: string; __knexTxId?: string }) => {
      if (typeof query.sql !== 'string') return;
      const tables = writtenTables(query.sql);
      if (tables !== null && tables.length === 0) return;
      listener(tables === null ? null : areasOf(tables), Boolean(query.__knexTxId));
    });
  }

  readsFrom(read: KeptRead): readonly DataArea[] | 'everything' {
    return this.reads.get(read) ?? 'everything';
  }
}

/** Readiness is one trivial statement answered. */
export const pgReadiness = (db: Knex): Readiness => ({
  async check() {
    try {
      await db.raw('select 1');
    } catch (error) {
      throw translateDbError(error);
    }
  },
});
