import { useForm } from '@tanstack/react-form';
import { MarketQuoteSchema, type MarketQuoteInput } from '@workbench/core';
import { DatePicker, NumberField, TextArea, TextField } from '@workbench/ui-kit';
import * as v from 'valibot';
import { schemaValidator } from '../forms/fieldErrors.ts';
import { bound, schemaChecked } from '../forms/schemaForm.ts';
import { FormDialog } from './FormDialog.tsx';
import * as styles from '../screens/submission-detail/detail.css.ts';

/** The quote as the dialog holds it: one coverage's terms and the subjectivities one a line, figures unset as NaN. */
interface QuoteValues {
  premium: number;
  taxes: number;
  fees: number;
  commissionRate: number;
  coverage: string;
  limit: number;
  deductible: number;
  subjectivities: string;
  validUntil: string | null;
}

const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** What the dialog holds, as the quote is sent: a coverage named gives the one term, blank lines are no subjectivities. */
const quoteInput = (q: QuoteValues) => ({
  premium: orNull(q.premium),
  taxes: orNull(q.taxes),
  fees: orNull(q.fees),
  commissionRate: orNull(q.commissionRate),
  terms: q.coverage.trim() ? [{ coverage: q.coverage.trim(), limit: orNull(q.limit), deductible: orNull(q.deductible) }] : [],
  subjectivities: q.subjectivities
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  validUntil: q.validUntil,
});

/** Core's quote schema over what the dialog holds: a term's message goes to its field (terms.0.limit is Limit). */
const checkQuote = ({ value }: { value: QuoteValues }) => {
  const result = schemaValidator(MarketQuoteSchema)({ value: quoteInput(value) });
  if (!result) return undefined;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(result.fields)) fields[path.replace(/^terms\.0\./, '').replace(/\.\d+$/, '')] ??= message;
  return { form: result.form, fields };
};

/**
 * A carrier's quote as a form: the premium (required), taxes, fees, commission, one coverage's limit and
 * deductible, the subjectivities and the day it holds until, checked by core's quote schema. The broker
 * records a carrier's quote with it, and the carrier's underwriter quotes with it on the carrier desk.
 */
export function MarketQuoteDialog({
  title,
  description,
  coverage,
  submitLabel,
  isSubmitting,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  /** The coverage the term starts with (the submission's product). */
  coverage: string;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (quote: MarketQuoteInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm({
    defaultValues: {
      premium: Number.NaN,
      taxes: Number.NaN,
      fees: Number.NaN,
      commissionRate: Number.NaN,
      coverage,
      limit: Number.NaN,
      deductible: Number.NaN,
      subjectivities: '',
      validUntil: null,
    } as QuoteValues,
    ...schemaChecked(MarketQuoteSchema),
    validators: { onDynamic: checkQuote },
    onSubmit: ({ value }) => onSubmit(v.parse(MarketQuoteSchema, quoteInput(value))),
  });
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
      <form.Field name="coverage">{(field) => <TextField label="Coverage" {...bound(field)} />}</form.Field>
      <form.Field name="validUntil">{(field) => <DatePicker label="Valid Until" {...bound(field)} />}</form.Field>
      <form.Field name="limit">{(field) => <NumberField label="Limit" currency="USD" {...bound(field)} />}</form.Field>
      <form.Field name="deductible">{(field) => <NumberField label="Deductible" currency="USD" {...bound(field)} />}</form.Field>
      <div className={styles.wide}>
        <form.Field name="subjectivities">
          {(field) => <TextArea label="Subjectivities" description="One per line" {...bound(field)} />}
        </form.Field>
      </div>
    </FormDialog>
  );
}
