import type { Knex } from 'knex';
import {
  SUBMISSION_STATUSES,
  isOpenStatus,
  type Client,
  type ClientChange,
  type ClientContact,
  type ClientContactInput,
  type ClientDirectoryPage,
  type ClientDirectoryQuery,
  type ClientHistoryEntry,
  type ClientMergeCounts,
  type ClientPortalAddress,
  type ClientPortfolio,
  type ClientRepository,
  type ClientSort,
  type NewClient,
  type StoredClientFacts,
} from '@workbench/core';
import { containsPattern, day, iso, isUuid, newId, num, numOrNull } from './rows.ts';
import { updateVersioned } from './versioned-update.ts';
import { reachedByClient, reachingAddresses } from './customer-reach.ts';

interface ClientRow {
  id: string;
  name: string;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  industry: string | null;
  company_size: string | null;
  created_at: Date | string;
  version: number;
}

export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  contactPerson: row.contact_person,
  email: row.email,
  phone: row.phone,
  address: row.address,
  industry: row.industry,
  companySize: row.company_size,
  createdAt: iso(row.created_at),
  version: num(row.version),
});

export class PgClientRepository implements ClientRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async list(q?: string): Promise<Client[]> {
    const query = this.db<ClientRow>('clients')
      .whereNull('merged_into_id')
      .orderBy([{ column: 'name' }, { column: 'id' }]);
    const term = q?.trim();
    if (term) {
      const pattern = containsPattern(term);
      query.where((w) =>
        w
          .whereRaw("lower(name) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(contact_person, '')) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(email, '')) like ? escape '\\'", [pattern]),
      );
    }
    return (await query).map(toClient);
  }

  async findById(id: string): Promise<Client | null> {
    if (!isUuid(id)) return null;
    const row = await this.db<ClientRow>('clients').where({ id }).first();
    return row ? toClient(row) : null;
  }

  async create(client: NewClient): Promise<Client> {
    const [row] = await this.db<ClientRow>('clients')
      .insert({
        id: newId(),
        name: client.name,
        contact_person: client.contactPerson ?? null,
        email: client.email ?? null,
        phone: client.phone ?? null,
        address: client.address ?? null,
        industry: client.industry ?? null,
        company_size: client.companySize ?? null,
        created_at: new Date(),
      })
      .returning('*');
    return toClient(row);
  }

  async directory(query: ClientDirectoryQuery): Promise<ClientDirectoryPage> {
    const decided = SUBMISSION_STATUSES.filter((status) => !isOpenStatus(status));
    const rows = this.db
      .with('work', (w) =>
        w
          .from('submissions')
          .select('client_id')
          .count({ submissions: '*' })
          .select(this.db.raw(`count(*) filter (where status not in (${decided.map(() => '?').join(', ')})) as open_submissions`, decided))
          .max({ last_submission_at: 'updated_at' })
          .groupBy('client_id'),
      )
      .with('cover', (w) =>
        w
          .from('policies')
          .select('client_id')
          .select(this.db.raw("count(*) filter (where status = 'active') as active_policies"))
          .groupBy('client_id'),
      )
      .from('clients as c')
      .leftJoin('work as w', 'w.client_id', 'c.id')
      .leftJoin('cover as p', 'p.client_id', 'c.id')
      .whereNull('c.merged_into_id')
      .select('c.*')
      .select(
        this.db.raw('coalesce(w.submissions, 0) as submissions'),
        this.db.raw('coalesce(w.open_submissions, 0) as open_submissions'),
        this.db.raw('coalesce(p.active_policies, 0) as active_policies'),
        this.db.raw('greatest(c.created_at, coalesce(w.last_submission_at, c.created_at)) as last_activity_at'),
        this.db.raw('count(*) over () as total'),
      );
    const term = query.q?.trim();
    if (term) {
      const pattern = containsPattern(term);
      rows.where((w) =>
        w
          .whereRaw("lower(c.name) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(c.contact_person, '')) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(c.email, '')) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(c.phone, '')) like ? escape '\\'", [pattern]),
      );
    }
    if (query.industry?.trim()) rows.whereRaw('lower(c.industry) = lower(?)', [query.industry.trim()]);
    if (query.hasOpenSubmissions === true) rows.whereRaw('coalesce(w.open_submissions, 0) > 0');
    if (query.hasOpenSubmissions === false) rows.whereRaw('coalesce(w.open_submissions, 0) = 0');
    rows.orderByRaw(DIRECTORY_ORDER[query.sort]).limit(query.limit).offset(query.offset);
    const [page, industries] = await Promise.all([
      rows as Promise<Array<ClientRow & Record<string, unknown>>>,
      this.db('clients')
        .whereNull('merged_into_id')
        .whereRaw("trim(coalesce(industry, '')) <> ''")
        .distinct(this.db.raw('trim(industry) as industry'))
        .orderBy('industry') as Promise<Array<{ industry: string }>>,
    ]);
    let total = num(page[0]?.total);
    // A page past the end has no row to carry the count: count on its own.
    if (page.length === 0 && query.offset > 0) {
      const counted = await this.directory({ ...query, offset: 0, limit: 1 });
      total = counted.total;
    }
    return {
      items: page.map((row) => ({
        ...toClient(row),
        submissions: num(row.submissions),
        openSubmissions: num(row.open_submissions),
        activePolicies: num(row.active_policies),
        lastActivityAt: iso(row.last_activity_at),
      })),
      total,
      industries: industries.map((r) => r.industry),
    };
  }

  async facts(id: string): Promise<StoredClientFacts | null> {
    if (!isUuid(id)) return null;
    const row = await this.db('clients').where({ id }).first();
    if (!row) return null;
    return {
      fein: row.fein,
      entityType: row.entity_type,
      naicsCode: row.naics_code,
      yearStarted: numOrNull(row.year_started),
      annualRevenue: numOrNull(row.annual_revenue),
      annualPayroll: numOrNull(row.annual_payroll),
      fullTimeEmployees: numOrNull(row.full_time_employees),
      partTimeEmployees: numOrNull(row.part_time_employees),
      operations: row.operations,
      website: row.website,
      priorCarriers: row.prior_carriers ?? [],
    };
  }

  async update(id: string, change: ClientChange, expectedVersion?: number): Promise<Client | null> {
    if (!isUuid(id)) return null;
    const columns: Record<string, string | number | null> = {};
    for (const [key, column] of Object.entries(CLIENT_COLUMNS) as Array<[keyof ClientChange, string]>) {
      const value = change[key];
      // A list is stored as JSON (jsonb); the driver would otherwise send it as a PostgreSQL array.
      if (value !== undefined) columns[column] = Array.isArray(value) ? JSON.stringify(value) : (value ?? null);
    }
    return toClient((await updateVersioned(this.db, 'clients', { id }, columns, expectedVersion, 'Client')) as unknown as ClientRow);
  }

  async reachedBy(email: string): Promise<string[]> {
    const rows = await this.db('clients')
      .whereRaw(...reachedByClient('id', email))
      .orderBy('id')
      .select('id');
    return rows.map((r) => r.id as string);
  }

  async portalAddresses(clientId: string): Promise<ClientPortalAddress[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('client_portal_addresses')
      .where({ client_id: clientId })
      .orderBy([{ column: 'added_at' }, { column: 'email' }]);
    return rows.map((r) => ({ email: r.email, addedAt: iso(r.added_at), reason: r.reason }));
  }

  async addPortalAddress(clientId: string, address: ClientPortalAddress): Promise<void> {
    await this.db.raw(
      `insert into client_portal_addresses (client_id, email, added_at, reason) values (?, ?, ?, ?)
       on conflict (client_id, lower(email)) do nothing`,
      [clientId, address.email.trim(), address.addedAt, address.reason],
    );
  }

  async mergedInto(id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const row = await this.db('clients').where({ id }).first('merged_into_id');
    return (row?.merged_into_id as string | null | undefined) ?? null;
  }

  async portfolio(clientId: string, taskDoneStatus: string): Promise<ClientPortfolio> {
    const empty: ClientPortfolio = { submissions: [], policies: [], documents: [], openTasks: [], claims: [], portalAccounts: [] };
    if (!isUuid(clientId)) return empty;
    const [submissions, policies, documents, tasks, claims, accounts] = await Promise.all([
      this.db('submissions')
        .where({ client_id: clientId })
        .select('id', 'submission_id', 'status', 'product', 'due_date', 'created_at')
        .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]),
      this.db('policies')
        .where({ client_id: clientId })
        .select('id', 'policy_number', 'status', 'product', 'premium', 'effective_date', 'expiration_date')
        .orderBy([{ column: 'effective_date', order: 'desc' }, { column: 'policy_number' }]),
      this.db('documents as d')
        .join('submissions as s', 's.id', 'd.submission_id')
        .where('s.client_id', clientId)
        .select('d.id', 'd.submission_id', 's.submission_id as submission_ref', 'd.filename', 'd.size', 'd.uploaded_by', 'd.uploaded_at')
        .orderBy([{ column: 'd.uploaded_at', order: 'desc' }, { column: 'd.id' }]),
      this.db('tasks as t')
        .join('submissions as s', 's.id', 't.submission_id')
        .where('s.client_id', clientId)
        .whereRaw('lower(trim(t.status)) <> lower(?)', [taskDoneStatus])
        .select(
          't.id',
          't.submission_id',
          's.submission_id as submission_ref',
          't.title',
          't.assigned_to',
          't.due_date',
          't.priority',
          't.status',
        )
        .orderByRaw('t.due_date asc nulls last, t.seq'),
      this.db('claims as cl')
        .join('policies as p', 'p.id', 'cl.policy_id')
        .where('cl.client_id', clientId)
        .select('cl.id', 'cl.reference', 'p.policy_number', 'cl.status', 'cl.loss_date', 'cl.estimated_amount')
        .orderBy([{ column: 'cl.created_at', order: 'desc' }, { column: 'cl.id' }]),
      this.db('users as u')
        .whereRaw(`lower(u.email) in (${reachingAddresses('?')})`, [clientId, clientId])
        .where('u.role', 'customer')
        .select('u.id', 'u.username', 'u.full_name', 'u.email', 'u.status', 'u.email_verified')
        .orderBy('u.username'),
    ]);
    return {
      submissions: submissions.map((r) => ({
        id: r.id,
        submissionId: r.submission_id,
        status: r.status,
        product: r.product,
        dueDate: day(r.due_date),
        createdAt: iso(r.created_at),
      })),
      policies: policies.map((r) => ({
        id: r.id,
        policyNumber: r.policy_number,
        status: r.status,
        product: r.product,
        premium: num(r.premium),
        effectiveDate: day(r.effective_date)!,
        expirationDate: day(r.expiration_date)!,
      })),
      documents: documents.map((r) => ({
        id: r.id,
        submissionId: r.submission_id,
        submissionRef: r.submission_ref,
        filename: r.filename,
        size: num(r.size),
        uploadedBy: r.uploaded_by,
        uploadedAt: iso(r.uploaded_at),
      })),
      openTasks: tasks.map((r) => ({
        id: r.id,
        submissionId: r.submission_id,
        submissionRef: r.submission_ref,
        title: r.title,
        assignedTo: r.assigned_to,
        dueDate: day(r.due_date),
        priority: r.priority,
        status: r.status,
      })),
      claims: claims.map((r) => ({
        id: r.id,
        reference: r.reference,
        policyNumber: r.policy_number,
        status: r.status,
        lossDate: day(r.loss_date)!,
        estimatedAmount: numOrNull(r.estimated_amount),
      })),
      portalAccounts: accounts.map((r) => ({
        id: r.id,
        username: r.username,
        fullName: r.full_name,
        email: r.email,
        status: r.status,
        emailVerified: Boolean(r.email_verified),
      })),
    };
  }

  async contacts(clientId: string): Promise<ClientContact[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db<ContactRow>('client_contacts').where({ client_id: clientId }).orderByRaw('lower(name), created_at, id');
    return rows.map(toContact);
  }

  async addContact(clientId: string, contact: ClientContactInput): Promise<ClientContact> {
    const [row] = await this.db<ContactRow>('client_contacts')
      .insert({
        id: newId(),
        client_id: clientId,
        name: contact.name,
        role: contact.role ?? null,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        created_at: new Date(),
      })
      .returning('*');
    return toContact(row!);
  }

  async updateContact(clientId: string, contactId: string, change: Partial<ClientContactInput>): Promise<ClientContact | null> {
    if (!isUuid(clientId) || !isUuid(contactId)) return null;
    const columns = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const query = this.db<ContactRow>('client_contacts').where({ id: contactId, client_id: clientId });
    const [row] = Object.keys(columns).length ? await query.update(columns).returning('*') : await query.select('*');
    return row ? toContact(row) : null;
  }

  async removeContact(clientId: string, contactId: string): Promise<boolean> {
    if (!isUuid(clientId) || !isUuid(contactId)) return false;
    // Counted by the rows returned: PGlite's driver does not report a row count.
    return (await this.db('client_contacts').where({ id: contactId, client_id: clientId }).delete().returning('id')).length > 0;
  }

  async history(clientId: string): Promise<ClientHistoryEntry[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('client_history')
      .where({ client_id: clientId })
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ]);
    return rows.map((r) => ({ id: r.id, user: r.user_name, date: iso(r.date), action: r.action, details: r.details }));
  }

  async addHistory(clientId: string, entry: { userId: string | null; user: string; action: string; details: string; date: string }) {
    await this.db('client_history').insert({
      id: newId(),
      client_id: clientId,
      user_id: entry.userId,
      user_name: entry.user,
      action: entry.action,
      details: entry.details,
      date: entry.date,
    });
  }

  async merge(keptId: string, duplicateId: string, at: string): Promise<ClientMergeCounts> {
    const move = async (table: string) =>
      (await this.db(table).where({ client_id: duplicateId }).update({ client_id: keptId }).returning('id')).length;
    const submissions = await move('submissions');
    const policies = await move('policies');
    const contacts = await move('client_contacts');
    const claims = await move('claims');
    // The general thread follows with its files; the duplicate's reading marks go, as its thread is gone.
    const messages = await move('client_messages');
    await move('client_message_documents');
    await move('certificate_holders');
    await move('intake_messages');
    await this.db('thread_reads').where({ kind: 'general', thread_id: duplicateId }).delete();
    const invitations = (
      await this.db('account_tokens')
        .where({ client_id: duplicateId })
        .whereNull('used_at')
        .update({ client_id: keptId })
        .returning('digest')
    ).length;
    // The duplicate gives up its address: a customer bound by it reaches the kept client, never an empty shell.
    await this.db('clients').where({ id: duplicateId }).update({ merged_into_id: keptId, merged_at: at, email: null });
    return { submissions, policies, contacts, claims, invitations, messages };
  }
}

