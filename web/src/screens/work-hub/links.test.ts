import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@workbench/core';
import { conversationKey, firstBucketWithTasks, notificationTab } from './links.ts';

describe('notificationTab', () => {
  it('opens task and quote notifications on their tabs and everything else on the summary', () => {
    expect(notificationTab('task')).toBe('tasks');
    expect(notificationTab('quote')).toBe('quotes');
    for (const kind of NOTIFICATION_KINDS.filter((k) => k !== 'task' && k !== 'quote')) expect(notificationTab(kind)).toBeUndefined();
  });
});

describe('conversationKey', () => {
  it('tells the channels of one submission apart', () => {
    expect(conversationKey({ submissionId: 'SUB-2026-0001', channel: 'client' })).not.toBe(
      conversationKey({ submissionId: 'SUB-2026-0001', channel: 'carrier' }),
    );
  });
});

describe('firstBucketWithTasks', () => {
  it('prefers overdue, then due today, then upcoming, and never opens on Done by itself', () => {
    expect(firstBucketWithTasks({ overdue: 2, today: 1, upcoming: 5, done: 9 })).toBe('overdue');
    expect(firstBucketWithTasks({ overdue: 0, today: 1, upcoming: 5 })).toBe('today');
    expect(firstBucketWithTasks({ overdue: 0, today: 0, upcoming: 5 })).toBe('upcoming');
    expect(firstBucketWithTasks({ overdue: 0, today: 0, upcoming: 0, done: 3 })).toBe('today');
    expect(firstBucketWithTasks({})).toBe('today');
  });
});
