import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { CHANGED_BY_SOMEONE_ELSE, VERSION_MESSAGE, staleWrite, takeReadVersion, writeOverReadVersion } from './record-version.ts';

describe('takeReadVersion', () => {
  it.each([
    [{ yearBuilt: 1990, version: 3 }, 3, { yearBuilt: 1990 }],
    [{ yearBuilt: 1990, version: '3' }, 3, { yearBuilt: 1990 }],
    [{ yearBuilt: 1990, version: '"3"' }, 3, { yearBuilt: 1990 }],
    [{ yearBuilt: 1990, version: 'W/"12"' }, 12, { yearBuilt: 1990 }],
    [{ yearBuilt: 1990, version: null }, undefined, { yearBuilt: 1990 }],
    [{ yearBuilt: 1990 }, undefined, { yearBuilt: 1990 }],
    [[{ yearBuilt: 1990 }], undefined, [{ yearBuilt: 1990 }]],
    [undefined, undefined, undefined],
  ])('reads %j as version %s of changes %j', (input, read, changes) => {
    expect(takeReadVersion(input)).toEqual({ read, changes });
  });

  it.each([0, -1, 1.5, 'latest', '', true, {}])('refuses %j as a version', (version) => {
    expect(() => takeReadVersion({ version })).toThrow(VERSION_MESSAGE);
  });
});

describe('writeOverReadVersion', () => {
  const stored = { version: 4, yearBuilt: 2014 };
  const shown = async () => ({ version: 5, yearBuilt: 2014 });
  const conflictOf = async (run: Promise<unknown>) => {
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it.each([
    ['the version it read is the stored one', 4, 4],
    ['it names no version', undefined, undefined],
  ])('writes when %s, telling the write which version to write over', async (_case, read, expected) => {
    const written: Array<number | undefined> = [];
    const result = await writeOverReadVersion(read, stored, shown, async (over) => {
      written.push(over);
      return 'written';
    });
    expect(result).toBe('written');
    expect(written).toEqual([expected]);
  });

  it('refuses, without writing, a version the record has moved past, with the record as it stands', async () => {
    let wrote = false;
    const error = await conflictOf(
      writeOverReadVersion(
        3,
        stored,
        async () => stored,
        async () => {
          wrote = true;
        },
      ),
    );
    expect(wrote).toBe(false);
    expect(error).toMatchObject({ code: 'conflict', message: CHANGED_BY_SOMEONE_ELSE, current: stored });
  });

  it('refuses a write the record moved under while it ran, with the record read again', async () => {
    const error = await conflictOf(
      writeOverReadVersion(4, stored, shown, async () => {
        throw staleWrite();
      }),
    );
    expect(error).toMatchObject({ code: 'conflict', message: CHANGED_BY_SOMEONE_ELSE, current: { version: 5 } });
  });

  it('lets any other failure of the write through as it is', async () => {
    const error = await conflictOf(
      writeOverReadVersion(4, stored, shown, async () => {
        throw AppError.notFound('Property');
      }),
    );
    expect(error).toMatchObject({ code: 'not_found', message: 'Property not found' });
  });
});
