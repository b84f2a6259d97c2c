import { quoteTone } from '../../components/badges.tsx';
import { useMemo, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import {
  QUOTE_STATUSES,
  QuoteFormSchema,
  isDecided,
  type MarketQuote,
  type Quote,
  type Submission,
  type ValidQuoteInput,
} from '@workbench/core';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  ComboBox,
  DatePicker,
  DetailList,
  Dialog,
  NumberField,
  PlusIcon,
  Select,
  SelectItem,
  Table,
  TextField,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../format.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { formatMoney } from './format.ts';
import { bound, boundChoice, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { carriersQueryOptions } from '../../queries/carriers.queries.ts';
import { appetiteFor } from '../carriers/appetite.ts';
import * as carrierStyles from '../carriers/carriers.css.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import * as styles from './detail.css.ts';
import { useBindable } from './BindDialog.tsx';
import { PlacementPanel } from './PlacementPanel.tsx';

/** Spec: quote status Approved shows green, anything else yellow. */
const QUOTE_STATUS_ITEMS = QUOTE_STATUSES.map((s) => ({ id: s, label: s }));

/** The carriers the quote form offers: the directory's active ones (a few hundred at most). */
const CARRIER_CHOICES = carriersQueryOptions({ active: true, limit: 500, offset: 0 });

interface QuoteDraft {
  carrierId: string;
  amount: number | null;
  status: string;
  validUntil: string | null;
  coverage: string;
}
/** A quote's amount is the premium the carrier asks, shown to the cent like every premium ('$18,250.50'). */
const quoteAmount = (amount: number | null) => formatMoney(amount, { cents: 'always' });

const emptyQuote = (coverage: string): QuoteDraft => ({ carrierId: '', amount: null, status: 'Pending', validUntil: null, coverage });

function AddQuoteDialog({
  submission,
  queryId,
  isOpen,
  onClose,
}: {
  submission: Submission;
  queryId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const add = useSubmissionMutation(queryId, (quote: ValidQuoteInput) => submissionCalls.addQuote(submission.id, quote));
  const carriers = useQuery({ ...CARRIER_CHOICES, enabled: isOpen });
  const form = useForm({
    defaultValues: emptyQuote(submission.productType),
    ...schemaChecked(QuoteFormSchema),
    onSubmit: async ({ value }) => {
      try {
        const saved = await add.mutateAsync(v.parse(QuoteFormSchema, value));
        toast({ title: 'Quote added', description: `${saved.carrier} quote of ${quoteAmount(value.amount)} was saved.` });
        close();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to add the quote') });
      }
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog
      title="Add Quote"
      description={`A carrier's quote for ${submission.submissionId}.`}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form={form.formId} isPending={add.isPending} pendingLabel="Saving...">
            Save Quote
          </Button>
        </>
      }
    >
      <FormElement form={form} className={styles.formGrid}>
        <form.Field name="carrierId">
          {(field) => {
            const items = carriers.data?.items ?? [];
            const chosen = items.find((c) => c.id === field.state.value);
            return (
              <ComboBox
                label="Carrier"
                isRequired
                placeholder={carriers.isPending ? 'Loading carriers...' : 'Search the directory'}
                defaultItems={items}
                selectedKey={field.state.value || null}
                onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
                onBlur={() => field.handleBlur()}
                errorMessage={shownError(field)}
                description={chosen ? `Appetite: ${appetiteFor(chosen.appetite, submission.product) ?? 'none noted yet'}` : undefined}
                emptyText="No carrier of that name"
                allowsEmptyCollection
              >
                {(carrier) => (
                  <SelectItem id={carrier.id} textValue={carrier.name}>
                    {carrier.name}
                    <span className={carrierStyles.optionNote}>
                      {appetiteFor(carrier.appetite, submission.product) ?? 'No appetite noted'}
                    </span>
                  </SelectItem>
                )}
              </ComboBox>
            );
          }}
        </form.Field>
        <form.Field name="amount">
          {(field) => (
            <NumberField
              label="Amount"
              isRequired
              currency="USD"
              {...bound(field)}
              value={field.state.value ?? NaN}
              onChange={(n) => field.handleChange(Number.isNaN(n) ? null : n)}
            />
          )}
        </form.Field>
        <form.Field name="status">{(field) => <Select label="Status" items={QUOTE_STATUS_ITEMS} {...boundChoice(field)} />}</form.Field>
        <form.Field name="validUntil">{(field) => <DatePicker label="Valid Until" {...bound(field)} />}</form.Field>
        <form.Field name="coverage">{(field) => <TextField label="Coverage" {...bound(field)} />}</form.Field>
      </FormElement>
    </Dialog>
  );
}

/** Spec 'Quotes': the submission's quotes with Add Quote and View. */
export function QuotesTab({ submission, queryId }: { submission: Submission; queryId: string }) {
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Quote | null>(null);
  // A market's quote may be bound from its details too, as from its market's row.
  const { bindable } = useBindable(submission);
  const [binding, setBinding] = useState<MarketQuote | null>(null);
  const viewedToBind = bindable(viewing?.id);
  const columns = useMemo<TableColumn<Quote>[]>(
    () => [
      { id: 'carrier', header: 'Carrier', isRowHeader: true, isSortable: true },
      {
        id: 'amount',
        header: 'Amount',
        cell: (q) => quoteAmount(q.amount),
        text: (q) => quoteAmount(q.amount),
        sortValue: (q) => q.amount,
        isSortable: true,
        align: 'end',
      },
      { id: 'status', header: 'Status', cell: (q) => <Badge tone={quoteTone(q.status)}>{q.status}</Badge>, isSortable: true },
      {
        id: 'validUntil',
        header: 'Valid Until',
        cell: (q) => formatDate(q.validUntil),
        text: (q) => formatDate(q.validUntil),
        sortValue: (q) => q.validUntil,
        isSortable: true,
      },
      // Wraps rather than running the table wider than the card, which would hide the View button.
      { id: 'coverage', header: 'Coverage', text: (q) => q.coverage ?? '', cell: (q) => q.coverage },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        text: () => '',
        cell: (q) => (
          <Button size="sm" variant="outline" aria-label={`View ${q.carrier} quote`} onPress={() => setViewing(q)}>
            View
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <div className={styles.formStack}>
      <PlacementPanel submission={submission} binding={binding} onBinding={setBinding} />
      <Table
        title="Quotes"
        columns={columns}
        rows={submission.quotes}
        emptyText="No quotes yet."
        showCount
        className={styles.carrierNamesWrap}
        actions={
          // A decided submission takes no new quotes (the header says why): no button that can only fail.
          isDecided(submission.status) ? undefined : (
            <Button onPress={() => setAdding(true)}>
              <PlusIcon />
              Add Quote
            </Button>
          )
        }
      />
      <AddQuoteDialog submission={submission} queryId={queryId} isOpen={adding} onClose={() => setAdding(false)} />
      <Dialog
        title={viewing ? `${viewing.carrier} quote` : 'Quote'}
        description="Quote details"
        isOpen={viewing !== null}
        onOpenChange={(open) => (open ? undefined : setViewing(null))}
        footer={
          <>
            <Button variant="outline" slot="close">
              Close
            </Button>
            {viewedToBind ? (
              <Button
                onPress={() => {
                  setViewing(null);
                  setBinding(viewedToBind);
                }}
              >
                Bind
              </Button>
            ) : null}
          </>
        }
      >
        {viewing ? (
          <DetailList
            items={[
              { label: 'Carrier', value: viewing.carrier },
              { label: 'Amount', value: quoteAmount(viewing.amount) },
              { label: 'Status', value: <Badge tone={quoteTone(viewing.status)}>{viewing.status}</Badge> },
              { label: 'Valid Until', value: viewing.validUntil ? formatDate(viewing.validUntil) : null },
              { label: 'Coverage', value: viewing.coverage },
            ]}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
