import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { safeParseIssues } from '../shared/validation.ts';
import { NewClientSchema } from './schemas.ts';
import type { NewClient } from './entities.ts';

describe('NewClientSchema', () => {
  it.each([
    ['a missing name', {}, 'Client name is required'],
    ['a blank name', { name: '   ' }, 'Client name is required'],
    ['an invalid email', { name: 'Acme', email: 'not-an-email' }, 'Must be a valid email'],
    ['a very long name', { name: 'n'.repeat(201) }, 'Client name must be at most 200 characters'],
  ])('rejects %s', (_, input, message) => {
    expect(safeParseIssues(NewClientSchema, input)[0]?.message).toBe(message);
  });

  it('sends empty optional fields as null, as the wizard does', () => {
    const out: NewClient = v.parse(NewClientSchema, {
      name: ' Acme Manufacturing ',
      contactPerson: '',
      email: '  ',
      phone: '',
      address: '',
    });
    expect(out).toEqual({
      name: 'Acme Manufacturing',
      contactPerson: null,
      email: null,
      phone: null,
      address: null,
      industry: null,
      companySize: null,
    });
  });

  it('keeps filled fields trimmed', () => {
    expect(
      v.parse(NewClientSchema, {
        name: 'Acme',
        contactPerson: ' Ann Lee ',
        email: ' ann@acme.com ',
        phone: '555',
        address: '1 Main St',
        industry: 'Manufacturing',
        companySize: '50-100',
      }),
    ).toMatchObject({ contactPerson: 'Ann Lee', email: 'ann@acme.com', industry: 'Manufacturing', companySize: '50-100' });
  });
});
