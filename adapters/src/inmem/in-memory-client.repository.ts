import {
  isOpenStatus,
  normaliseEmail,
  type Client,
  type ClientChange,
  type ClientContact,
  type ClientContactInput,
  type ClientDirectoryEntry,
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
import { countWrite, newId, now } from './rows.ts';
import { byText, copy, lower, nextSeq, type Store } from './state.ts';
import { reachedClientIds } from './customer-reach.ts';

const byNameThenId = (a: Client, b: Client) => byText(lower(a.name), lower(b.name)) || byText(a.id, b.id);

const DIRECTORY_ORDER: Record<ClientSort, (a: ClientDirectoryEntry, b: ClientDirectoryEntry) => number> = {
  name: byNameThenId,
  created: (a, b) => byText(b.createdAt, a.createdAt) || byText(a.id, b.id),
  open: (a, b) => b.openSubmissions - a.openSubmissions || byNameThenId(a, b),
  activity: (a, b) => byText(b.lastActivityAt, a.lastActivityAt) || byNameThenId(a, b),
};

const NO_FACTS: StoredClientFacts = {
  fein: null,
  entityType: null,
  naicsCode: null,
  yearStarted: null,
  annualRevenue: null,
  annualPayroll: null,
  fullTimeEmployees: null,
  partTimeEmployees: null,
  operations: null,
  website: null,
  priorCarriers: [],
};

export class InMemoryClientRepository implements ClientRepository {
  constructor(private readonly store: Store) {}

  private get state() {
    return this.store.state;
  }

  private live(): Client[] {
    return this.state.clients.filter((c) => !this.state.clientMerges[c.id]);
  }

  async list(q?: string): Promise<Client[]> {
    const term = lower(q?.trim());
    return this.live()
      .filter((c) => !term || [c.name, c.contactPerson, c.email].some((v) => lower(v).includes(term)))
      .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id))
      .map(copy);
  }

  async findById(id: string): Promise<Client | null> {
    const row = this.state.clients.find((c) => c.id === id);
    return row ? copy(row) : null;
  }

  async create(client: NewClient): Promise<Client> {
    const row: Client = {
      id: newId(),
      name: client.name,
      contactPerson: client.contactPerson ?? null,
      email: client.email ?? null,
      phone: client.phone ?? null,
      address: client.address ?? null,
      industry: client.industry ?? null,
      companySize: client.companySize ?? null,
      createdAt: now(),
      version: 1,
    };
    this.state.clients.push(row);
    return copy(row);
  }

  async directory(query: ClientDirectoryQuery): Promise<ClientDirectoryPage> {
    const term = lower(query.q?.trim());
    const industry = lower(query.industry?.trim());
    const entries = this.live().map((client): ClientDirectoryEntry => {
      const submissions = this.state.submissions.filter((s) => s.clientId === client.id);
      const latest = [client.createdAt, ...submissions.map((s) => s.updatedAt)].sort().at(-1)!;
      return {
        ...copy(client),
        submissions: submissions.length,
        openSubmissions: submissions.filter((s) => isOpenStatus(s.status)).length,
        activePolicies: this.state.policies.filter((p) => p.clientId === client.id && p.status === 'active').length,
        lastActivityAt: new Date(latest).toISOString(),
      };
    });
    const found = entries
      .filter((c) => !term || [c.name, c.contactPerson, c.email, c.phone].some((v) => lower(v).includes(term)))
      .filter((c) => !industry || lower(c.industry?.trim()) === industry)
      .filter((c) => query.hasOpenSubmissions === undefined || c.openSubmissions > 0 === query.hasOpenSubmissions)
      .sort(DIRECTORY_ORDER[query.sort]);
    const industries = [
      ...new Set(
        this.live()
          .map((c) => c.industry?.trim() ?? '')
          .filter(Boolean),
      ),
    ].sort();
    return { items: found.slice(query.offset, query.offset + query.limit), total: found.length, industries };
  }

  async facts(id: string): Promise<StoredClientFacts | null> {
    if (!this.state.clients.some((c) => c.id === id)) return null;
    return copy(this.state.clientFacts?.[id] ?? NO_FACTS);
  }

  async update(id: string, change: ClientChange, expectedVersion?: number): Promise<Client | null> {
    const row = this.state.clients.find((c) => c.id === id);
    if (!row) return null;
    countWrite(row, expectedVersion);
    this.state.clientFacts ??= {};
    const facts: Record<string, unknown> = (this.state.clientFacts[id] ??= { ...NO_FACTS });
    for (const [key, value] of Object.entries(change) as Array<[keyof ClientChange, unknown]>) {
      if (value === undefined) continue;
      if (key in NO_FACTS) facts[key] = value;
      else (row as unknown as Record<string, unknown>)[key] = key === 'name' ? (value ?? row.name) : value;
    }
    return copy(row);
  }

  async reachedBy(email: string): Promise<string[]> {
    return [...reachedClientIds(this.state, email)].sort(byText);
  }

  async portalAddresses(clientId: string): Promise<ClientPortalAddress[]> {
    return (this.state.clientPortalAddresses ?? [])
      .filter((a) => a.clientId === clientId)
      .map(({ clientId: _c, ...a }) => a)
      .sort((a, b) => byText(a.addedAt, b.addedAt) || byText(a.email, b.email));
  }

  async addPortalAddress(clientId: string, address: ClientPortalAddress): Promise<void> {
    this.state.clientPortalAddresses ??= [];
    const held = this.state.clientPortalAddresses.some(
      (a) => a.clientId === clientId && normaliseEmail(a.email) === normaliseEmail(address.email),
    );
    if (!held) this.state.clientPortalAddresses.push({ ...address, email: address.email.trim(), clientId });
  }

  async mergedInto(id: string): Promise<string | null> {
    return this.state.clientMerges[id] ?? null;
  }

  async portfolio(clientId: string, taskDoneStatus: string): Promise<ClientPortfolio> {
    const client = this.state.clients.find((c) => c.id === clientId);
    const submissions = this.state.submissions
      .filter((s) => s.clientId === clientId)
      .sort((a, b) => byText(b.createdAt, a.createdAt) || byText(a.id, b.id));
    const refs = new Map(submissions.map((s) => [s.id, s.submissionId]));
    return {
      submissions: submissions.map((s) => ({
        id: s.id,
        submissionId: s.submissionId,
        status: s.status,
        product: s.product,
        dueDate: s.dueDate ?? null,
        createdAt: s.createdAt,
      })),
      policies: this.state.policies
        .filter((p) => p.clientId === clientId)
        .sort((a, b) => byText(b.effectiveDate, a.effectiveDate) || byText(a.policyNumber, b.policyNumber))
        .map((p) => ({
          id: p.id,
          policyNumber: p.policyNumber,
          status: p.status,
          product: p.product,
          premium: p.premium,
          effectiveDate: p.effectiveDate,
          expirationDate: p.expirationDate,
        })),
      documents: this.state.documents
        .filter((d) => d.submissionId !== null && refs.has(d.submissionId))
        .sort((a, b) => byText(b.uploadedAt, a.uploadedAt) || byText(a.id, b.id))
        .map((d) => ({
          id: d.id,
          submissionId: d.submissionId!,
          submissionRef: refs.get(d.submissionId!)!,
          filename: d.filename,
          size: d.bytes.length,
          uploadedBy: d.uploadedBy,
          uploadedAt: d.uploadedAt,
        })),
      openTasks: this.state.tasks
        .filter((t) => refs.has(t.submissionId) && lower(t.status.trim()) !== lower(taskDoneStatus))
        .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.seq - b.seq)
        .map((t) => ({
          id: t.id,
          submissionId: t.submissionId,
          submissionRef: refs.get(t.submissionId)!,
          title: t.title,
          assignedTo: t.assignedTo,
          dueDate: t.dueDate,
          priority: t.priority,
          status: t.status,
        })),
      claims: this.state.claims
        .filter((c) => c.clientId === clientId)
        .sort((a, b) => byText(b.createdAt, a.createdAt) || byText(a.id, b.id))
        .map((c) => ({
          id: c.id,
          reference: c.reference,
          policyNumber: this.state.policies.find((p) => p.id === c.policyId)?.policyNumber ?? '',
          status: c.status,
          lossDate: c.lossDate,
          estimatedAmount: c.estimatedAmount,
        })),
      portalAccounts: this.state.users
        .filter((u) => u.role === 'customer' && !!client && reachedClientIds(this.state, u.email).has(client.id))
        .sort((a, b) => byText(a.username, b.username))
        .map((u) => ({
          id: u.id,
          username: u.username,
          fullName: u.fullName,
          email: u.email,
          status: u.status,
          emailVerified: u.emailVerified,
        })),
    };
  }

  async contacts(clientId: string): Promise<ClientContact[]> {
    return this.state.clientContacts
      .filter((c) => c.clientId === clientId)
      .sort((a, b) => byText(lower(a.name), lower(b.name)) || byText(a.createdAt, b.createdAt) || byText(a.id, b.id))
      .map(copy);
  }

  async addContact(clientId: string, contact: ClientContactInput): Promise<ClientContact> {
    const row: ClientContact = {
      id: newId(),
      clientId,
      name: contact.name,
      role: contact.role ?? null,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      createdAt: now(),
    };
    this.state.clientContacts.push(row);
    return copy(row);
  }

  async updateContact(clientId: string, contactId: string, change: Partial<ClientContactInput>): Promise<ClientContact | null> {
    const row = this.state.clientContacts.find((c) => c.id === contactId && c.clientId === clientId);
    if (!row) return null;
    for (const [key, value] of Object.entries(change)) {
      if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = value;
    }
    return copy(row);
  }

  async removeContact(clientId: string, contactId: string): Promise<boolean> {
    const before = this.state.clientContacts.length;
    this.state.clientContacts = this.state.clientContacts.filter((c) => !(c.id === contactId && c.clientId === clientId));
    return this.state.clientContacts.length < before;
  }

  async history(clientId: string): Promise<ClientHistoryEntry[]> {
    return this.state.clientHistory
      .filter((h) => h.clientId === clientId)
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.seq - a.seq)
      .map(({ id, user, date, action, details }) => ({ id, user, date, action, details }));
  }

  async addHistory(clientId: string, entry: { userId: string | null; user: string; action: string; details: string; date: string }) {
    this.state.clientHistory.push({ id: newId(), seq: nextSeq(this.store), clientId, ...entry });
  }

  async merge(keptId: string, duplicateId: string, at: string): Promise<ClientMergeCounts> {
    const move = <T extends { clientId: string | null }>(rows: T[]) => {
      const moving = rows.filter((r) => r.clientId === duplicateId);
      for (const row of moving) row.clientId = keptId;
      return moving.length;
    };
    const counts: ClientMergeCounts = {
      submissions: move(this.state.submissions),
      policies: move(this.state.policies),
      contacts: move(this.state.clientContacts),
      claims: move(this.state.claims),
      invitations: move(this.state.accountTokens.filter((t) => !t.usedAt)),
      messages: move(this.state.clientMessages),
    };
    move(this.state.clientMessageDocuments);
    this.state.threadReads = this.state.threadReads.filter((r) => !(r.kind === 'general' && r.threadId === duplicateId));
    this.state.clientMerges[duplicateId] = keptId;
    const duplicate = this.state.clients.find((c) => c.id === duplicateId);
    // The duplicate gives up its address: a customer bound by it reaches the kept client, never an empty shell.
    if (duplicate) duplicate.email = null;
    void at;
    return counts;
  }
}
