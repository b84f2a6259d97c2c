import { describe, expect, it } from 'vitest';
import { FieldApi, FormApi } from '@tanstack/react-form';
import { QuoteInputSchema } from '@workbench/core';
import { schemaChecked, shownError } from './schemaForm.ts';

/** The Add Quote form without its screen: the fields a person fills in, checked with the server's schema. */
function quoteForm() {
  const form = new FormApi({ defaultValues: { carrier: '', amount: null as number | null }, ...schemaChecked(QuoteInputSchema) });
  form.mount();
  const field = <N extends 'carrier' | 'amount'>(name: N) => {
    const api = new FieldApi({ form, name });
    api.mount();
    return api;
  };
  return { form, carrier: field('carrier'), amount: field('amount') };
}

describe('a form checked with a core schema', () => {
  it('shows nothing while a field is first filled in, and its message once the field is left', () => {
    const { carrier } = quoteForm();
    carrier.handleChange('C');
    carrier.handleChange('');
    expect(shownError(carrier)).toBeUndefined();
    carrier.handleBlur();
    expect(shownError(carrier)).toBe('Carrier is required');
  });

  it('takes a message away as soon as the value is right, without waiting for the field to be left', () => {
    const { carrier } = quoteForm();
    carrier.handleBlur();
    expect(shownError(carrier)).toBe('Carrier is required');
    carrier.handleChange('Chubb');
    expect(shownError(carrier)).toBeUndefined();
  });

  it('raises no message for a field the person has not left yet', () => {
    const { carrier, amount } = quoteForm();
    carrier.handleChange('Chubb');
    carrier.handleBlur();
    expect(amount.state.meta.errors).not.toEqual([]);
    expect(shownError(amount)).toBeUndefined();
  });

  it('changes the message when the value is wrong in another way', () => {
    const { amount } = quoteForm();
    amount.handleBlur();
    expect(shownError(amount)).toBe('Amount is required');
    amount.handleChange(-5);
    expect(shownError(amount)).toBe('Amount must not be negative');
  });
});
