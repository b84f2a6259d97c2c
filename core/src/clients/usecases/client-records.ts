import { AppError } from '../../errors.ts';
import { TASK_DONE_STATUS } from '../../notifications/index.ts';
import { authorLabel, recordedBy } from '../../users/index.ts';
import { writeOverReadVersion } from '../../shared/record-version.ts';
import type { Repositories } from '../../repositories.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { normaliseEmail } from '../../users/index.ts';
import { mayEditClients, mayMergeClients, maySeeClientRecords } from '../access.ts';
import { findSimilarClients } from '../duplicates.ts';
import type {
  Client,
  ClientChange,
  ClientContact,
  ClientDetail,
  ClientDirectoryPage,
  ClientRecord,
  DuplicateCandidate,
} from '../entities.ts';
import { ENTITY_TYPE_LABELS, maskFein, type EntityType } from '../applicant.ts';
import { naicsTitle } from '../naics/naics.ts';
import { inTermOrder, priorCarrierChanges, unionOfPriorCarriers } from '../prior-carriers.ts';
import { formatWholeMoney } from '../../shared/money.ts';
import { moveLossHistory } from '../../loss-runs/index.ts';
import type { ClientContactChange, ClientContactValues, ClientDirectorySearch, ClientEdit, ClientMerge } from '../schemas.ts';

// The client directory, the client page (details, contacts, history, portfolio) and merging duplicates.
// Each use case asks the rules in ../access.ts; the bff's gate asks the same ones.

const assertMay = (allowed: boolean) => {
  if (!allowed) throw AppError.forbidden();
};

/** The names of the client's fields as the page labels them, for history entries. */
export const CLIENT_FIELD_LABELS: Record<Exclude<keyof ClientChange, 'priorCarriers'>, string> = {
  name: 'Name',
  contactPerson: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  industry: 'Industry',
  companySize: 'Company size',
  fein: 'FEIN',
  entityType: 'Entity type',
  naicsCode: 'NAICS code',
  yearStarted: 'Year started',
  annualRevenue: 'Annual revenue',
  annualPayroll: 'Annual payroll',
  fullTimeEmployees: 'Full-time employees',
  partTimeEmployees: 'Part-time employees',
  operations: 'Description of operations',
  website: 'Website',
};

type LabelledField = keyof typeof CLIENT_FIELD_LABELS;
type ChangedValue = ClientChange[LabelledField];

/** A value as its history line states it: a FEIN by its last four digits, amounts in dollars, codes with their titles. */
function stated(key: LabelledField, value: ChangedValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (key === 'fein') return maskFein(String(value));
  if (key === 'entityType') return ENTITY_TYPE_LABELS[value as EntityType];
  if (key === 'naicsCode') return `${value} ${naicsTitle(String(value)) ?? ''}`.trim();
  if (key === 'annualRevenue' || key === 'annualPayroll') return formatWholeMoney(Number(value));
  return String(value);
}

const shown = (value: string | null | undefined) => (value ? `“${value}”` : 'empty');
const shownField = (key: LabelledField, value: ChangedValue) => shown(stated(key, value));

/**
 * 'Phone: “555 0100” → “555 0199”; Industry: empty → “Retail”': what an edit changed, field by field, and
 * the prior carriers it added or removed.
 */
export function describeClientChange(before: ClientDetail, change: ClientChange): string[] {
  const fields = (Object.keys(CLIENT_FIELD_LABELS) as LabelledField[])
    .filter((key) => change[key] !== undefined && change[key] !== before[key])
    .map((key) => `${CLIENT_FIELD_LABELS[key]}: ${shownField(key, before[key])} → ${shownField(key, change[key])}`);
  return change.priorCarriers ? [...fields, ...priorCarrierChanges(before.priorCarriers, change.priorCarriers)] : fields;
}

