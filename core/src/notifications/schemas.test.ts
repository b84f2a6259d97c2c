import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { safeParseIssues } from '../shared/validation.ts';
import { EmailNotificationSchema } from './schemas.ts';
import type { EmailNotification } from './entities.ts';

const notification = (over: Record<string, unknown> = {}) => ({
  to: 'client@acme.com',
  subject: 'New Insurance Submission Created',
  submissionId: 'SUB-2026-0042',
  clientName: 'Acme Manufacturing',
  brokerName: 'Bob Broker',
  ...over,
});

describe('EmailNotificationSchema', () => {
  it('accepts the wizard notification', () => {
    const out: EmailNotification = v.parse(EmailNotificationSchema, notification());
    expect(out).toEqual(notification());
  });

  it.each([
    ['an invalid recipient', { to: 'acme.com' }, 'Must be a valid email'],
    ['a missing subject', { subject: undefined }, 'Subject is required'],
    ['a blank submission id', { submissionId: ' ' }, 'Submission ID is required'],
    ['a missing client name', { clientName: undefined }, 'Client name is required'],
    ['a missing broker name', { brokerName: '' }, 'Broker name is required'],
  ])('rejects %s', (_, over, message) => {
    expect(safeParseIssues(EmailNotificationSchema, notification(over))[0]?.message).toBe(message);
  });
});
