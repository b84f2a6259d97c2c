import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { translateDbError } from './errors.ts';
import { prepareJobQueues } from './pg-job-queue.ts';
import * as initial from './migrations/001_initial.ts';
import * as submissionTotal from './migrations/002_submission_total.ts';
import * as submissionIdTrigrams from './migrations/003_submission_id_trigrams.ts';
import * as historyAudience from './migrations/005_history_audience.ts';
import * as accounts from './migrations/004_accounts.ts';
import * as propertyStateRepair from './migrations/006_property_state_repair.ts';
import * as workHub from './migrations/007_work_hub.ts';
import * as notificationEmail from './migrations/008_notification_email.ts';
import * as claims from './migrations/009_claims.ts';
import * as historyWording from './migrations/010_history_wording.ts';
import * as clientThreads from './migrations/018_client_threads.ts';
import * as clientRecords from './migrations/011_client_records.ts';
import * as carriers from './migrations/012_carriers.ts';
import * as savedViews from './migrations/014_saved_views.ts';
import * as learnedMappings from './migrations/016_learned_mappings.ts';
import * as policyLifecycle from './migrations/015_policy_lifecycle.ts';
import * as organisation from './migrations/017_organisation.ts';
import * as certificateRequests from './migrations/022_certificate_requests.ts';
import * as placement from './migrations/021_placement.ts';
import * as emailIntake from './migrations/023_email_intake.ts';
import * as insuredValues from './migrations/019_insured_values.ts';
import * as cellSources from './migrations/020_cell_sources.ts';
import * as directoryAccounts from './migrations/024_directory_accounts.ts';
import * as concurrentCreates from './migrations/027_concurrent_creates.ts';
import * as placementChases from './migrations/028_placement_chases_and_authority.ts';
import * as notificationTargets from './migrations/031_notification_targets.ts';
import * as placementSender from './migrations/032_placement_sender.ts';
import * as ratingHistoryForStaff from './migrations/033_rating_history_for_staff.ts';
import * as carrierUnderwriters from './migrations/034_carrier_underwriters.ts';
import * as boundTerms from './migrations/035_bound_terms.ts';
import * as scheduleSourceFiles from './migrations/036_schedule_source_files.ts';
import * as reviewRequests from './migrations/037_review_requests.ts';
import * as marketChannels from './migrations/040_market_channels.ts';
import * as customerConversations from './migrations/042_customer_conversations.ts';
import * as recordVersions from './migrations/038_record_versions.ts';
import * as policyRecordVersions from './migrations/041_policy_record_versions.ts';
import * as endorsedVehicles from './migrations/043_endorsed_vehicles.ts';
import * as profileVersions from './migrations/044_profile_versions.ts';
import * as invitationNames from './migrations/045_invitation_names.ts';
import * as clientPortalAddresses from './migrations/046_client_portal_addresses.ts';
import * as lossHistory from './migrations/047_loss_history.ts';
import * as clientApplicantFacts from './migrations/048_client_applicant_facts.ts';
import * as lossRunFiles from './migrations/049_loss_run_files.ts';
import * as clientPriorCarriers from './migrations/050_client_prior_carriers.ts';
import * as lossRunsHandedIn from './migrations/051_loss_runs_handed_in.ts';

export interface DatabaseOptions {
  /** postgres://... : a PostgreSQL server. Without it an embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (`${dataDir}/pg`); 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** A schema to work in (search_path), e.g. a throwaway schema per test file. */
  schema?: string;
  /** Pool size for a server (default 20). */
  poolMax?: number;
}

const DATE_OID = 1082;
const keepDateText = (value: string) => value;

// A DATE is a calendar day: pg would turn it into a local-midnight Date, which drifts across time zones.
pg.types.setTypeParser(DATE_OID, keepDateText);

export async function createDatabase(options: DatabaseOptions = {}): Promise<Knex> {
  const db = options.databaseUrl ? serverDatabase(options) : embeddedDatabase(options);
  try {
    await db.raw('select 1');
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw translateDbError(error);
  }
  return db;
}

