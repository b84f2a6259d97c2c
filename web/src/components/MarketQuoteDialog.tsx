import { useId, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { MarketQuoteSchema, type MarketQuoteInput } from '@workbench/core';
import { Alert, Button, DatePicker, NumberField, PlusIcon, TextArea, TextField, visuallyHidden } from '@workbench/ui-kit';
import * as v from 'valibot';
import { firstError } from '../forms/fieldErrors.ts';
import { bound, schemaChecked } from '../forms/schemaForm.ts';
import { FormDialog } from './FormDialog.tsx';
import { checkQuote, quoteDefaults, quoteInput, rowName, termRow } from './marketQuote.ts';
import * as styles from '../screens/submission-detail/detail.css.ts';
import * as quoteStyles from './MarketQuoteDialog.css.ts';

/**
 * A short visible label ('Limit') whose field a screen reader names in full ('Limit, Motor Fleet'). The full
 * name is one run of text: a hidden part beside the visible one would be read as a separate word.
 */
const labelFor = (visible: string, full: string) => (
  <>
    <span aria-hidden="true">{visible}</span>
    <span className={visuallyHidden}>{full}</span>
  </>
);

/**
 * A carrier's quote as a form: the premium (required), taxes, fees, commission, a row of terms (coverage,
 * limit, deductible) for each coverage offered, the subjectivities and the day it holds until, checked by
 * core's quote schema. The rows start with the coverages the risk asks for; the person adds and removes
 * rows as the carrier's terms go. The broker records a carrier's quote with it, and the carrier's
 * underwriter quotes with it on the carrier desk.
 */
export function MarketQuoteDialog({
  title,
  description,
  coverages,
  submitLabel,
  isSubmitting,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  /** The coverages the rows of terms start with, by name (the submission's requested coverages). */
  coverages: readonly string[];
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (quote: MarketQuoteInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm({
    defaultValues: quoteDefaults(coverages),
    ...schemaChecked(MarketQuoteSchema),
    validators: { onDynamic: checkQuote },
    onSubmit: ({ value }) => onSubmit(v.parse(MarketQuoteSchema, quoteInput(value))),
  });
  const addId = useId();
  // The row just added takes focus, so the person names its coverage next; rows there from the start do not.
  const [added, setAdded] = useState<number | null>(null);
  return (
    <FormDialog
      title={title}
      description={description}
      isOpen
      onClose={onClose}
      form={form}
      submitLabel={submitLabel}
      pendingLabel="Saving..."
      isSubmitting={isSubmitting}
      className={styles.formGrid}
    >
      <form.Field name="premium">
        {(field) => <NumberField label="Premium" isRequired validationBehavior="aria" currency="USD" {...bound(field)} />}
      </form.Field>
      <form.Field name="taxes">{(field) => <NumberField label="Taxes" currency="USD" {...bound(field)} />}</form.Field>
      <form.Field name="fees">{(field) => <NumberField label="Fees" currency="USD" {...bound(field)} />}</form.Field>
      <form.Field name="commissionRate">{(field) => <NumberField label="Commission (%)" {...bound(field)} />}</form.Field>
      <form.Field name="terms" mode="array">
        {(terms) => (
          <div className={quoteStyles.terms}>
            {terms.state.value.map((_, i) => (
              // Rows are keyed by place, as the form names their fields (terms[1].limit). Each row follows
              // its own coverage's name, which the list of rows does not redraw for.
              <form.Subscribe key={i} selector={(state) => rowName(state.values.terms[i] ?? termRow(), i)}>
                {(name) => (
                  <div className={quoteStyles.termRow}>
                    <form.Field name={`terms[${i}].coverage`}>
                      {(field) => (
                        <TextField
                          label={labelFor('Coverage', `Coverage ${i + 1}`)}
                          className={quoteStyles.termCoverage}
                          autoFocus={added === i}
                          {...bound(field)}
                        />
                      )}
                    </form.Field>
                    <form.Field name={`terms[${i}].limit`}>
                      {(field) => (
                        <NumberField
                          label={labelFor('Limit', `Limit, ${name}`)}
                          className={quoteStyles.termLimit}
                          currency="USD"
                          {...bound(field)}
                        />
                      )}
                    </form.Field>
                    <form.Field name={`terms[${i}].deductible`}>
                      {(field) => (
                        <NumberField
                          label={labelFor('Deductible', `Deductible, ${name}`)}
                          className={quoteStyles.termDeductible}
                          currency="USD"
                          {...bound(field)}
                        />
                      )}
                    </form.Field>
                    <Button
                      variant="outline"
                      className={quoteStyles.termRemove}
                      aria-label={`Remove ${name}`}
                      onPress={() => {
                        setAdded(null);
                        terms.removeValue(i);
                        // The row's button goes with it: focus waits on Add Coverage, beside the rows.
                        document.getElementById(addId)?.focus();
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </form.Subscribe>
            ))}
            <Button
              id={addId}
              variant="outline"
              onPress={() => {
                setAdded(terms.state.value.length);
                terms.pushValue(termRow());
              }}
            >
              <PlusIcon />
              Add Coverage
            </Button>
            {/* A message about the rows together (more coverages than a quote holds) belongs to no one row. */}
            <form.Subscribe selector={(state) => firstError(state.errors)}>
              {(message) => (message ? <Alert variant="destructive">{message}</Alert> : null)}
            </form.Subscribe>
          </div>
        )}
      </form.Field>
      <form.Field name="validUntil">{(field) => <DatePicker label="Valid Until" {...bound(field)} />}</form.Field>
      <div className={styles.wide}>
        <form.Field name="subjectivities">
          {(field) => <TextArea label="Subjectivities" description="One per line" {...bound(field)} />}
        </form.Field>
      </div>
    </FormDialog>
  );
}
