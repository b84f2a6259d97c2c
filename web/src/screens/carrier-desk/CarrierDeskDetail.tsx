import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import {
  CarrierAnswerSchema,
  canMoveMarket,
  type CarrierDeskSubmission,
  type MarketQuote,
  type MarketQuoteInput,
  type QuoteTerm,
} from '@workbench/core';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Link,
  Spinner,
  Table,
  TextArea,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { MarketStatusBadge } from '../../components/badges.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { MarketQuoteDialog } from '../../components/MarketQuoteDialog.tsx';
import { MarketThread } from '../../components/MarketThread.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { bound, schemaChecked } from '../../forms/schemaForm.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber, productLabel } from '../../format.ts';
import {
  carrierDeskCalls,
  carrierDeskMessagesQueryOptions,
  carrierDeskSubmissionQueryOptions,
  useCarrierDeskMessage,
  useCarrierDeskMutation,
  type CarrierAnswer,
} from '../../queries/carrier-desk.queries.ts';
import * as styles from './CarrierDesk.css.ts';

const BACK = <Link href="/carrier-desk">All submissions</Link>;

/** A term and its value in a list of facts. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One step of the carrier's answered from the desk: the call, then a toast either way. The dialog closes
 * once the step is done and stays open (with what was typed) when the server refused it.
 */
function useDeskStep<T>(
  submissionId: string,
  call: (vars: T) => Promise<CarrierDeskSubmission>,
  onDone: () => void,
  said: { done: string; failed: string },
) {
  const { toast } = useToast();
  const mutation = useCarrierDeskMutation(submissionId, call);
  const run = async (vars: T) => {
    try {
      await mutation.mutateAsync(vars);
      toast({ title: said.done });
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: said.failed, description: errorMessage(error, said.failed) });
    }
  };
  return { run, isPending: mutation.isPending };
}

function DeclineDialog({ submission, onClose }: { submission: CarrierDeskSubmission; onClose: () => void }) {
  const decline = useDeskStep(
    submission.submissionId,
    (answer: CarrierAnswer) => carrierDeskCalls.answer(submission.submissionId, answer),
    onClose,
    {
      done: 'Declined',
      failed: 'Not declined',
    },
  );
  const form = useForm({
    defaultValues: { status: 'declined', reason: '' } as { status: 'declined'; reason: string },
    ...schemaChecked(CarrierAnswerSchema),
    onSubmit: ({ value }) => decline.run({ status: 'declined', reason: value.reason.trim() }),
  });
  return (
    <FormDialog
      title={`Decline ${submission.submissionId}`}
      description="The broker sees your reason on their placement."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Decline"
      pendingLabel="Declining..."
      isSubmitting={decline.isPending}
      className={styles.stack}
    >
      <form.Field name="reason">
        {(field) => (
          <TextArea label="Reason for declining" isRequired validationBehavior="aria" {...bound(field)} value={field.state.value ?? ''} />
        )}
      </form.Field>
    </FormDialog>
  );
}

function QuoteDialog({ submission, onClose }: { submission: CarrierDeskSubmission; onClose: () => void }) {
  const quote = useDeskStep(
    submission.submissionId,
    (input: MarketQuoteInput) => carrierDeskCalls.quote(submission.submissionId, input),
    onClose,
    {
      done: 'Quote sent to the broker',
      failed: 'Quote not sent',
    },
  );
  return (
    <MarketQuoteDialog
      title={`Quote ${submission.submissionId}`}
      description={`The premium and terms ${submission.carrier} offers. The broker sees them at once.`}
      coverages={[productLabel(submission.product)]}
      submitLabel="Send Quote"
      isSubmitting={quote.isPending}
      onSubmit={quote.run}
      onClose={onClose}
    />
  );
}

function IndicateDialog({ submission, onClose }: { submission: CarrierDeskSubmission; onClose: () => void }) {
  const indicate = useDeskStep(
    submission.submissionId,
    () => carrierDeskCalls.answer(submission.submissionId, { status: 'indicated', reason: null }),
    onClose,
    {
      done: 'Indication sent to the broker',
      failed: 'Indication not sent',
    },
  );
  return (
    <ConfirmDialog
      title={`Indicate on ${submission.submissionId}`}
      description={`Tell the broker ${submission.carrier} is interested and will quote.`}
      confirmLabel="Indicate"
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      onConfirm={() => void indicate.run(undefined)}
    />
  );
}

const TERM_COLUMNS: TableColumn<QuoteTerm & { id: string }>[] = [
  { id: 'coverage', header: 'Coverage', isRowHeader: true },
  { id: 'limit', header: 'Limit', align: 'end', text: (t) => formatMoney(t.limit) },
  { id: 'deductible', header: 'Deductible', align: 'end', text: (t) => formatMoney(t.deductible) },
];