const CLIENT_COLUMNS: Record<keyof ClientChange, string> = {
  name: 'name',
  contactPerson: 'contact_person',
  email: 'email',
  phone: 'phone',
  address: 'address',
  industry: 'industry',
  companySize: 'company_size',
  fein: 'fein',
  entityType: 'entity_type',
  naicsCode: 'naics_code',
  yearStarted: 'year_started',
  annualRevenue: 'annual_revenue',
  annualPayroll: 'annual_payroll',
  fullTimeEmployees: 'full_time_employees',
  partTimeEmployees: 'part_time_employees',
  operations: 'operations',
  website: 'website',
  priorCarriers: 'prior_carriers',
};

const DIRECTORY_ORDER: Record<ClientSort, string> = {
  name: 'lower(c.name), c.id',
  created: 'c.created_at desc, c.id',
  open: 'open_submissions desc, lower(c.name), c.id',
  activity: 'last_activity_at desc, lower(c.name), c.id',
};

interface ContactRow {
  id: string;
  client_id: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  created_at: Date | string;
}

const toContact = (row: ContactRow): ClientContact => ({
  id: row.id,
  clientId: row.client_id,
  name: row.name,
  role: row.role,
  email: row.email,
  phone: row.phone,
  createdAt: iso(row.created_at),
});
