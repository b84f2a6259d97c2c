import { describe, expect, it } from 'vitest';
import { STALE_AFTER_RECONNECT, parseAreas, parseCounts, staleQueriesFor, staleQueriesForCounts } from './liveUpdates.ts';

const keys = (stale: { queryKey: readonly unknown[]; active: boolean }[]) =>
  stale.map((s) => `${s.queryKey.join('/')}${s.active ? '' : ' (later)'}`).sort();

describe('staleQueriesFor', () => {
  it.each([
    [
      'inbox',
      'the feed, the inbox and follow states, and no submission',
      ['work-hub/conversations', 'work-hub/follow', 'work-hub/notifications'],
    ],
    [
      'messages',
      'the inbox, the open conversation and the open submission',
      ['submissions (later)', 'submissions/detail', 'work-hub/conversations', 'work-hub/messages'],
    ],
    ['tasks', 'the task lists and the open submission', ['submissions (later)', 'submissions/detail', 'work-hub/tasks']],
    [
      'submissions',
      'every list naming submissions, the intake and underwriting queues among them',
      [
        'decisions/queue',
        'intake/queue',
        'submissions (later)',
        'submissions/detail',
        'work-hub/conversations',
        'work-hub/notifications',
        'work-hub/tasks',
      ],
    ],
  ])('refreshes, when %s changed, %s', (area, _what, expected) => {
    expect(keys(staleQueriesFor([area]))).toEqual(expected);
  });

  it('refreshes only the open submission for history and quotes, names each query once, and ignores unknown areas', () => {
    expect(keys(staleQueriesFor(['history', 'quotes', 'history']))).toEqual(['submissions (later)', 'submissions/detail']);
    expect(staleQueriesFor(['clients', 'nonsense'])).toEqual([]);
    expect(staleQueriesFor([])).toEqual([]);
  });
});

describe('staleQueriesForCounts', () => {
  const counts = { notifications: 1, messages: 2, tasks: 3 };

  it('refreshes nothing on the first counts of a stream, or when none moved', () => {
    expect(staleQueriesForCounts(undefined, counts)).toEqual([]);
    expect(staleQueriesForCounts(counts, { ...counts })).toEqual([]);
  });

  it('refreshes the list behind each count that moved', () => {
    expect(keys(staleQueriesForCounts(counts, { ...counts, notifications: 2 }))).toEqual(['work-hub/notifications']);
    expect(keys(staleQueriesForCounts(counts, { ...counts, messages: 0 }))).toEqual(['work-hub/conversations', 'work-hub/messages']);
    expect(keys(staleQueriesForCounts(counts, { ...counts, tasks: 4 }))).toEqual(['work-hub/tasks']);
    expect(keys(staleQueriesForCounts(counts, { ...counts, decisions: 1 }))).toEqual(['decisions/queue']);
  });
});

it('refreshes the whole work hub and the open submission after a reconnect', () => {
  expect(keys(STALE_AFTER_RECONNECT)).toEqual(['submissions (later)', 'submissions/detail', 'work-hub']);
});

describe('parsing the events', () => {
  it('reads counts and refuses anything else', () => {
    expect(parseCounts('{"notifications":4,"messages":0,"tasks":1}')).toEqual({ notifications: 4, messages: 0, tasks: 1 });
    expect(parseCounts('{"notifications":4,"messages":0,"tasks":1,"decisions":3}')).toEqual({
      notifications: 4,
      messages: 0,
      tasks: 1,
      decisions: 3,
    });
    expect(parseCounts('{"notifications":4,"messages":0}')).toBeNull();
    expect(parseCounts('{"notifications":-1,"messages":0,"tasks":0}')).toBeNull();
    expect(parseCounts('not json')).toBeNull();
    expect(parseCounts('null')).toBeNull();
  });

  it('reads the changed areas, keeping only text', () => {
    expect(parseAreas('{"areas":["inbox","tasks"]}')).toEqual(['inbox', 'tasks']);
    expect(parseAreas('{"areas":["inbox",3,null]}')).toEqual(['inbox']);
    expect(parseAreas('{"areas":"inbox"}')).toEqual([]);
    expect(parseAreas('oops')).toEqual([]);
  });
});