/** The client with its facts, as its page shows it. */
async function clientDetail(repos: Repositories, client: Client): Promise<ClientDetail> {
  const facts = await repos.clients.facts(client.id);
  if (!facts) throw AppError.notFound('Client');
  return { ...client, ...facts, naicsTitle: facts.naicsCode ? naicsTitle(facts.naicsCode) : null };
}

async function existingClient(repos: Repositories, id: string): Promise<Client> {
  const client = await repos.clients.findById(id);
  if (!client) throw AppError.notFound('Client');
  return client;
}

/** A client that still stands on its own: edits and merges go to the client it was merged into. */
async function liveClient(repos: Repositories, id: string): Promise<Client> {
  const client = await existingClient(repos, id);
  if (await repos.clients.mergedInto(client.id)) throw AppError.conflict('This client was merged into another; change that one instead');
  return client;
}

/** GET /api/clients/directory: a page of clients with their open work, searched, filtered and sorted. Staff only. */
export const browseClients =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, q: ClientDirectorySearch): Promise<ClientDirectoryPage> => {
    assertMay(maySeeClientRecords(actor));
    return deps.uow.repos.clients.directory({
      q: q.q,
      industry: q.industry,
      hasOpenSubmissions: q.open === undefined ? undefined : q.open === 'yes',
      sort: q.sort ?? 'name',
      limit: q.limit,
      offset: q.offset,
    });
  };

async function readRecord(repos: Repositories, id: string): Promise<ClientRecord> {
  const client = await existingClient(repos, id);
  const mergedId = await repos.clients.mergedInto(client.id);
  const merged = mergedId ? await repos.clients.findById(mergedId) : null;
  const [contacts, history, portfolio] = await Promise.all([
    repos.clients.contacts(client.id),
    repos.clients.history(client.id),
    repos.clients.portfolio(client.id, TASK_DONE_STATUS),
  ]);
  return {
    client: await clientDetail(repos, client),
    contacts,
    history,
    ...portfolio,
    mergedInto: merged ? { id: merged.id, name: merged.name } : null,
  };
}

/** GET /api/clients/{id}: the client page. Staff only; not_found for an unknown client. */
export const getClientRecord =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, id: string): Promise<ClientRecord> => {
    assertMay(maySeeClientRecords(actor));
    return readRecord(deps.uow.repos, id);
  };

/** PATCH /api/clients/{id}: staff change details; each changed field is written to the client's history. */
export const updateClient =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, id: string, { version, ...edit }: ClientEdit): Promise<ClientRecord> => {
    assertMay(mayEditClients(actor));
    const read = version ?? undefined;
    const change: ClientChange = edit.priorCarriers ? { ...edit, priorCarriers: inTermOrder(edit.priorCarriers) } : edit;
    const thisYear = deps.clock.now().getUTCFullYear();
    if (typeof change.yearStarted === 'number' && change.yearStarted > thisYear) {
      throw AppError.invalid(`Year started must be at most ${thisYear}`, [
        { path: 'yearStarted', message: `Year started must be at most ${thisYear}` },
      ]);
    }
    return deps.uow.run(async (repos) => {
      const before = await clientDetail(repos, await liveClient(repos, id));
      const changes = describeClientChange(before, change);
      await writeOverReadVersion(
        read,
        before,
        () => readRecord(repos, before.id),
        async (expected) => {
          if (changes.length === 0) return;
          await repos.clients.update(before.id, change, expected);
          await repos.clients.addHistory(before.id, {
            ...recordedBy(actor),
            action: 'Details changed',
            details: changes.join('; '),
            date: deps.clock.now().toISOString(),
          });
        },
      );
      return readRecord(repos, before.id);
    });
  };

const contactLine = (c: Pick<ClientContact, 'name' | 'role'>) => (c.role ? `${c.name}, ${c.role}` : c.name);

