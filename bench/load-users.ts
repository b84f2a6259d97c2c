/**
 * The simulated people of `npm run bench:load`: brokers (any staff role) and customers, each with their own
 * session, who keep picking something to do, wait for the answer, think a moment and go again.
 * Staff list, page, search, open submissions by record id and by SUB-id, create submissions, send messages
 * and upload documents. Customers do the same minus creating, and only on submissions they were shown.
 */
import { aMessage, aSubmissionBody, files } from '../bff/src/testing/builders.ts';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { KeepAliveClient, type LoadHttp } from './load-http.ts';

export const READ_CALLS = ['list', 'list (paged)', 'detail by id', 'detail by SUB-id', 'search'] as const;
export const WRITE_CALLS = ['create submission', 'send message', 'upload document'] as const;
export type CallName = (typeof READ_CALLS)[number] | (typeof WRITE_CALLS)[number];

/** A write the server acknowledged (2xx with an id): it must be in the database afterwards. */
export interface AcknowledgedWrite {
  table: 'submissions' | 'messages' | 'documents';
  id: string;
  /** For a submission, the SUB-id it was given. */
  submissionId?: string;
}

export interface LoadRecorder {
  record(call: CallName, ms: number, status: number): void;
  acknowledged(write: AcknowledgedWrite): void;
  /** A customer was shown a submission that is not theirs. */
  scopeViolation(detail: string): void;
}

type Known = { id: string; submissionId: string };
/** LOAD_CLIENT=fetch measures with fetch instead, to see what the load generator's own client costs. */
const newClient = (baseUrl: string): LoadHttp =>
  process.env.LOAD_CLIENT === 'fetch' ? new HttpClient(baseUrl) : new KeepAliveClient(baseUrl);

// Out of 100 actions; reads dominate as they do for people at work, writes are about one in six.
const STAFF_MIX: Array<[CallName, number]> = [
  ['list', 20],
  ['list (paged)', 12],
  ['detail by id', 22],
  ['detail by SUB-id', 12],
  ['search', 16],
  ['create submission', 6],
  ['send message', 6],
  ['upload document', 6],
];
const CUSTOMER_MIX: Array<[CallName, number]> = [
  ['list', 25],
  ['list (paged)', 10],
  ['detail by id', 25],
  ['detail by SUB-id', 15],
  ['search', 13],
  ['send message', 6],
  ['upload document', 6],
];
const SEARCH_TERMS = ['Client 123', 'SUB-2000-01', 'brightwater', 'summit', 'northwind', 'Client 42', 'sub-2026', 'harbor'];
const MAX_KNOWN = 200;

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

function weighted(mix: Array<[CallName, number]>): CallName {
  let roll = Math.random() * mix.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [name, weight] of mix) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return mix[0][0];
}

export interface UserOptions {
  baseUrl: string;
  username: string;
  password: string;
  clientIds: string[];
  recorder: LoadRecorder;
  thinkMs: number;
}

export class SimulatedUser {
  private readonly http: LoadHttp;
  private readonly origin: { origin: string };
  private readonly known: Known[] = [];
  private role = '';
  private email = '';

  constructor(private readonly options: UserOptions) {
    this.http = newClient(options.baseUrl);
    this.origin = { origin: options.baseUrl };
  }

  get isCustomer() {
    return this.role === 'customer';
  }

  async signIn(): Promise<void> {
    const response = await this.http.post(
      '/api/auth/login',
      { username: this.options.username, password: this.options.password },
      this.origin,
    );
    if (response.status !== 200) throw new Error(`sign-in as ${this.options.username} failed: ${response.status} ${response.text}`);
    this.role = response.data.role;
    this.email = String(response.data.email).toLowerCase();
  }

  /** Acts until `until` (a performance.now() time); a call under way then still finishes and counts. */
  async run(until: number): Promise<void> {
    // Staggered starts, so 200 people do not all click in the same millisecond.
    await sleep(Math.random() * this.options.thinkMs);
    await this.act('list');
    while (performance.now() < until) {
      await this.act(weighted(this.isCustomer ? CUSTOMER_MIX : STAFF_MIX));
      await sleep(Math.random() * 2 * this.options.thinkMs);
    }
  }

