import { describe, expect, it } from 'vitest';
import type { User } from '../../users/index.ts';
import type { InsightsFilter } from '../entities.ts';
import type { InsightsFigures, InsightsQuery } from '../ports.ts';
import { getInsights } from './get-insights.ts';

const empty: InsightsFigures = {
  received: 0,
  quoted: 0,
  bound: 0,
  statuses: [],
  months: [],
  medianDaysToQuote: null,
  medianDaysToDecision: null,
  carriers: [],
  ratings: [],
  sla: { onTrack: 0, overdue: 0, met: 0, missed: 0 },
  topClients: [],
};

function setup() {
  const asked: { filter: InsightsFilter; today: string }[] = [];
  const insights: InsightsQuery = {
    figures: async (filter, today) => {
      asked.push({ filter, today });
      return empty;
    },
    options: async () => ({ producers: [], carriers: ['Chubb'] }),
  };
  const run = getInsights({ insights, clock: { now: () => new Date('2026-11-24T15:00:00Z') } });
  return { asked, run };
}

const user = (role: User['role'], status: User['status'] = 'active') => ({ id: 'u1', role, status }) as User;

describe('getInsights', () => {
  it('defaults to the twelve months up to today', async () => {
    const { asked, run } = setup();
    const result = await run(user('broker'), {});
    expect(asked).toEqual([{ filter: { from: '2025-12-01', to: '2026-11-24' }, today: '2026-11-24' }]);
    expect(result.months).toHaveLength(12);
    expect(result.options.carriers).toEqual(['Chubb']);
  });

  it('passes the chosen filters on', async () => {
    const { asked, run } = setup();
    const producer = '6b1f3c1e-8a4f-4f7e-9a51-2a0d3c1b9e10';
    await run(user('broker_manager'), { from: '2026-01-01', to: '2026-03-31', product: 'commercial_auto', producer, carrier: ' Chubb ' });
    expect(asked[0].filter).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      product: 'commercial_auto',
      producerId: producer,
      carrier: 'Chubb',
    });
  });

  it.each([
    [{ from: '2026-02-30' }, 'from must be a date (YYYY-MM-DD)'],
    [{ from: '2026-03-01', to: '2026-02-01' }, 'from must not be after to'],
    [{ from: '2026-12-01' }, 'from must not be after to'],
    [{ from: '2020-01-01', to: '2026-01-01' }, 'The period can cover at most 36 months'],
    [{ product: 'boats' }, 'product must be one of commercial_package, commercial_auto, commercial_property'],
    [{ producer: 'me' }, 'producer must be a user id'],
  ])('refuses %j: %s', async (query, message) => {
    const { asked, run } = setup();
    await expect(run(user('broker'), query)).rejects.toMatchObject({ code: 'invalid', message });
    expect(asked).toEqual([]);
  });

  it.each([
    ['a customer', user('customer')],
    ['a pending broker', user('broker', 'pending')],
  ])('refuses %s', async (_, actor) => {
    const { asked, run } = setup();
    await expect(run(actor, {})).rejects.toMatchObject({ code: 'forbidden' });
    expect(asked).toEqual([]);
  });
});