/** POST /api/clients/{id}/contacts: a person at the client; recorded in its history. Staff only. */
export const addClientContact =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, clientId: string, contact: ClientContactValues): Promise<ClientRecord> => {
    assertMay(mayEditClients(actor));
    return deps.uow.run(async (repos) => {
      const client = await liveClient(repos, clientId);
      await repos.clients.addContact(client.id, contact);
      const date = deps.clock.now().toISOString();
      await repos.clients.addHistory(client.id, { ...recordedBy(actor), action: 'Contact added', details: contactLine(contact), date });
      return readRecord(repos, client.id);
    });
  };

/** PATCH /api/clients/{id}/contacts/{contactId}: staff only; not_found when it is not the client's contact. */
export const updateClientContact =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, clientId: string, contactId: string, change: ClientContactChange): Promise<ClientRecord> => {
    assertMay(mayEditClients(actor));
    return deps.uow.run(async (repos) => {
      const client = await liveClient(repos, clientId);
      const before = (await repos.clients.contacts(client.id)).find((c) => c.id === contactId);
      if (!before) throw AppError.notFound('Contact');
      const after = await repos.clients.updateContact(client.id, contactId, change);
      if (!after) throw AppError.notFound('Contact');
      const changed = (['name', 'role', 'email', 'phone'] as const)
        .filter((k) => change[k] !== undefined && change[k] !== before[k])
        .map(
          (k) =>
            `${k === 'name' ? 'Name' : k === 'role' ? 'Role' : k === 'email' ? 'Email' : 'Phone'}: ${shown(before[k])} → ${shown(after[k])}`,
        );
      if (changed.length > 0) {
        await repos.clients.addHistory(client.id, {
          ...recordedBy(actor),
          action: 'Contact changed',
          details: `${before.name}: ${changed.join('; ')}`,
          date: deps.clock.now().toISOString(),
        });
      }
      return readRecord(repos, client.id);
    });
  };

/** DELETE /api/clients/{id}/contacts/{contactId}: staff only; recorded in the client's history. */
export const removeClientContact =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, clientId: string, contactId: string): Promise<ClientRecord> => {
    assertMay(mayEditClients(actor));
    return deps.uow.run(async (repos) => {
      const client = await liveClient(repos, clientId);
      const contact = (await repos.clients.contacts(client.id)).find((c) => c.id === contactId);
      if (!contact || !(await repos.clients.removeContact(client.id, contactId))) throw AppError.notFound('Contact');
      const date = deps.clock.now().toISOString();
      await repos.clients.addHistory(client.id, { ...recordedBy(actor), action: 'Contact removed', details: contactLine(contact), date });
      return readRecord(repos, client.id);
    });
  };

/**
 * GET /api/clients/{id}/duplicates: other clients whose names score as the same company (the similarity the
 * wizard warns with), with how much business each holds. Staff only.
 */
export const findDuplicateClients =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, id: string): Promise<DuplicateCandidate[]> => {
    assertMay(maySeeClientRecords(actor));
    const repos = deps.uow.repos;
    const client = await existingClient(repos, id);
    if (await repos.clients.mergedInto(client.id)) return [];
    const others = (await repos.clients.list()).filter((c) => c.id !== client.id);
    return Promise.all(
      findSimilarClients(client.name, others).map(async ({ client: other, score }) => {
        const portfolio = await repos.clients.portfolio(other.id, TASK_DONE_STATUS);
        return { client: other, score, submissions: portfolio.submissions.length, policies: portfolio.policies.length };
      }),
    );
  };

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Gives the kept client the duplicate's portal addresses it does not hold yet (reachesClient), and answers
 * them: the duplicate's own e-mail and every address the duplicate was given.
 */
