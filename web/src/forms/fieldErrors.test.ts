import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { refusedFieldError, schemaValidator } from './fieldErrors.ts';

const refused = {
  values: { email: 'casey@example.com', invitation: 'tok-1' },
  issues: [
    { path: 'email', message: 'Register with the e-mail address the invitation was sent to' },
    { path: 'invitation', message: 'This invitation is invalid or has expired' },
  ],
};

describe('refusedFieldError', () => {
  it("shows the server's message while the field holds the value it refused", () => {
    expect(refusedFieldError(refused, 'email', 'casey@example.com')).toBe('Register with the e-mail address the invitation was sent to');
    expect(refusedFieldError(refused, 'invitation', 'tok-1')).toBe('This invitation is invalid or has expired');
  });

  it('ignores spaces the form trims before sending', () => {
    expect(refusedFieldError(refused, 'email', ' casey@example.com ')).toBeDefined();
  });

  it('drops the message once the person changes the value', () => {
    expect(refusedFieldError(refused, 'email', 'casey@other.example')).toBeUndefined();
  });

  it('says nothing for a field the server did not name, or when nothing was refused', () => {
    expect(refusedFieldError(refused, 'username', undefined)).toBeUndefined();
    expect(refusedFieldError(undefined, 'email', 'casey@example.com')).toBeUndefined();
  });
});

describe('schemaValidator', () => {
  const validate = schemaValidator(
    v.pipe(
      v.object({ title: v.pipe(v.string(), v.nonEmpty('Title is required')), note: v.string() }),
      v.check((input) => input.note !== 'same', 'The note must say something new'),
    ),
  );

  it("gives each field the schema's first message for it", () => {
    expect(validate({ value: { title: '', note: '' } })).toEqual({ form: undefined, fields: { title: 'Title is required' } });
  });

  it('keeps a rule about the whole input for the form', () => {
    expect(validate({ value: { title: 'Chase', note: 'same' } })).toEqual({ form: 'The note must say something new', fields: {} });
  });

  it('says nothing about valid input', () => {
    expect(validate({ value: { title: 'Chase', note: 'new' } })).toBeUndefined();
  });
});
