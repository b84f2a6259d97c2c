import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { safeParseIssues } from '../shared/validation.ts';
import { LoginSchema, RegisterSchema, type RegisterInput } from './schemas.ts';
import type { Registration } from './entities.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) => safeParseIssues(schema, input)[0]?.message;

describe('LoginSchema', () => {
  it.each([
    ['a missing username', { password: 'secret' }, 'Username is required'],
    ['a blank username', { username: '   ', password: 'secret' }, 'Username is required'],
    ['a missing password', { username: 'broker' }, 'Password is required'],
    ['an empty password', { username: 'broker', password: '' }, 'Password is required'],
    ['an absurdly long username', { username: 'x'.repeat(101), password: 'secret' }, 'Username must be at most 100 characters'],
  ])('rejects %s', (_, input, message) => {
    expect(firstMessage(LoginSchema, input)).toBe(message);
  });

  it('trims the username but keeps the password as typed', () => {
    expect(v.parse(LoginSchema, { username: ' broker ', password: ' pass word ' })).toEqual({
      username: 'broker',
      password: ' pass word ',
    });
  });
});

const registration = (over: Record<string, unknown> = {}) => ({
  username: 'jdoe',
  password: 'secret1',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  ...over,
});

describe('RegisterSchema', () => {
  it.each([
    ['a username shorter than 3 characters', { username: 'jd' }, 'Username must be at least 3 characters'],
    ['a username of 3 spaces and a letter', { username: '  j  ' }, 'Username must be at least 3 characters'],
    ['a missing username', { username: undefined }, 'Username must be at least 3 characters'],
    ['a username with spaces inside', { username: 'jane doe' }, 'Username may only contain letters, digits and . _ - @'],
    ['a password shorter than 6 characters', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a password over 200 characters', { password: 'p'.repeat(201) }, 'Password must be at most 200 characters'],
    ['a one-letter full name', { fullName: 'J' }, 'Full name is required'],
    ['a blank full name', { fullName: '   ' }, 'Full name is required'],
    ['an invalid email', { email: 'jane@' }, 'Must be a valid email'],
    ['a missing email', { email: undefined }, 'Must be a valid email'],
    ['an unknown role', { role: 'admin' }, 'Role must be one of customer, broker, broker_manager or insurer'],
    ['a very long company name', { companyName: 'c'.repeat(201) }, 'Company name must be at most 200 characters'],
  ])('rejects %s', (_, over, message) => {
    expect(firstMessage(RegisterSchema, registration(over))).toBe(message);
  });

  it('defaults the role to customer and the optional fields to null', () => {
    expect(v.parse(RegisterSchema, registration())).toEqual({
      ...registration(),
      role: 'customer',
      companyName: null,
      phone: null,
    });
  });

  it('trims text fields and turns empty optional fields into null', () => {
    const out = v.parse(
      RegisterSchema,
      registration({
        username: ' jdoe ',
        fullName: ' Jane Doe ',
        email: ' jane@example.com ',
        companyName: ' ',
        phone: ' 555 1234 ',
        role: 'insurer',
      }),
    );
    expect(out).toMatchObject({
      username: 'jdoe',
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      companyName: null,
      phone: '555 1234',
      role: 'insurer',
    });
  });

  it.each(['customer', 'broker', 'broker_manager', 'insurer'])('accepts the role %s', (role) => {
    expect(v.parse(RegisterSchema, registration({ role })).role).toBe(role);
  });

  it('produces a Registration', () => {
    const out: RegisterInput = v.parse(RegisterSchema, registration());
    const asRegistration: Registration = out;
    expect(asRegistration.username).toBe('jdoe');
  });
});