async function givePortalAddresses(repos: Repositories, kept: Client, duplicate: Client, at: string): Promise<string[]> {
  const held = new Set(
    [kept.email, ...(await repos.clients.portalAddresses(kept.id)).map((a) => a.email)].filter((e) => !!e).map((e) => normaliseEmail(e!)),
  );
  const given: string[] = [];
  for (const email of [duplicate.email, ...(await repos.clients.portalAddresses(duplicate.id)).map((a) => a.email)]) {
    if (!email || held.has(normaliseEmail(email))) continue;
    held.add(normaliseEmail(email));
    given.push(email);
    await repos.clients.addPortalAddress(kept.id, { email, addedAt: at, reason: 'merge' });
  }
  return given;
}

/** Why a client is not merged into itself: there is nothing to fold. */
export const CLIENT_MERGED_INTO_ITSELF = 'A client cannot be merged into itself';

/**
 * POST /api/clients/{id}/merge: a broker manager folds a duplicate into this client in one transaction:
 * its submissions, policies, contacts, claims and pending portal invitations move here; the duplicate's
 * empty details fill this client's empty ones; the duplicate's portal addresses (its own e-mail, unless it
 * fills this client's empty one, and those it was given) become this client's, so its customers keep
 * reaching what moved; the duplicate is marked merged; the kept client's history says what moved and which
 * addresses now reach it, and the duplicate's says where it went. `unprocessable` when merging a client into itself;
 * `conflict` when either was already merged.
 */

export const mergeClients =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, keptId: string, { duplicateId }: ClientMerge): Promise<ClientRecord> => {
    assertMay(mayMergeClients(actor));
    return deps.uow.run(async (repos) => {
      const kept = await clientDetail(repos, await liveClient(repos, keptId));
      const duplicate = await clientDetail(repos, await existingClient(repos, duplicateId));
      if (duplicate.id === kept.id) throw new AppError('unprocessable', CLIENT_MERGED_INTO_ITSELF);
      if (await repos.clients.mergedInto(duplicate.id)) throw AppError.conflict(`${duplicate.name} was already merged`);
      const date = deps.clock.now().toISOString();
      const counts = await repos.clients.merge(kept.id, duplicate.id, date);
      const lossClaims = await moveLossHistory(repos, kept.id, duplicate.id, {
        user: authorLabel(actor),
        duplicateName: duplicate.name,
        at: date,
      });
      const fill: ClientChange = {};
      for (const key of Object.keys(CLIENT_FIELD_LABELS) as (keyof typeof CLIENT_FIELD_LABELS)[]) {
        if (key !== 'name' && !kept[key] && duplicate[key]) (fill as Record<string, unknown>)[key] = duplicate[key];
      }
      // The duplicate's prior insurance joins the kept client's, each policy once.
      const priorCarriers = unionOfPriorCarriers(kept.priorCarriers, duplicate.priorCarriers);
      if (priorCarriers.length > kept.priorCarriers.length) fill.priorCarriers = priorCarriers;
      if (Object.keys(fill).length > 0) await repos.clients.update(kept.id, fill);
      const given = await givePortalAddresses(repos, { ...kept, ...fill }, duplicate, date);
      const moved = [
        counted(counts.submissions, 'submission'),
        counted(counts.policies, 'policy', 'policies'),
        counted(counts.contacts, 'contact'),
        counted(counts.claims, 'claim'),
        counted(lossClaims, 'loss claim'),
        counted(counts.invitations, 'portal invitation'),
        counted(counts.messages, 'message'),
      ].join(', ');
      const filled = describeClientChange(kept, fill);
      const reached = given.length > 0 ? ` Portal accounts at ${given.join(', ')} reach this client now.` : '';
      await repos.clients.addHistory(kept.id, {
        ...recordedBy(actor),
        action: 'Client merged',
        details: `${duplicate.name} merged into this client: ${moved} moved.${filled.length ? ` Filled in ${filled.join('; ')}.` : ''}${reached}`,
        date,
      });
      await repos.clients.addHistory(duplicate.id, {
        ...recordedBy(actor),
        action: 'Merged into another client',
        details: `Merged into ${kept.name}: ${moved} moved.`,
        date,
      });
      return readRecord(repos, kept.id);
    });
  };
