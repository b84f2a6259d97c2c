import {
  HISTORY_AUDIENCE,
  QUOTE_ADDED_ACTION,
  authorLabel,
  quoteAudience,
  quoteHistoryDetails,
  PRODUCT_LABELS,
  isAppError,
  rateSubmission,
  statusLabel,
  type Client,
  type HistoryAudience,
  type PropertyInput,
  type RatingResult,
  type Repositories,
  type SubmissionCoverage,
  type SubmissionStatus,
  type UnitOfWork,
  type User,
  type VehicleInput,
} from '@workbench/core';
import {
  CARRIERS,
  DEMO_ACCOUNTS,
  DEMO_CARRIERS,
  DEMO_CLIENTS,
  DEMO_LOCATIONS,
  DEMO_SUBMISSIONS,
  DEMO_VEHICLES,
  type DemoSubmissionSpec,
} from './demo-data.ts';
import { makeCsv, makeDocx, makePdf, makeXlsx, makeZip } from './files.ts';

export interface SeedOptions {
  hashPassword: (password: string) => Promise<string>;
  /** Dates (created, due, history) are laid out around this moment. */
  now?: Date;
}

export interface SeedResult {
  /** False when the demo data was already there (user 'broker' exists): nothing was written. */
  created: boolean;
}

export const DEMO_YEAR = 2026;
export const demoSubmissionId = (n: number) => `SUB-${DEMO_YEAR}-${String(n).padStart(4, '0')}`;

const DAY = 86_400_000;

/**
 * Fills an empty database with the demo accounts, clients, submissions and policies, in one transaction.
 * Idempotent: does nothing when the 'broker' account exists, also when another process seeds at the same time.
 */
export async function seedDemoData(uow: UnitOfWork, options: SeedOptions): Promise<SeedResult> {
  if (await uow.repos.users.findByUsername('broker')) return { created: false };
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => options.hashPassword(a.password)));
  const now = options.now ?? new Date();
  try {
    return await uow.run(async (repos) => {
      if (await repos.users.findByUsername('broker')) return { created: false };
      await new DemoSeeder(repos, now).seed(hashes);
      return { created: true };
    });
  } catch (error) {
    // Another process seeded first: its accounts won the unique index.
    if (isAppError(error) && error.code === 'conflict') return { created: false };
    throw error;
  }
}

/** How far back the demo's staff have read their conversations: newer messages show as unread. */
const READ_UP_TO_DAYS_AGO = 4;
/** How far back the demo's feeds reach: older events happened before anyone looked. */
const FEED_DAYS = 14;

class DemoSeeder {
  private users: Record<string, User> = {};
  private clients: Client[] = [];
  /** The directory's carriers by name, for the quotes. */
  private carriers = new Map<string, string>();
  /** Who works on each demo submission, for the work hub. */
  private readonly workers: Array<{ id: string; createdAt: string; people: User[] }> = [];

  constructor(
    private readonly repos: Repositories,
    private readonly now: Date,
  ) {}

  private at(daysFromNow: number, hour = 9): string {
    const d = new Date(this.now.getTime() + daysFromNow * DAY);
    // Spread the minutes a little so entries of one day do not all share a timestamp.
    d.setUTCHours(hour, Math.abs(Math.round(daysFromNow * 37)) % 60, 0, 0);
    return d.toISOString();
  }

  private day(daysFromNow: number): string {
    return new Date(this.now.getTime() + daysFromNow * DAY).toISOString().slice(0, 10);
  }

