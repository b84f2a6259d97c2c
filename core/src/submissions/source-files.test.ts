import { describe, expect, it } from 'vitest';
import { fileDigest, rowsReadFrom, scheduleCount } from './source-files.ts';

describe('the file a schedule row was read from', () => {
  it('is known by the SHA-256 of its bytes', async () => {
    expect(await fileDigest(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("picks the rows read from the same bytes, whatever the file's name, and none for no file", () => {
    const file = { filename: 'sov.csv', digest: 'a'.repeat(64) };
    const schedule = {
      properties: [{ id: '1', sourceFile: { filename: 'renamed.csv', digest: file.digest } }, { id: '2', sourceFile: null }, { id: '3' }],
      vehicles: [{ id: '4', sourceFile: { filename: 'sov.csv', digest: 'b'.repeat(64) } }],
    };
    expect(rowsReadFrom(schedule, file)).toEqual({ properties: [schedule.properties[0]], vehicles: [] });
    expect(rowsReadFrom(schedule, undefined)).toEqual({ properties: [], vehicles: [] });
  });

  it('counts rows in words', () => {
    expect(scheduleCount({ properties: 8, vehicles: 0 })).toBe('8 locations');
    expect(scheduleCount({ properties: 1, vehicles: 2 })).toBe('1 location and 2 vehicles');
    expect(scheduleCount({ properties: 0, vehicles: 0 })).toBe('no rows');
  });
});
