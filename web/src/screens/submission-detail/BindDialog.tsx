import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import {
  BIND_AHEAD_DAYS,
  BIND_BACKDATE_DAYS,
  BindSchema,
  CLIENT_CONFIRMATION_LABELS,
  CLIENT_WORD_CONFIRMATIONS,
  addDays,
  bindConfirmation,
  bindPeriod,
  canMoveMarket,
  isAppError,
  placementRights,
  policyYearFrom,
  quoteTotal,
  type BindInput,
  type MarketQuote,
  type Submission,
} from '@workbench/core';
import { Alert, DatePicker, DetailList, Select, TextArea, useToast } from '@workbench/ui-kit';
import { ApiError, errorMessage, fieldIssues } from '../../api/client.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { refusedFieldError, schemaValidator, type RefusedFields } from '../../forms/fieldErrors.ts';
import { bound, boundChoice, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { formatDate, formatMoney, formatNumber, todayIso } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { placementCalls, placementQueryOptions, usePlacementMutation } from '../../queries/placement.queries.ts';
import * as styles from './BindDialog.css.ts';
import * as detailStyles from './detail.css.ts';

/**
 * What the person signed in may bind on the submission now: a quote of a market that may still become bound,
 * none once the submission is bound or rejected, and none for those who do not place (insurers).
 * `chosenQuoteId` is the option the client chose in the portal, which binds on that choice.
 */
export function useBindable(submission: Submission): {
  bindable: (quoteId: string | null | undefined) => MarketQuote | undefined;
  chosenQuoteId: string | null;
} {
  const user = useQuery(currentUserQueryOptions()).data;
  const placement = useQuery(placementQueryOptions(submission.id)).data;
  const mayBind = !!user && placementRights(user).place && submission.status !== 'rejected' && !!placement && !placement.policy;
  const bindable = useMemo(() => {
    const quotes = mayBind ? placement.markets.filter((m) => canMoveMarket(m.status, 'bound')).flatMap((m) => m.quotes) : [];
    return (quoteId: string | null | undefined) => quotes.find((q) => q.id === quoteId);
  }, [mayBind, placement]);
  const chosenQuoteId = placement?.proposals.find((p) => p.status === 'chosen')?.chosenQuoteId ?? null;
  return { bindable, chosenQuoteId };
}

/** The dialog's fields: the policy period, and how the client gave their word ('' until said). */
interface BindValues {
  effectiveDate: string | null;
  expirationDate: string | null;
  confirmation: string;
  confirmationNote: string;
}

const CONFIRMATION_ITEMS = CLIENT_WORD_CONFIRMATIONS.map((c) => ({ id: c, label: CLIENT_CONFIRMATION_LABELS[c] }));
const FIELDS: readonly string[] = ['effectiveDate', 'expirationDate', 'confirmation', 'confirmationNote'];

/** The bind as the server takes it: the portal's choice needs no word of the broker's, a blank note is none. */
const bindBody = (quote: MarketQuote, chosenInPortal: boolean, values: BindValues): BindInput => ({
  quoteId: quote.id,
  effectiveDate: values.effectiveDate,
  expirationDate: values.expirationDate,
  confirmation: chosenInPortal || !values.confirmation ? null : (values.confirmation as BindInput['confirmation']),
  confirmationNote: values.confirmationNote.trim() || null,
});

/**
 * Core's bind schema and its rules for the period and the confirmation, over what the dialog holds: the
 * inception and expiry are named (the dialog shows the period it binds), within the days a bind allows,
 * and the client's word is said unless they chose this quote in the portal.
 */
const checkBind =
  (quote: MarketQuote, chosenInPortal: boolean) =>
  ({ value }: { value: BindValues }) => {
    const body = bindBody(quote, chosenInPortal, value);
    const fields: Record<string, string> = { ...schemaValidator(BindSchema)({ value: body })?.fields };
    if (!value.effectiveDate) fields.effectiveDate ??= 'Choose the inception date';
    if (!value.expirationDate) fields.expirationDate ??= 'Choose the expiry date';
    const rules = [
      () => value.effectiveDate && value.expirationDate && bindPeriod(todayIso(), value.effectiveDate, value.expirationDate),
      () => bindConfirmation(chosenInPortal, body.confirmation),
    ];
    for (const rule of rules) {
      try {
        rule();
      } catch (error) {
        if (!isAppError(error)) throw error;
        for (const issue of error.issues ?? []) fields[issue.path] ??= issue.message;
      }
    }
    return Object.keys(fields).length ? { fields } : undefined;
  };

/**
 * An inception a bind may take, from BIND_BACKDATE_DAYS ago to BIND_AHEAD_DAYS ahead. A year typed digit by
 * digit passes through days like 0002-12-11, which no expiry follows.
 */
const mayIncept = (today: string, day: string | null): day is string =>
  !!day && day >= addDays(today, -BIND_BACKDATE_DAYS) && day <= addDays(today, BIND_AHEAD_DAYS);

const amount = (n: number | null) => formatMoney(n, { missing: 'Not stated' });

/** The quote's figures and terms, as the policy will carry them. */
function WhatIsBound({ quote }: { quote: MarketQuote }) {
  return (
    <section aria-labelledby="bind-summary" className={styles.summary}>
      <h3 id="bind-summary" className={styles.summaryHeading}>
        What will be bound
      </h3>
      <DetailList
        items={[
          { label: 'Carrier', value: quote.carrier },
          { label: 'Premium', value: amount(quote.premium) },
          { label: 'Taxes', value: amount(quote.taxes) },
          { label: 'Fees', value: amount(quote.fees) },
          { label: 'Total cost', value: amount(quoteTotal(quote)) },
          {
            label: 'Commission',
            value: quote.commissionRate === null ? 'Not stated' : `${formatNumber(quote.commissionRate, { decimals: 2 })}%`,
          },
          ...(quote.validUntil ? [{ label: 'Quote valid until', value: formatDate(quote.validUntil) }] : []),
        ]}
      />
      <h3 className={styles.summaryHeading}>Coverages</h3>
      {quote.terms.length ? (
        <ul className={styles.terms}>
          {quote.terms.map((t, i) => (
            // A quote may name a coverage twice (two layers), so its place tells the lines apart.
            <li key={i}>
              <strong>{t.coverage}</strong>: limit {amount(t.limit)}, deductible {amount(t.deductible)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>The quote names no coverages.</p>
      )}
      <h3 className={styles.summaryHeading}>Subjectivities</h3>
      {quote.subjectivities.length ? (
        <ul className={styles.terms}>
          {quote.subjectivities.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>None.</p>
      )}
    </section>
  );
}

/**
 * Binding one quote, said out loud before it is done: what will be bound (carrier, cost, terms), the policy
 * period (from today for a year unless chosen; the expiry follows the inception until it is set itself), and
 * how the client gave their word, unless they chose this very quote in the portal. A refusal of a field shows
 * under it, a refusal of the binder's authority in the dialog, anything else in a toast.
 */
export function BindDialog({
  submission,
  quote,
  chosenInPortal,
  onBound,
  onClose,
}: {
  submission: Submission;
  quote: MarketQuote;
  chosenInPortal: boolean;
  /** The quote is bound (the dialog then closes). */
  onBound: () => void;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const bind = usePlacementMutation(submission.id, (body: BindInput) => placementCalls.bind(submission.id, body));
  const [refused, setRefused] = useState<RefusedFields>();
  const [authority, setAuthority] = useState<string>();
  // The refusal stands below the fields, by the button pressed; a dialog taller than the screen scrolls to it.
  const authorityRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (authority) authorityRef.current?.scrollIntoView({ block: 'nearest' });
  }, [authority]);
  // Until the person sets the expiry, it stays a year after whatever inception they choose.
  const [expiryChosen, setExpiryChosen] = useState(false);
  const today = todayIso();
  const form = useForm({
    defaultValues: {
      effectiveDate: today,
      expirationDate: policyYearFrom(today).expirationDate,
      confirmation: '',
      confirmationNote: '',
    } as BindValues,
    ...schemaChecked(BindSchema),
    validators: { onDynamic: checkBind(quote, chosenInPortal) },
    onSubmit: async ({ value }) => {
      setRefused(undefined);
      setAuthority(undefined);
      const body = bindBody(quote, chosenInPortal, value);
      try {
        const placement = await bind.mutateAsync(body);
        const from = body.effectiveDate && body.effectiveDate > today ? ` from ${formatDate(body.effectiveDate)}` : '';
        toast({ title: 'Policy bound', description: `${placement.policy?.policyNumber} is in force${from}.` });
        onBound();
        onClose();
      } catch (error) {
        const issues = fieldIssues(error).filter((issue) => FIELDS.includes(issue.path));
        setRefused({ values: value as unknown as Record<string, unknown>, issues });
        if (error instanceof ApiError && error.status === 403) setAuthority(errorMessage(error, 'You may not bind this quote'));
        else if (issues.length === 0)
          toast({ variant: 'destructive', title: 'Not bound', description: errorMessage(error, 'Could not bind') });
      }
    },
  });
  // The server's word on a field stays under it until the field is changed.
  const errorOf = (f: { name: string; state: { value: unknown; meta: { isBlurred: boolean; errors: readonly unknown[] } } }) =>
    shownError(f) ?? refusedFieldError(refused, f.name, f.state.value);
  return (
    <FormDialog
      title={`Bind ${quote.carrier}`}
      description={`The policy for ${submission.client} is written on these terms; the other markets are marked not taken up.`}
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Bind policy"
      pendingLabel="Binding..."
      isSubmitting={bind.isPending}
      className={detailStyles.formStack}
    >
      <WhatIsBound quote={quote} />
      <div className={styles.period}>
        <form.Field name="effectiveDate">
          {(field) => (
            <DatePicker
              label="Inception date"
              isRequired
              validationBehavior="aria"
              {...bound(field)}
              onChange={(day) => {
                field.handleChange(day);
                if (mayIncept(today, day) && !expiryChosen) form.setFieldValue('expirationDate', policyYearFrom(day).expirationDate);
              }}
              errorMessage={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="expirationDate">
          {(field) => (
            <DatePicker
              label="Expiry date"
              isRequired
              validationBehavior="aria"
              {...bound(field)}
              onChange={(day) => {
                setExpiryChosen(true);
                field.handleChange(day);
              }}
              errorMessage={errorOf(field)}
            />
          )}
        </form.Field>
      </div>
      {chosenInPortal ? (
        <DetailList items={[{ label: 'How the client confirmed', value: CLIENT_CONFIRMATION_LABELS.portal }]} />
      ) : (
        <form.Field name="confirmation">
          {(field) => (
            <Select
              label="How the client confirmed"
              isRequired
              validationBehavior="aria"
              placeholder="Say how the client gave their word"
              items={CONFIRMATION_ITEMS}
              {...boundChoice(field)}
              selectedKey={field.state.value || null}
              errorMessage={errorOf(field)}
            />
          )}
        </form.Field>
      )}
      <form.Field name="confirmationNote">
        {(field) => (
          <TextArea
            label="Note"
            description="Who confirmed and when, for the record"
            rows={2}
            {...bound(field)}
            errorMessage={errorOf(field)}
          />
        )}
      </form.Field>
      {authority ? (
        <div ref={authorityRef}>
          <Alert variant="destructive" title="Not bound">
            {authority}
          </Alert>
        </div>
      ) : null}
    </FormDialog>
  );
}
