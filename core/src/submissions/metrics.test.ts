import { describe, expect, it } from 'vitest';
import type { MetricsData } from './ports.ts';
import { computeMetrics, METRICS_WINDOW_DAYS, metricsWindowStart } from './metrics.ts';

const data = (over: Partial<MetricsData> = {}): MetricsData => ({
  createdSince: 0,
  pending: 0,
  highRiskOpen: 0,
  approved: 0,
  rejected: 0,
  decidedCycleDays: 0,
  openTasks: 0,
  ...over,
});

describe('computeMetrics', () => {
  it('passes the counts through', () => {
    expect(computeMetrics(data({ createdSince: 2, pending: 12, highRiskOpen: 3, openTasks: 1 }))).toMatchObject({
      newSubmissions: 2,
      pendingSubmissions: 12,
      highRiskSubmissions: 3,
      pendingActions: 1,
    });
  });

  it.each([
    [0, 0, 0],
    [1, 0, 100],
    [0, 4, 0],
    [61, 39, 61],
    [2, 1, 67],
    [1, 2, 33],
    [1, 7, 13],
  ])('%i approved and %i rejected is an approval rate of %i%%', (approved, rejected, rate) => {
    expect(computeMetrics(data({ approved, rejected })).approvalRate).toBe(rate);
  });

  it.each([
    [0, 0, 0, 0],
    [1, 1, 22, 11],
    [2, 1, 10, 3.3],
    [3, 0, 2, 0.7],
    [1, 0, 0.04, 0],
  ])('%i approved and %i rejected over %f days is an average cycle of %f days', (approved, rejected, days, cycle) => {
    expect(computeMetrics(data({ approved, rejected, decidedCycleDays: days })).averageCycle).toBe(cycle);
  });
});

describe('metrics window', () => {
  it('is the last 7 days', () => {
    expect(METRICS_WINDOW_DAYS).toBe(7);
    expect(metricsWindowStart(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-14T12:00:00.000Z');
  });
});