  async seed(hashes: string[]) {
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const { password: _password, carrier: _carrier, ...fields } = account;
      this.users[account.username] = await this.repos.users.create({ ...fields, passwordHash: hashes[i] });
    }
    for (const client of DEMO_CLIENTS) this.clients.push(await this.repos.clients.create(client));
    for (const carrier of DEMO_CARRIERS) {
      const created = await this.repos.carriers.create(carrier, this.at(-60));
      await this.repos.carriers.addHistory(created.id, {
        user: authorLabel(this.users.manager!),
        action: 'Carrier added',
        details: carrier.name,
        date: this.at(-60),
      });
      this.carriers.set(carrier.name, created.id);
    }
    for (const account of DEMO_ACCOUNTS) {
      if (account.carrier) await this.repos.users.setCarrier(this.users[account.username]!.id, this.carriers.get(account.carrier)!);
    }
    for (const [index, spec] of DEMO_SUBMISSIONS.entries()) await this.submission(index + 1, spec);
    await this.placements();
    await this.policies();
    await this.workHub();
    await this.organisation();
  }

  /**
   * Three open submissions taken to Hartford and Chubb, each sent a package by the broker, so the demo's
   * carrier underwriter (Hartford's) has a desk to work and the broker markets to follow.
   */
  private async placements() {
    const broker = this.users.broker!;
    const placed = DEMO_SUBMISSIONS.map((spec, i) => ({ spec, n: i + 1 }))
      .filter(({ spec, n }) => n >= 4 && n <= 11 && ['pending', 'in_progress', 'in_review'].includes(spec.status))
      .slice(0, 3);
    for (const [i, { n }] of placed.entries()) {
      const submission = (await this.repos.submissions.get(demoSubmissionId(n)))!;
      for (const name of ['Hartford', 'Chubb']) {
        const carrier = DEMO_CARRIERS.find((c) => c.name === name)!;
        const at = this.at(-6 + i, 10);
        const market = await this.repos.placement.addMarket(submission.id, this.carriers.get(name)!, at);
        await this.repos.placement.addSend(market.id, {
          to: carrier.contacts.find((c) => c.email)?.email ?? 'underwriting@carrier.example',
          subject: `Submission ${submission.submissionId}: ${submission.client}, ${PRODUCT_LABELS[submission.product]}`,
          coverNote: `Please find the ${PRODUCT_LABELS[submission.product].toLowerCase()} submission for ${submission.client} attached.\nWe would appreciate your indication by the end of next week.`,
          documents: [],
          sentBy: authorLabel(broker),
          sentById: broker.id,
          sentAt: at,
        });
      }
    }
  }

  /**
   * The firm's two offices under real-sounding names, each with a team, the broker in one and the broker
   * manager in the other, and a renewal campaign grouping the renewals the broker holds.
   */
  private async organisation() {
    const org = this.repos.organisation;
    const [chicago, milwaukee] = await Promise.all([org.findOffice('brokerage-a'), org.findOffice('brokerage-b')]);
    if (!chicago || !milwaukee) return;
    await org.renameOffice(chicago.id, 'Chicago Loop');
    await org.renameOffice(milwaukee.id, 'Milwaukee');
    const broker = this.users.broker!;
    const manager = this.users.manager!;
    await org.placeStaff(broker.id, chicago.id);
    await org.placeStaff(manager.id, milwaukee.id);
    const property = await org.createTeam(chicago.id, 'Property & Casualty');
    await org.setTeamMembers(property.id, [broker.id]);
    const fleet = await org.createTeam(milwaukee.id, 'Fleet & Motor');
    await org.setTeamMembers(fleet.id, [manager.id]);
    const campaign = await org.createProject({
      officeId: chicago.id,
      name: 'Spring renewals',
      description: 'Renewing the Chicago book ahead of its expiry dates.',
      dueDate: this.day(45),
      createdBy: manager.fullName,
    });
    const renewals = (await org.openAssignedTo(broker.id, 50)).slice(0, 4);
    await org.addToProject(
      campaign.id,
      renewals.map((s) => s.id),
    );
  }

  /**
   * The creator and the assignee of each submission follow it since it was made, have read its conversations
   * up to a few days ago, and find in their feed what others did on it lately: new messages and assignments.
   */
  private async workHub() {
    const readUpTo = this.at(-READ_UP_TO_DAYS_AGO, 0);
    const feedFrom = Date.parse(this.at(-FEED_DAYS, 0));
    for (const { id, createdAt, people } of this.workers) {
      const messages = await this.repos.messages.list(id);
      const history = await this.repos.history.list(id);
      for (const person of people) {
        await this.repos.inbox.follow(person.id, id, createdAt);
        for (const channel of new Set(messages.map((m) => m.channel)))
          await this.repos.inbox.markConversationRead(person.id, id, channel, readUpTo);
        const news = [
          ...messages
            .filter((m) => Date.parse(m.date) > Date.parse(readUpTo) && m.from !== authorLabel(person))
            .map((m) => ({
              kind: 'message' as const,
              title: 'New message',
              details: `${m.subject}: ${m.content.slice(0, 140)}`,
              actor: m.from,
              createdAt: m.date,
            })),
          ...history
            .filter((h) => h.action === 'Assigned' && h.details.endsWith(person.fullName) && Date.parse(h.date) > feedFrom)
            .map((h) => ({ kind: 'assignment' as const, title: 'Assigned to you', details: h.details, actor: h.user, createdAt: h.date })),
        ];
        await this.repos.inbox.addNotifications(news.map((n) => ({ ...n, userId: person.id, submissionRecordId: id })));
      }
    }
  }

  private schedules(n: number, spec: DemoSubmissionSpec): { properties: PropertyInput[]; vehicles: VehicleInput[] } {
    const pool = DEMO_LOCATIONS[spec.client];
    const wantsProperties = spec.product !== 'commercial_auto';
    const wantsVehicles = spec.product !== 'commercial_property';
    let properties = wantsProperties ? pool.slice(0, 1 + (n % pool.length)) : [];
    const start = (n * 5) % DEMO_VEHICLES.length;
    const count = 2 + (n % 4);
    let vehicles = wantsVehicles ? [...DEMO_VEHICLES, ...DEMO_VEHICLES].slice(start, start + count) : [];
    if (n === 1) {
      properties = pool.slice(0, 4);
      vehicles = DEMO_VEHICLES.slice(0, 4);
    }
    if (n === 2) {
      // The customer's renewal that needs information: the extracted schedule has gaps to fill in.
      properties = [
        { ...pool[0], needsReview: [] },
        {
          ...pool[1],
          constructionType: null,
          yearBuilt: null,
          needsReview: ['constructionType', 'yearBuilt'],
          // Where the extractor read them, so the highlighted gaps tell what the schedule said.
          sources: {
            constructionType: { confidence: 0.3, sheet: 'SOV 2026', row: 5, column: 'Const. Class', text: 'see survey' },
            yearBuilt: { confidence: 0.4, sheet: 'SOV 2026', row: 5, column: 'Yr Blt', text: "c. '7?" },
          },
        },
        {
          name: 'Waukegan Overflow Storage',
          address: '3900 Sunset Ave',
          city: 'Waukegan',
          state: 'IL',
          zipCode: null,
          yearBuilt: null,
          constructionType: null,
          occupancyType: 'Storage',
          squareFootage: 30000,
          stories: 1,
          sprinklered: null,
          ownership: 'Tenant',
          needsReview: ['zipCode', 'yearBuilt', 'constructionType', 'sprinklered'],
          sources: {
            zipCode: { confidence: 0.2, sheet: 'SOV 2026', row: 6, column: 'Zip', text: '6008' },
            sprinklered: { confidence: 0.5, sheet: 'SOV 2026', row: 6, column: 'Sprinklers', text: 'partial' },
          },
        },
      ];
    }
    return { properties, vehicles };
  }

  private coverages(spec: DemoSubmissionSpec, n: number): SubmissionCoverage[] {
    const scale = 1 + (n % 5) * 0.25;
    const list: SubmissionCoverage[] = [];
    if (spec.product !== 'commercial_auto') {
      list.push({ coverage: 'property', limit: Math.round(5_000_000 * scale), deductible: 10_000, premium: null, notes: null });
      list.push({ coverage: 'general_liability', limit: 2_000_000, deductible: 5_000, premium: null, notes: null });
    }
    if (spec.product !== 'commercial_property') {
      list.push({
        coverage: 'motor_fleet',
        limit: 1_000_000,
        deductible: 2_500,
        premium: null,
        notes: 'Hired and non-owned auto included',
      });
    }
    if (n === 2) list[0] = { ...list[0], deductible: null };
    return list;
  }

  private rating(n: number, properties: PropertyInput[], vehicles: VehicleInput[], coverages: SubmissionCoverage[]): RatingResult {
    const computed = rateSubmission({ properties, vehicles, coverages }, this.now);
    if (n !== 1 || computed.score === 85) return computed;
    return withScore(computed, 85);
  }

  private async submission(n: number, spec: DemoSubmissionSpec) {
    const { repos } = this;
    const client = this.clients[spec.client];
    const broker = this.users.broker;
    const assignee = spec.assignee ? this.users[spec.assignee] : null;
    const creator = n % 3 === 0 ? this.users.manager : broker;
    const createdDaysAgo = 62 - n * 2;
    const createdAt = this.at(-createdDaysAgo, 8 + (n % 9));
    const { properties, vehicles } = this.schedules(n, spec);
    const coverages = this.coverages(spec, n);
    const summary = await repos.submissions.create({
      submissionId: demoSubmissionId(n),
      clientId: client.id,
      transactionType: spec.transactionType,
      priority: spec.priority,
      status: spec.status,
      type: spec.type,
      channel: spec.type === 'email' ? 'Email' : 'Broker Portal',
      isNew: spec.isNew,
      product: spec.product,
      rating: this.rating(n, properties, vehicles, coverages),
      dueDate: this.day(spec.due),
      description: describe(spec, client),
      notes:
        n % 4 === 0
          ? [{ content: 'Client prefers a single carrier for all lines.' }]
          : n === 1
            ? [{ content: 'Renewal of the prior carrier expires at month end.' }, { content: 'Loss runs received for 2021-2025.' }]
            : [],
      coverages,
      shareWithClient: spec.shared ?? false,
      assignedToId: assignee?.id ?? null,
      createdById: creator.id,
      createdAt,
    });
    const id = summary.id;
    this.workers.push({ id, createdAt, people: assignee && assignee.id !== creator.id ? [creator, assignee] : [creator] });
    await repos.schedules.addProperties(id, properties);
    await repos.schedules.addVehicles(id, vehicles);
    if (spec.status === 'approved' || spec.status === 'rejected') {
      await repos.submissions.update(id, { decidedAt: this.at(-createdDaysAgo + 6 + (n % 5), 15) });
    }

    await this.history(id, n, spec, createdDaysAgo, creator, assignee);
    await this.quotes(id, n, spec, createdDaysAgo);
    await this.tasks(id, n, spec);
    const documents = n === 1 ? await this.sampleDocuments(id, createdDaysAgo) : [];
    await this.messages(id, n, spec, client, documents, createdDaysAgo);
    await this.relatedItems(id, n);
  }

  private async history(id: string, n: number, spec: DemoSubmissionSpec, createdDaysAgo: number, creator: User, assignee: User | null) {
    const add = (
      daysAfter: number,
      user: User | null,
      action: string,
      details: string,
      audience: HistoryAudience = HISTORY_AUDIENCE.submission,
    ) =>
      this.repos.history.add(id, {
        userId: user?.id ?? null,
        user: user ? authorLabel(user) : 'System',
        action,
        details,
        audience,
        date: this.at(-createdDaysAgo + daysAfter, 9 + Math.round(daysAfter)),
      });
    await add(
      0,
      creator,
      'Submission created',
      `${demoSubmissionId(n)} created ${spec.type === 'email' ? 'from an emailed request' : 'in the broker portal'}`,
    );
    await add(0.1, null, 'Risk rated', 'Initial risk rating calculated from the schedules', HISTORY_AUDIENCE.rating);
    if (assignee) await add(1, this.users.manager, 'Assigned', `Assigned to ${assignee.fullName}`);
    const path: SubmissionStatus[] = {
      pending: [],
      in_progress: ['in_progress'],
      in_review: ['in_progress', 'in_review'],
      approved: ['in_progress', 'in_review', 'approved'],
      rejected: ['in_progress', 'in_review', 'rejected'],
    }[spec.status] as SubmissionStatus[];
    let previous: SubmissionStatus = 'pending';
    for (const [i, status] of path.entries()) {
      const decided = status === 'approved' || status === 'rejected';
      const who = decided ? (n % 2 ? this.users.insurer : this.users.manager) : (assignee ?? this.users.broker);
      if (decided) {
        const note =
          status === 'approved'
            ? 'Risk within appetite; terms agreed with the carrier.'
            : 'Outside appetite for this class; loss history too heavy.';
        await add(2 + i * 2, who, 'Decision note', note, HISTORY_AUDIENCE.decisionNote);
        await add(2 + i * 2, who, 'Decision', statusLabel(status));
      } else {
        await add(2 + i * 2, who, 'Status changed', `Status changed from ${statusLabel(previous)} to ${statusLabel(status)}`);
      }
      previous = status;
    }
  }

  /** The quotes, each arriving a day or two after creation with its history entry, as a quote added by staff has. */
  private async quotes(id: string, n: number, spec: DemoSubmissionSpec, createdDaysAgo: number) {
    const count = 1 + (n % 3);
    const base = { commercial_property: 38_000, commercial_auto: 24_000, commercial_package: 61_000 }[spec.product];
    for (let i = 0; i < count; i++) {
      const status =
        spec.status === 'approved'
          ? i === 0
            ? 'Approved'
            : 'Declined'
          : spec.status === 'rejected'
            ? 'Declined'
            : ['Pending', 'Approved', 'Declined'][(n + i) % 3];
      const carrier = CARRIERS[(n + i * 2) % CARRIERS.length]!;
      const quote = await this.repos.quotes.add(id, {
        carrier,
        carrierId: this.carriers.get(carrier) ?? null,
        amount: Math.round(base * (1 + ((n * 7 + i * 13) % 30) / 100) * 100) / 100,
        status,
        validUntil: this.day(spec.due + 30 + i * 15),
        coverage: PRODUCT_LABELS[spec.product],
      });
      // A day or three after creation; a submission created this morning got its quotes by now.
      let arrived = this.at(-createdDaysAgo + 1 + ((n + i) % 3) + i * 0.5, 10 + i);
      if (arrived > this.now.toISOString()) arrived = this.now.toISOString();
      await this.repos.history.add(id, {
        userId: this.users.broker.id,
        user: authorLabel(this.users.broker),
        action: QUOTE_ADDED_ACTION,
        details: quoteHistoryDetails(quote),
        audience: quoteAudience(quote),
        date: arrived,
      });
    }
  }

  private async tasks(id: string, n: number, spec: DemoSubmissionSpec) {
    const titles = [
      'Review loss runs',
      'Request updated statement of values',
      'Confirm sprinkler certificates',
      'Verify driver list and MVRs',
      'Send quote comparison to client',
      'Collect signed application',
    ];
    const statuses = ['In Progress', 'Completed', 'Not Started'];
    const priorities = ['High', 'Medium', 'Low'];
    const staff = [this.users.broker, this.users.manager, this.users.insurer];
    const decided = spec.status === 'approved' || spec.status === 'rejected';
    for (let i = 0; i < 1 + (n % 2); i++) {
      await this.repos.tasks.add(id, {
        title: titles[(n + i) % titles.length],
        assignedTo: staff[(n + i) % staff.length].fullName,
        dueDate: this.day(spec.due - 3 + i * 2),
        status: decided ? 'Completed' : statuses[(n + i) % statuses.length],
        priority: priorities[(n + i) % priorities.length],
      });
    }
  }

  private async messages(id: string, n: number, spec: DemoSubmissionSpec, client: Client, documents: string[], createdDaysAgo: number) {
    const broker = this.users.broker.fullName;
    const carrier = CARRIERS[n % CARRIERS.length];
    const contact = client.contactPerson ?? client.name;
    const messages = [
      {
        from: contact,
        to: broker,
        channel: 'client' as const,
        subject: `${PRODUCT_LABELS[spec.product]} – ${client.name}`,
        content: `Hi ${broker.split(' ')[0]}, please find our updated information for the ${spec.transactionType === 'renewal' ? 'renewal' : 'submission'}. Let me know if the underwriters need anything else from us before the due date.`,
      },
      {
        from: `${carrier} Underwriting`,
        to: broker,
        channel: 'carrier' as const,
        carrierId: this.carriers.get(carrier) ?? null,
        subject: `Re: ${demoSubmissionId(n)} indication`,
        content:
          n % 2
            ? 'Indication attached.'
            : `We have reviewed ${client.name} and can offer terms subject to a satisfactory survey of the main location and confirmation of sprinkler maintenance records.`,
      },
    ];
    for (const [i, m] of messages.entries()) {
      if (n > 1 && (n + i) % 4 === 3) continue;
      await this.repos.messages.add(id, { ...m, attachmentIds: [], date: this.at(-createdDaysAgo + 1 + i * 2, 10 + i) });
    }
    if (n === 1) {
      const [lossRuns, , sov, , fleet] = documents;
      await this.repos.messages.add(id, {
        from: 'Taylor Brooks',
        to: broker,
        channel: 'client',
        subject: 'Statement of values and loss runs',
        content:
          'Attached are our 2026 statement of values and the five-year loss runs. The Joliet cold storage site is new this year, so please make sure it is included in the property schedule.',
        attachmentIds: [sov, lossRuns],
        date: this.at(-createdDaysAgo + 3, 14),
      });
      await this.repos.messages.add(id, {
        from: 'Hartford Underwriting',
        to: broker,
        channel: 'carrier',
        carrierId: this.carriers.get('Hartford') ?? null,
        subject: 'Fleet schedule received',
        content: 'Thanks, the fleet schedule is in order. We will come back with auto terms this week.',
        attachmentIds: [fleet],
        date: this.at(-createdDaysAgo + 5, 11),
      });
      await this.repos.messages.add(id, {
        from: authorLabel(this.users.broker),
        to: 'Jordan Lee',
        channel: 'internal',
        subject: 'Ready for review soon',
        content: 'Quotes from Hartford and Travelers are in; waiting on Chubb before sending for review.',
        attachmentIds: [],
        date: this.at(-createdDaysAgo + 6, 16),
      });
    }
  }

  private async relatedItems(id: string, n: number) {
    if (n % 2 === 0 && n !== 1) return;
    const items = [
      {
        type: 'Policy',
        reference: `POL-${DEMO_YEAR - 1}-${String(100 + n).padStart(4, '0')}`,
        description: 'Expiring policy',
        status: 'Active',
        date: this.day(-300 + n),
      },
      {
        type: 'Claim',
        reference: `CLM-${DEMO_YEAR - 1}-${String(40 + n).padStart(4, '0')}`,
        description: 'Water damage, closed without payment',
        status: 'Closed',
        date: this.day(-200 + n),
      },
      {
        type: 'Invoice',
        reference: `INV-${DEMO_YEAR}-${String(700 + n).padStart(4, '0')}`,
        description: 'Deposit premium',
        status: 'Pending',
        date: this.day(-5),
      },
    ];
    for (const item of items.slice(0, 1 + (n % 3))) await this.repos.relatedItems.add(id, item);
  }

  /** The five documents of the detail screen's sample list: PDF, DOCX, XLSX, ZIP and PDF. Returns their ids. */
  private async sampleDocuments(id: string, createdDaysAgo: number): Promise<string[]> {
    const locations = DEMO_LOCATIONS[0].map((p) => ({
      'Location Name': p.name ?? null,
      Address: p.address ?? null,
      City: p.city ?? null,
      State: p.state ?? null,
      'Zip Code': p.zipCode ?? null,
      'Year Built': p.yearBuilt ?? null,
      'Construction Type': p.constructionType ?? null,
      Occupancy: p.occupancyType ?? null,
      'Square Footage': p.squareFootage ?? null,
      Stories: p.stories ?? null,
      Sprinklered: p.sprinklered ? 'Yes' : 'No',
      'Building Value': p.buildingValue ?? null,
      Contents: p.contentsValue ?? null,
      'Business Interruption': p.biValue ?? null,
    }));
    const fleet = DEMO_VEHICLES.slice(0, 4);
    const files = [
      {
        filename: 'Loss Runs 2021-2025.pdf',
        mimeType: 'application/pdf',
        bytes: makePdf('Loss Runs 2021-2025 - Brightwater Logistics', [
          'Policy Year   Line              Claims   Incurred',
          '2021          Commercial Property   1      $12,400',
          '2022          Commercial Auto       2      $31,750',
          '2023          Commercial Property   0           $0',
          '2024          Commercial Auto       1       $8,900',
          '2025          General Liability     0           $0',
        ]),
      },
      {
        filename: 'Broker Submission Letter.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: makeDocx([
          'Northstar Brokers',
          'Submission: Brightwater Logistics - Commercial Package',
          'We are pleased to present Brightwater Logistics, a Chicago-based third-party logistics provider with four locations and a modern fleet.',
          'Requested effective date: 1 January 2027.',
        ]),
      },
      {
        filename: 'Statement of Values 2026.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: makeXlsx('Locations', locations),
      },
      {
        filename: 'Site Photos and Surveys.zip',
        mimeType: 'application/zip',
        bytes: makeZip([
          { name: 'README.txt', data: 'Survey notes for the Fulton Market and Elk Grove sites.\n' },
          { name: 'statement-of-values.csv', data: makeCsv(locations) },
        ]),
      },
      {
        filename: 'Fleet Schedule.pdf',
        mimeType: 'application/pdf',
        bytes: makePdf('Fleet Schedule - Brightwater Logistics', [
          'Fleet ID   Year  Make           Model              VIN                 Value',
          ...fleet.map((v) => `${v.fleetId}     ${v.year}  ${v.make}  ${v.model}  ${v.vin}  $${v.value?.toLocaleString('en-US')}`),
        ]),
      },
    ];
    const ids: string[] = [];
    for (const [i, file] of files.entries()) {
      const saved = await this.repos.documents.save({
        submissionId: id,
        ...file,
        uploadedBy: i === 1 ? authorLabel(this.users.broker) : authorLabel(this.users.customer),
        uploadedAt: this.at(-createdDaysAgo + 1 + i, 10 + i),
      });
      ids.push(saved.id);
    }
    return ids;
  }

  private async policies() {
    const [brightwater, summit] = this.clients;
    const autoSubmission = await this.repos.submissions.resolveId(demoSubmissionId(3));
    const effective = `${DEMO_YEAR}-01-01`;
    const expiration = `${DEMO_YEAR}-12-31`;
    await this.repos.policies.create({
      policyNumber: 'POL-2025-0001',
      clientId: brightwater.id,
      submissionId: null,
      status: 'active',
      product: 'commercial_property',
      premium: 4250,
      effectiveDate: effective,
      expirationDate: expiration,
    });
    await this.repos.policies.create({
      policyNumber: 'POL-2025-0002',
      clientId: brightwater.id,
      submissionId: autoSubmission,
      status: 'active',
      product: 'commercial_auto',
      premium: 2800,
      effectiveDate: effective,
      expirationDate: expiration,
    });
    await this.repos.policies.create({
      policyNumber: 'POL-2025-0003',
      clientId: summit.id,
      submissionId: null,
      status: 'active',
      product: 'commercial_package',
      premium: 18900,
      effectiveDate: `${DEMO_YEAR}-03-01`,
      expirationDate: `${DEMO_YEAR + 1}-02-28`,
    });
  }
}

function describe(spec: DemoSubmissionSpec, client: Client): string {
  const what = {
    commercial_property: 'property cover for its locations',
    commercial_auto: 'auto cover for its fleet',
    commercial_package: 'a package of property, liability and fleet cover',
  }[spec.product];
  const why =
    spec.transactionType === 'renewal'
      ? 'Renewal of the expiring program'
      : spec.transactionType === 'mta'
        ? 'Mid-term change to the current program'
        : spec.transactionType === 'new_business'
          ? 'New business'
          : 'Request received';
  return `${why}: ${client.name} (${client.industry}) needs ${what}.`;
}

/** The same factors, their points scaled so they still add up to the given score. */
function withScore(rating: RatingResult, score: number): RatingResult {
  const total = rating.factors.reduce((sum, f) => sum + f.points, 0) || 1;
  const factors = rating.factors.map((f) => ({ ...f, points: Math.min(f.max, Math.round((f.points * score) / total)) }));
  const drift = score - factors.reduce((sum, f) => sum + f.points, 0);
  if (drift !== 0 && factors.length) {
    const target = factors.find((f) => f.points + drift >= 0 && f.points + drift <= f.max) ?? factors[0];
    target.points += drift;
  }
  return { score, label: 'good', factors };
}
