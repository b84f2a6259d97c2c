import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageWindow } from './paging.ts';

describe('pageWindow', () => {
  it.each<[{ limit?: number; offset?: number }, { limit: number; offset: number }]>([
    [{}, { limit: DEFAULT_PAGE_SIZE, offset: 0 }],
    [
      { limit: 10, offset: 20 },
      { limit: 10, offset: 20 },
    ],
    [{ limit: 0 }, { limit: 1, offset: 0 }],
    [{ limit: MAX_PAGE_SIZE + 1 }, { limit: MAX_PAGE_SIZE, offset: 0 }],
    [
      { limit: 2.7, offset: 3.9 },
      { limit: 2, offset: 3 },
    ],
    [{ offset: -5 }, { limit: DEFAULT_PAGE_SIZE, offset: 0 }],
  ])('reads %j as %j', (query, window) => {
    expect(pageWindow(query)).toEqual(window);
  });
});
