import { describe, expect, it } from 'vitest';
import { customerView, isClientDocument, isClientQuote, messageAudience } from './customer-view.ts';
import type { Message, Submission } from './entities.ts';

const aMessage = (channel: Message['channel'], attachmentIds: string[] = []): Message => ({
  id: crypto.randomUUID(),
  from: 'a',
  to: 'b',
  date: '2026-01-01T00:00:00.000Z',
  subject: channel,
  content: '',
  channel,
  carrierId: null,
  attachments: attachmentIds.map((id) => ({ id, filename: `${id}.pdf`, type: 'PDF' })),
});

describe('the customer view', () => {
  it.each([
    ['client', 'client'],
    ['carrier', 'staff'],
    ['internal', 'staff'],
  ] as const)('writes the history of a %s message for %s', (channel, audience) => {
    expect(messageAudience(channel)).toBe(audience);
  });

  it.each([
    ['Approved', true],
    [' approved ', true],
    ['Pending', false],
    ['Declined', false],
    ['Expired', false],
    ['Withdrawn', false],
  ])('shows a quote in status %j to the client: %s', (status, shown) => {
    expect(isClientQuote({ status })).toBe(shown);
  });

  it('hides a document only carrier or internal messages carry, and keeps uploads and shared ones', () => {
    const messages = [aMessage('carrier', ['terms', 'shared']), aMessage('internal', ['memo']), aMessage('client', ['shared'])];
    expect(isClientDocument('terms', messages)).toBe(false);
    expect(isClientDocument('memo', messages)).toBe(false);
    expect(isClientDocument('shared', messages)).toBe(true);
    expect(isClientDocument('upload', messages)).toBe(true);
  });

  it('leaves out notes, tasks, staff history, other channels and quotes that are not offers', () => {
    const view = customerView({
      notes: [{ content: 'internal' }],
      tasks: [{ id: 't', title: 'Call', assignedTo: null, dueDate: null, status: 'Pending', priority: 'High' }],
      messages: [aMessage('client'), aMessage('carrier', ['terms'])],
      documents: [
        { id: 'terms', filename: 'terms.pdf', mimeType: 'application/pdf', type: 'PDF', size: 1, uploadedAt: '', uploadedBy: '' },
      ],
      history: [
        { id: '1', user: 'u', userId: null, date: '', action: 'Decision note', details: 'why', audience: 'staff' },
        { id: '2', user: 'u', userId: null, date: '', action: 'Submission approved', details: 'In Review → Approved', audience: 'client' },
      ],
      quotes: [
        { id: 'q1', carrier: 'A', amount: 1, status: 'Approved', validUntil: null, coverage: null },
        { id: 'q2', carrier: 'B', amount: 1, status: 'Declined', validUntil: null, coverage: null },
      ],
    } as unknown as Submission);
    expect(view.notes).toEqual([]);
    expect(view.tasks).toEqual([]);
    expect(view.messages.map((m) => m.channel)).toEqual(['client']);
    expect(view.documents).toEqual([]);
    expect(view.history.map((h) => h.action)).toEqual(['Submission approved']);
    expect(view.quotes.map((q) => q.carrier)).toEqual(['A']);
  });
});