  private async act(call: CallName): Promise<void> {
    const started = performance.now();
    let status = 0;
    try {
      status = await this.perform(call);
    } catch {
      status = 0; // no answer at all: connection refused or reset
    }
    this.options.recorder.record(call, performance.now() - started, status);
  }

  private perform(call: CallName): Promise<number> {
    switch (call) {
      case 'list':
        return this.list('/api/submissions');
      case 'list (paged)':
        return this.list(`/api/submissions?limit=20&offset=${20 * Math.floor(Math.random() * (this.isCustomer ? 2 : 25))}`);
      case 'search':
        return this.list(`/api/submissions?q=${encodeURIComponent(this.isCustomer ? 'SUB-' : pick(SEARCH_TERMS))}`);
      case 'detail by id':
        return this.detail(pick(this.knownOrNone())?.id);
      case 'detail by SUB-id':
        return this.detail(pick(this.knownOrNone())?.submissionId);
      case 'create submission':
        return this.create();
      case 'send message':
        return this.message(pick(this.knownOrNone())?.id);
      case 'upload document':
        return this.upload(pick(this.knownOrNone())?.id);
    }
  }

  private knownOrNone(): Known[] {
    return this.known.length > 0 ? this.known : [{ id: '00000000-0000-4000-8000-000000000000', submissionId: 'SUB-1999-0001' }];
  }

  private remember(items: Known[]) {
    for (const { id, submissionId } of items) {
      if (this.known.some((k) => k.id === id)) continue;
      this.known.push({ id, submissionId });
      if (this.known.length > MAX_KNOWN) this.known.splice(Math.floor(Math.random() * MAX_KNOWN), 1);
    }
  }

  private async list(path: string): Promise<number> {
    const response = await this.http.get(path);
    if (response.status === 200) this.remember(response.data);
    return response.status;
  }

  private async detail(idOrSubmissionId = ''): Promise<number> {
    const response = await this.http.get(`/api/submissions/${idOrSubmissionId}`);
    if (response.status === 200 && this.isCustomer) {
      const email = String(response.data.clientEmail ?? '').toLowerCase();
      if (email !== this.email || response.data.shareWithClient !== true) {
        this.options.recorder.scopeViolation(`${this.options.username} was shown ${response.data.submissionId}`);
      }
    }
    return response.status;
  }

  private async create(): Promise<number> {
    const body = aSubmissionBody(pick(this.options.clientIds), { description: `Load test submission by ${this.options.username}` });
    const response = await this.http.post('/api/submissions', body, this.origin);
    if (response.status === 201 && response.data?.id) {
      this.options.recorder.acknowledged({ table: 'submissions', id: response.data.id, submissionId: response.data.submissionId });
      this.remember([response.data]);
    }
    return response.status;
  }

  private async message(submission = ''): Promise<number> {
    const body = aMessage({ subject: `Load test message from ${this.options.username}` });
    const response = await this.http.post(`/api/submissions/${submission}/messages`, body, this.origin);
    if (response.status === 201 && response.data?.id) this.options.recorder.acknowledged({ table: 'messages', id: response.data.id });
    return response.status;
  }

  private async upload(submission = ''): Promise<number> {
    const form = new FormData();
    const pdf = Math.random() < 0.5;
    const bytes = pdf ? files.pdf() : files.png();
    form.append(
      'document',
      new Blob([bytes as BlobPart], { type: pdf ? 'application/pdf' : 'image/png' }),
      pdf ? 'schedule.pdf' : 'photo.png',
    );
    const response = await this.http.request('POST', `/api/submissions/${submission}/documents`, { body: form, headers: this.origin });
    if (response.status === 201 && response.data?.id) this.options.recorder.acknowledged({ table: 'documents', id: response.data.id });
    return response.status;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
