import { AppError } from '../../errors.ts';
import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { createClientIn, type NewClient, NewClientSchema } from '../../clients/index.ts';
import { NewSubmissionSchema, SUBMISSION_MESSAGES } from '../schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { NewSubmission, PropertyInput, SubmissionCoverage, SubmissionSummary, VehicleInput } from '../entities.ts';
import { PROPERTY_FIELDS, VEHICLE_FIELDS } from '../entities.ts';
import { acceptSources } from '../sources.ts';
import { rateSubmission } from '../rating.ts';
import { withInsuredValues } from '../insured-values.ts';
import { productForCoverages } from '../rules.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { workerFollower } from '../../notifications/index.ts';
import { recordedBy } from '../../users/index.ts';
import { plural } from '../../shared/wording.ts';
import { CREATED_MARKERS } from '../ports.ts';
import type { Repositories } from '../../repositories.ts';

/**
 * The client a new submission is for: one on file (`clientId`), or one new to the firm (`newClient`),
 * created with the submission. Fails with `invalid` when the body names neither, or both.
 */
function clientOf(input: unknown, body: { clientId?: string; newClient?: unknown }): { clientId: string } | { newClient: NewClient } {
  const refuse = (message: string) => {
    throw AppError.invalid(message, [{ path: 'clientId', message }]);
  };
  if (body.clientId !== undefined && body.newClient !== undefined) refuse('Choose a client on file or a new client, not both');
  if (body.clientId !== undefined) return { clientId: body.clientId };
  if (body.newClient === undefined) refuse(SUBMISSION_MESSAGES.clientRequired);
  const raw = (input as { newClient?: unknown }).newClient;
  try {
    return { newClient: parseOrThrow(NewClientSchema, raw) as NewClient };
  } catch (error) {
    // The new client's fields are named under it, as the body sends them.
    if (error instanceof AppError && error.code === 'invalid')
      throw AppError.invalid(
        error.message,
        (error.issues ?? []).map((i) => ({ ...i, path: i.path ? `newClient.${i.path}` : 'newClient' })),
      );
    throw error;
  }
}

/**
 * Creates a submission from the wizard's body (NewSubmissionSchema): the product follows from the selected coverages,
 * the coverage items go onto the property and vehicle schedules, the rating is computed from them, and the
 * history starts with 'Submission created', stored with the row. A client new to the firm is created in the
 * same transaction, refused with `conflict` (naming those on file) when one of its name and e-mail address is
 * on file unless `confirmDuplicate`. Staff only. Fails with `invalid` for a bad body or unknown client.
 */
export const createSubmission =
  (deps: CoreDeps) =>
  async (actor: Actor, input: unknown): Promise<SubmissionSummary> => {
    assertStaff(actor);
    const parsed = parseOrThrow(NewSubmissionSchema, input);
    const client = clientOf(input, parsed);
    const body = parsed as Omit<NewSubmission, 'clientId'>;
    const selected = body.coverages.filter((entry) => entry.selected !== false);
    const now = deps.clock.now();

    const coverages: SubmissionCoverage[] = selected.map((entry) => ({
      coverage: entry.coverage,
      limit: entry.limit ?? null,
      deductible: entry.deductible ?? null,
      premium: entry.premium ?? null,
      notes: entry.notes ?? null,
    }));
    // Rows uploaded in the wizard keep their cells' sources, and their low-confidence cells are flagged.
    const reviewed =
      <R extends PropertyInput | VehicleInput>(fields: readonly string[]) =>
      (row: R): R => ({
        ...row,
        ...acceptSources(actor, fields, row as Record<string, unknown>, undefined),
      });
    const properties: PropertyInput[] = selected
      .flatMap((entry) => entry.properties ?? [])
      .map(reviewed(PROPERTY_FIELDS))
      .map(withInsuredValues);
    const vehicles: VehicleInput[] = selected.flatMap((entry) => entry.vehicles ?? []).map(reviewed(VEHICLE_FIELDS));
    // Rated from what is about to be stored rather than read back, and the client is not read first: the
    // store refuses an unknown one (not_found) and names the client in the summary it returns. Each
    // statement saved is a round trip, and time a pool connection is held.
    const rating = rateSubmission({ coverages, properties, vehicles }, now);

    // The first history entry goes in with the row, so the store can write both in one statement; the
    // number and the client's name are filled in by the store, which learns them as it writes.
    const details = `${CREATED_MARKERS.submissionId} for ${CREATED_MARKERS.client}: ${plural(coverages.length, 'coverage')}, ${plural(properties.length, 'property', 'properties')}, ${plural(vehicles.length, 'vehicle')}`;
    const store = async (repos: Repositories): Promise<SubmissionSummary> => {
      const clientId = 'clientId' in client ? client.clientId : (await createClientIn(repos, client.newClient, parsed.confirmDuplicate)).id;
      const created = await repos.submissions
        .create({
          clientId,
          transactionType: body.transactionType ?? null,
          priority: body.priority,
          status: 'pending',
          type: 'manual',
          channel: 'Broker Portal',
          isNew: true,
          product: productForCoverages(coverages.map((c) => c.coverage)),
          rating,
          dueDate: body.dueDate ?? null,
          description: body.description,
          notes: body.notes ?? [],
          coverages,
          shareWithClient: body.shareWithClient ?? false,
          assignedToId: null,
          createdById: actor.id,
          createdAt: now.toISOString(),
          // Written with the row rather than by a statement of its own.
          followedById: workerFollower(actor),
          firstEntry: {
            ...recordedBy(actor),
            action: 'Submission created',
            audience: HISTORY_AUDIENCE.submission,
            details,
            date: now.toISOString(),
          },
        })
        .catch((error: unknown) => {
          if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
          const message = 'Client not found';
          throw AppError.invalid(message, [{ path: 'clientId', message }]);
        });
      if (properties.length + vehicles.length > 0) await repos.schedules.addSchedules(created.id, properties, vehicles);
      return created;
    };
    // With no schedule rows and a client on file the create is one write, all or nothing by itself: no
    // transaction around it. A new client is written with the submission, in one transaction.
    return properties.length + vehicles.length > 0 || 'newClient' in client ? deps.uow.run(store) : deps.uow.runSingleWrite(store);
  };
