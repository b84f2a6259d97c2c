import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { missingInformation, type Submission, type UnitOfWork } from '@workbench/core';
import { InMemoryUnitOfWork } from '../inmem/in-memory-unit-of-work.ts';
import { createTestDatabase } from '../testing/database.ts';
import { CUSTOMER_EMAIL } from './demo-data.ts';
import { seedDemoData } from './demo.ts';
import { isValidVin } from '@workbench/core';

const hashPassword = async (password: string) => `hashed:${password}`;
const NOW = new Date('2026-11-21T12:00:00.000Z');

const targets: Array<[string, () => Promise<{ uow: UnitOfWork; cleanup: () => Promise<void> }>]> = [
  ['in memory', async () => ({ uow: new InMemoryUnitOfWork(), cleanup: async () => undefined })],
  ['PGlite', () => createTestDatabase({ databaseUrl: null })],
];
if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', () => createTestDatabase()]);

describe.each(targets)('demo data (%s)', (_name, make) => {
  let uow: UnitOfWork;
  let cleanup: () => Promise<void>;
  let all: Submission[];

  beforeAll(async () => {
    ({ uow, cleanup } = await make());
    const [first, concurrent] = await Promise.all([
      seedDemoData(uow, { hashPassword, now: NOW }),
      seedDemoData(uow, { hashPassword, now: NOW }),
    ]);
    expect([first.created, concurrent.created].sort()).toEqual([false, true]);
    const page = await uow.repos.submissions.list({ limit: 500 });
    all = await Promise.all(page.items.map(async (s) => (await uow.repos.submissions.get(s.id))!));
  }, 180_000);
  afterAll(() => cleanup?.());

  it('does nothing the second time', async () => {
    expect(await seedDemoData(uow, { hashPassword, now: NOW })).toEqual({ created: false });
    expect((await uow.repos.submissions.list({})).total).toBe(30);
    expect(await uow.repos.clients.list()).toHaveLength(7);
  });

  it("creates the demo accounts with hashed passwords, the firm's own insurer and Hartford's underwriter", async () => {
    for (const [username, fullName, role] of [
      ['broker', 'Alex Morgan', 'broker'],
      ['manager', 'Jordan Lee', 'broker_manager'],
      ['insurer', 'Sam Carter', 'insurer'],
      ['underwriter', 'Riley Chen', 'insurer'],
      ['customer', 'Taylor Brooks', 'customer'],
    ]) {
      expect(await uow.repos.users.findByUsername(username)).toMatchObject({ fullName, role, passwordHash: `hashed:${username}123` });
    }
    const hartford = (await uow.repos.carriers.list({ q: 'Hartford', limit: 10, offset: 0 })).items.find((c) => c.name === 'Hartford')!;
    expect((await uow.repos.users.findByUsername('underwriter'))?.carrierId).toBe(hartford.id);
    expect((await uow.repos.users.findByUsername('insurer'))?.carrierId ?? null).toBeNull();
    const sentToHartford = await uow.repos.placement.carrierDesk(hartford.id, 10);
    expect(sentToHartford).toHaveLength(3);
    expect(sentToHartford.every((item) => item.carrier === 'Hartford')).toBe(true);
    const clients = await uow.repos.clients.list();
    expect(clients.find((c) => c.email === CUSTOMER_EMAIL)?.name).toBe('Brightwater Logistics');
    expect(clients.every((c) => c.contactPerson && c.email && c.phone && c.address && c.industry && c.companySize)).toBe(true);
  });

  it('numbers 30 submissions SUB-2026-0001 to SUB-2026-0030 covering every status, priority, type and product', () => {
    expect(all.map((s) => s.submissionId).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `SUB-2026-${String(i + 1).padStart(4, '0')}`),
    );
    const values = <K extends keyof Submission>(key: K) => new Set(all.map((s) => s[key]));
    expect(values('status')).toEqual(new Set(['pending', 'in_progress', 'in_review', 'approved', 'rejected']));
    expect(values('priority')).toEqual(new Set(['none', 'low', 'medium', 'high', 'urgent']));
    expect(values('transactionType')).toEqual(new Set(['new_business', 'renewal', 'mta', null]));
    expect(values('product')).toEqual(new Set(['commercial_package', 'commercial_auto', 'commercial_property']));
    expect(values('type')).toEqual(new Set(['manual', 'email']));
    expect(values('isNew')).toEqual(new Set([true, false]));
    expect(values('assignedTo')).toEqual(new Set(['Alex Morgan', 'Jordan Lee', 'Sam Carter', null]));
    const today = NOW.toISOString().slice(0, 10);
    expect(all.filter((s) => s.dueDate! < today && s.status !== 'approved' && s.status !== 'rejected').length).toBeGreaterThan(0);
    expect(all.filter((s) => s.dueDate! >= today).length).toBeGreaterThan(10);
  });

  it('writes history actions in sentence case, as the use cases do', () => {
    const actions = new Set(all.flatMap((s) => s.history.map((h) => h.action)));
    expect(actions).toContain('Submission created');
    expect([...actions].filter((action) => !/^[A-Z][a-z]*( [a-z]+)*$/.test(action))).toEqual([]);
  });

  it('gives every submission schedules, quotes, tasks and history that fit its product', () => {
    for (const s of all) {
      expect(s.quotes.length, s.submissionId).toBeGreaterThanOrEqual(1);
      expect(s.quotes.length, s.submissionId).toBeLessThanOrEqual(3);
      expect(s.tasks.length).toBeGreaterThan(0);
      expect(s.history.length).toBeGreaterThan(1);
      expect(s.properties.length > 0, s.submissionId).toBe(s.product !== 'commercial_auto');
      expect(s.vehicles.length > 0, s.submissionId).toBe(s.product !== 'commercial_property');
      for (const v of s.vehicles) expect(isValidVin(v.vin!), v.vin!).toBe(true);
    }
    // Each quote arrived with its history entry, as a quote added by staff does, so time to quote can be read.
    for (const s of all) {
      const added = s.history.filter((h) => h.action === 'Quote added');
      expect(added.length, s.submissionId).toBe(s.quotes.length);
      for (const h of added) expect(h.date >= s.createdAt && h.date <= new Date().toISOString(), h.date).toBe(true);
    }
    const quotes = all.flatMap((s) => s.quotes);
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(['Approved', 'Pending', 'Declined']));
    for (const carrier of ['Hartford', 'Travelers', 'Chubb', 'Liberty Mutual'])
      expect(quotes.some((q) => q.carrier === carrier)).toBe(true);
    const tasks = all.flatMap((s) => s.tasks);
    expect(new Set(tasks.map((t) => t.status))).toEqual(new Set(['In Progress', 'Completed', 'Not Started']));
    expect(new Set(tasks.map((t) => t.priority))).toEqual(new Set(['High', 'Medium', 'Low']));
    const messages = all.flatMap((s) => s.messages);
    expect(new Set(messages.map((m) => m.channel))).toEqual(new Set(['client', 'carrier', 'internal']));
    expect(messages.some((m) => m.content.length > 100)).toBe(true);
    expect(messages.some((m) => m.content.length <= 100)).toBe(true);
    expect(messages.some((m) => m.attachments.length > 0)).toBe(true);
    const related = all.flatMap((s) => s.relatedItems);
    expect(new Set(related.map((r) => r.type))).toEqual(new Set(['Policy', 'Claim', 'Invoice']));
    expect(new Set(related.map((r) => r.status))).toEqual(new Set(['Active', 'Closed', 'Pending']));
  });

  it('makes SUB-2026-0001 the shared, in-progress sample rated 85 good with five real documents', async () => {
    const s = all.find((x) => x.submissionId === 'SUB-2026-0001')!;
    expect(s).toMatchObject({
      clientName: 'Brightwater Logistics',
      clientEmail: CUSTOMER_EMAIL,
      status: 'in_progress',
      shareWithClient: true,
      rating: { score: 85, label: 'good' },
    });
    expect(s.ratingFactors.reduce((sum, f) => sum + f.points, 0)).toBe(85);
    expect(s.documents.map((d) => d.type).sort()).toEqual(['DOCX', 'PDF', 'PDF', 'XLSX', 'ZIP']);
    const bytesOf = async (name: string) => {
      const doc = s.documents.find((d) => d.filename === name)!;
      return Buffer.from((await uow.repos.documents.get(doc.id))!.bytes);
    };
    const pdf = await bytesOf('Loss Runs 2021-2025.pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const sov = XLSX.read(await bytesOf('Statement of Values 2026.xlsx'));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sov.Sheets[sov.SheetNames[0]]);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]).toMatchObject({ Address: '1200 W Fulton Market', City: 'Chicago', State: 'IL' });
    const docx = await bytesOf('Broker Submission Letter.docx');
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    expect(docx.includes(Buffer.from('word/document.xml'))).toBe(true);
    const zip = s.documents.find((d) => d.type === 'ZIP')!;
    expect((await bytesOf(zip.filename)).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(s.messages.some((m) => m.attachments.some((a) => a.filename === 'Fleet Schedule.pdf'))).toBe(true);
  });

  it('shares several submissions with the customer, one of them needing information', async () => {
    const page = await uow.repos.submissions.list({ customerEmail: CUSTOMER_EMAIL });
    expect(page.total).toBeGreaterThanOrEqual(3);
    const shared = all.filter((s) => page.items.some((i) => i.id === s.id));
    expect(shared.filter((s) => missingInformation(s).length > 0).map((s) => s.submissionId)).toContain('SUB-2026-0002');
    expect(missingInformation(all.find((s) => s.submissionId === 'SUB-2026-0001')!)).toEqual([]);
  });

  it('gives the customer two active policies totalling 7,050.00 and another client one', async () => {
    const policies = await uow.repos.policies.listForCustomer(CUSTOMER_EMAIL);
    expect(policies.map((p) => [p.policyNumber, p.product, p.premium, p.status])).toEqual([
      ['POL-2025-0001', 'commercial_property', 4250, 'active'],
      ['POL-2025-0002', 'commercial_auto', 2800, 'active'],
    ]);
    expect(policies.reduce((sum, p) => sum + p.premium, 0)).toBe(7050);
    expect(await uow.repos.policies.listForCustomer('dana.whitfield@summitridgemfg.com')).toHaveLength(1);
  });
});