function QuoteCard({ quote, index }: { quote: MarketQuote; index: number }) {
  const terms = useMemo(() => quote.terms.map((t, i) => ({ ...t, id: String(i) })), [quote.terms]);
  return (
    <Card as="article" aria-labelledby={`quote-${quote.id}`}>
      <CardHeader>
        <CardTitle id={`quote-${quote.id}`}>
          Quote {index + 1}: {formatMoney(quote.premium)}
        </CardTitle>
      </CardHeader>
      <CardContent className={styles.stack}>
        <Facts
          rows={[
            ['Premium', formatMoney(quote.premium)],
            ['Taxes', formatMoney(quote.taxes)],
            ['Fees', formatMoney(quote.fees)],
            ['Commission', quote.commissionRate === null ? 'Not stated' : `${formatNumber(quote.commissionRate, { decimals: 2 })}%`],
            ['Valid until', quote.validUntil ? formatDate(quote.validUntil) : 'Not stated'],
          ]}
        />
        <Table aria-label={`Terms of quote ${index + 1}`} columns={TERM_COLUMNS} rows={terms} emptyText="No terms stated." stackOnPhone />
        <div className={styles.section}>
          <p className={styles.label}>Subjectivities</p>
          {quote.subjectivities.length ? (
            <ul className={styles.files}>
              {quote.subjectivities.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>None.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

type Opened = 'quote' | 'indicate' | 'decline' | null;

/** The carrier's own thread with the broker on the submission: questions either way, and their answers. */
function BrokerThread({ submissionId }: { submissionId: string }) {
  const thread = useQuery(carrierDeskMessagesQueryOptions(submissionId));
  const write = useCarrierDeskMessage(submissionId);
  return (
    <section aria-labelledby="messages-with-broker" className={styles.section}>
      <h2 id="messages-with-broker" className={styles.sectionTitle}>
        Messages with the broker
      </h2>
      {thread.isPending ? (
        <Spinner label="Loading messages" />
      ) : thread.isError ? (
        <p className={styles.muted}>{errorMessage(thread.error, 'The messages could not be loaded.')}</p>
      ) : (
        <MarketThread
          label="Your messages with the broker"
          messages={thread.data}
          emptyText="No messages yet. Ask the broker anything about this submission here."
          send={write.mutateAsync}
        />
      )}
    </section>
  );
}

/** /carrier-desk/{SUB-id}: what the broker sent the carrier, the carrier's quotes, and its answer to give. */
export function CarrierDeskDetail({ submissionId }: { submissionId: string }) {
  const detail = useQuery(carrierDeskSubmissionQueryOptions(submissionId));
  const [opened, setOpened] = useState<Opened>(null);
  if (detail.isPending) return <Spinner label="Loading submission" />;
  if (detail.isError) {
    return (
      <Page>
        <PageHeader
          title="Submission not found"
          subtitle={errorMessage(detail.error, 'This submission was not sent to your carrier.')}
          actions={BACK}
        />
      </Page>
    );
  }
  const submission = detail.data;
  const may = (to: 'quoted' | 'indicated' | 'declined') => submission.open && canMoveMarket(submission.status, to);
  const close = () => setOpened(null);
  const actions = (
    <div className={styles.actions}>
      {BACK}
      {may('indicated') ? (
        <Button variant="outline" onPress={() => setOpened('indicate')}>
          Indicate
        </Button>
      ) : null}
      {may('declined') ? (
        <Button variant="outline" onPress={() => setOpened('decline')}>
          Decline
        </Button>
      ) : null}
      {may('quoted') ? <Button onPress={() => setOpened('quote')}>Quote</Button> : null}
    </div>
  );
  return (
    <Page>
      <PageHeader
        title={submission.submissionId}
        subtitle={`${submission.client} · ${productLabel(submission.product)}`}
        actions={actions}
      />
      <Card>
        <CardContent>
          <Facts
            rows={[
              ['Client', submission.client],
              ['Product', productLabel(submission.product)],
              ['Carrier', submission.carrier],
              ['Status', <MarketStatusBadge key="status" status={submission.status} />],
              ...(submission.declineReason ? ([['Reason for declining', submission.declineReason]] as [string, ReactNode][]) : []),
              ...(submission.open ? [] : ([['Placement', 'Decided: it takes no more answers']] as [string, ReactNode][])),
            ]}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="what-was-sent" className={styles.section}>
        <h2 id="what-was-sent" className={styles.sectionTitle}>
          What was sent
        </h2>
        {submission.sends.map((send, i) => (
          <Card as="article" key={`${send.sentAt}-${i}`} aria-labelledby={`send-${i}`}>
            <CardHeader>
              <CardTitle id={`send-${i}`}>{send.subject}</CardTitle>
              <p className={styles.muted}>
                Sent {formatDateTime(send.sentAt)} by {send.sentBy}
              </p>
            </CardHeader>
            <CardContent className={styles.stack}>
              <p className={styles.coverNote}>{send.coverNote}</p>
              <div className={styles.section}>
                <p className={styles.label}>Enclosed</p>
                {send.documents.length ? (
                  <ul className={styles.files}>
                    {send.documents.map((name, j) => (
                      <li key={`${name}-${j}`}>{name}</li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>No files enclosed.</p>
                )}
              </div>
            </CardContent>
          </Card>
        ))}
      </section>
      <section aria-labelledby="your-quotes" className={styles.section}>
        <h2 id="your-quotes" className={styles.sectionTitle}>
          Your quotes
        </h2>
        {submission.quotes.length ? (
          submission.quotes.map((quote, i) => <QuoteCard key={quote.id} quote={quote} index={i} />)
        ) : (
          <p className={styles.muted}>You have not quoted on this submission yet.</p>
        )}
      </section>
      <BrokerThread submissionId={submission.submissionId} />
      {opened === 'quote' ? <QuoteDialog submission={submission} onClose={close} /> : null}
      {opened === 'indicate' ? <IndicateDialog submission={submission} onClose={close} /> : null}
      {opened === 'decline' ? <DeclineDialog submission={submission} onClose={close} /> : null}
    </Page>
  );
}