function serverDatabase(options: DatabaseOptions): Knex {
  return knex({
    client: 'pg',
    connection: options.databaseUrl,
    searchPath: options.schema ? [options.schema] : undefined,
    // More connections than the database has cores to run them only adds contention: on the 2-core test
    // machine bench:load gave its best read p99 and write latency with 8 to 12 (p99 reads 265-285 ms)
    // and worse with 20 (320 ms, writes 2.5x slower) or 5.
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      afterCreate: (connection: pg.Client, done: (error: Error | null, connection: pg.Client) => void) => {
        oneQueryAtATime(connection);
        done(null, connection);
      },
    },
    acquireConnectionTimeout: 10_000,
  });
}

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A connection runs one query at a time. Work that issues several at once on one connection (repositories
 * reading with Promise.all inside a transaction, pg-boss writing a job in that transaction) relied on pg
 * queueing them itself, which pg deprecates (it warns "client.query() when the client is already executing a
 * query" and will refuse it): each query now waits here for the one before it has answered, in the order
 * they were issued, so the driver only ever gets a query when the connection is free.
 */
function oneQueryAtATime(connection: pg.Client): void {
  const send = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  /** Queries issued and not yet answered; with none, a query goes to the driver at once. */
  let open = 0;
  let free: Promise<unknown> = Promise.resolve();
  (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    // A submittable (a cursor or stream) is returned to its reader at once and driven by it: not queued here.
    if (typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') return send(...args);
    const last = args[args.length - 1];
    const callback = typeof last === 'function' ? (last as QueryCallback) : undefined;
    const run = (): Promise<unknown> => {
      if (!callback) return send(...args) as Promise<unknown>;
      return new Promise<void>((resolve) => {
        const settle: QueryCallback = (error, result) => {
          resolve();
          callback(error, result);
        };
        try {
          send(...args.slice(0, -1), settle);
        } catch (error) {
          settle(error as Error);
        }
      });
    };
    const closed = () => {
      open--;
    };
    open++;
    let answered: Promise<unknown>;
    try {
      answered = open === 1 ? run() : free.then(run);
    } catch (error) {
      // The driver refused the query outright (no text): it never ran, and the caller hears why at once.
      closed();
      throw error;
    }
    free = answered.then(closed, closed);
    return callback ? undefined : answered;
  };
}

function embeddedDatabase(options: DatabaseOptions): Knex {
  const dataDir = options.dataDir ?? 'memory://';
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pg');
    mkdirSync(location, { recursive: true });
  }
  const pglite = new PGlite({ dataDir: location, parsers: { [DATE_OID]: keepDateText } });
  return knex({
    client: ClientPgLite as unknown as Knex.Config['client'],
    dialect: 'postgres',
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    searchPath: options.schema ? [options.schema] : undefined,
  });
}

/** Migrations are imported modules, not a directory glob, so they load the same under tsx and vitest. */
const MIGRATIONS: Record<string, Knex.Migration> = {
  '001_initial': initial,
  '002_submission_total': submissionTotal,
  '003_submission_id_trigrams': submissionIdTrigrams,
  '005_history_audience': historyAudience,
  '004_accounts': accounts,
  '006_property_state_repair': propertyStateRepair,
  '007_work_hub': workHub,
  '008_notification_email': notificationEmail,
  '009_claims': claims,
  '010_history_wording': historyWording,
  '018_client_threads': clientThreads,
  '011_client_records': clientRecords,
  '012_carriers': carriers,
  '014_saved_views': savedViews,
  '016_learned_mappings': learnedMappings,
  '015_policy_lifecycle': policyLifecycle,
  '017_organisation': organisation,
  '022_certificate_requests': certificateRequests,
  '021_placement': placement,
  '023_email_intake': emailIntake,
  '019_insured_values': insuredValues,
  '020_cell_sources': cellSources,
  '024_directory_accounts': directoryAccounts,
  '027_concurrent_creates': concurrentCreates,
  '028_placement_chases_and_authority': placementChases,
  '031_notification_targets': notificationTargets,
  '032_placement_sender': placementSender,
  '033_rating_history_for_staff': ratingHistoryForStaff,
  '034_carrier_underwriters': carrierUnderwriters,
  '035_bound_terms': boundTerms,
  '036_schedule_source_files': scheduleSourceFiles,
  '037_review_requests': reviewRequests,
  '040_market_channels': marketChannels,
  '038_record_versions': recordVersions,
  '041_policy_record_versions': policyRecordVersions,
  '043_endorsed_vehicles': endorsedVehicles,
  '044_profile_versions': profileVersions,
  '045_invitation_names': invitationNames,
  '042_customer_conversations': customerConversations,
  '046_client_portal_addresses': clientPortalAddresses,
  '047_loss_history': lossHistory,
  '048_client_applicant_facts': clientApplicantFacts,
  '049_loss_run_files': lossRunFiles,
  '050_client_prior_carriers': clientPriorCarriers,
  '051_loss_runs_handed_in': lossRunsHandedIn,
};

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name],
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
  // The job queue's own schema (pg-boss migrates it): it must exist before the first mail is enqueued.
  await prepareJobQueues(db);
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true);
}
