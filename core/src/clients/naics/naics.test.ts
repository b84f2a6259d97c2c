import { describe, expect, it } from 'vitest';
import { NAICS_2022 } from './naics-2022.ts';
import { isNaicsCode, naicsTitle, searchNaics } from './naics.ts';

describe('the NAICS list', () => {
  it('holds the 1,012 six-digit codes of 2022, each once', () => {
    expect(NAICS_2022).toHaveLength(1012);
    expect(new Set(NAICS_2022.map(([code]) => code)).size).toBe(1012);
    expect(NAICS_2022.every(([code, title]) => /^\d{6}$/.test(code) && title === title.trim() && title !== '')).toBe(true);
    expect(naicsTitle('311811')).toBe('Retail Bakeries');
    expect(isNaicsCode('31181')).toBe(false);
  });

  it('finds codes by their start, and titles by words in any case, those beginning with them first', () => {
    expect(searchNaics({ q: '23822', limit: 20 }).items).toEqual([
      { code: '238220', title: 'Plumbing, Heating, and Air-Conditioning Contractors' },
    ]);
    expect(searchNaics({ q: 'BAKERIES', limit: 20 }).items.map((c) => c.code)).toEqual(['311811', '311812']);
    const trucking = searchNaics({ q: 'trucking long', limit: 20 }).items.map((c) => c.title);
    expect(trucking).toEqual([
      'General Freight Trucking, Long-Distance, Truckload',
      'General Freight Trucking, Long-Distance, Less Than Truckload',
      'Specialized Freight (except Used Goods) Trucking, Long-Distance',
    ]);
    expect(searchNaics({ q: 'retail', limit: 200 }).items[0].title.toLowerCase().startsWith('retail')).toBe(true);
    expect(searchNaics({ q: '1', limit: 5 }).items).toHaveLength(5);
    expect(searchNaics({ q: 'no such industry', limit: 5 }).items).toEqual([]);
  });
});
