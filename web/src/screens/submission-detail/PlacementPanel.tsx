import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import {
  COVERAGE_LABELS,
  ChaseBySchema,
  ChooseMarketsSchema,
  MarketAnswerSchema,
  NewProposalSchema,
  SendPackageSchema,
  MANUAL_MARKET_STATUSES,
  MARKET_STATUS_LABELS,
  MAX_PROPOSAL_OPTIONS,
  comparisonRows,
  comparedRisk,
  possessive,
  formatHitRatio,
  isDecided,
  placementRights,
  quoteTotal,
  type ComparisonRow,
  type Market,
  type MarketQuote,
  type MarketQuoteInput,
  type Submission,
} from '@workbench/core';
import { Alert, Badge, Button, Checkbox, DatePicker, Link, Select, Table, TextArea, useToast, type TableColumn } from '@workbench/ui-kit';
import type * as v from 'valibot';
import { errorMessage } from '../../api/client.ts';
import { MarketStatusBadge } from '../../components/badges.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { MarketQuoteDialog } from '../../components/MarketQuoteDialog.tsx';
import { bound, boundChoice, schemaChecked } from '../../forms/schemaForm.ts';
import { BindDialog, useBindable } from './BindDialog.tsx';
import { policyHref } from '../policies/backLink.ts';
import { MarketThreadDialog, marketThreadColumn } from './MarketThreadDialog.tsx';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { formatDate } from '../../format.ts';
import { documentDownloadUrl } from '../../queries/submission-detail.queries.ts';
import {
  marketCandidatesQueryOptions,
  placementCalls,
  placementQueryOptions,
  usePlacementMutation,
} from '../../queries/placement.queries.ts';
import { formatMoney } from './format.ts';
import * as styles from './detail.css.ts';

const latestQuote = (market: Market): MarketQuote | undefined => market.quotes[market.quotes.length - 1];

/**
 * One placement step taken from a dialog: the call, then a toast either way; the dialog closes once the
 * step is done and stays open (with what was typed) when it failed.
 */
function usePlacementStep<T, R>(
  submission: Submission,
  call: (vars: T) => Promise<R>,
  onDone: () => void,
  said: { done: (vars: T, result: R) => { title: string; description?: string }; failedTitle: string; failed: string },
) {
  const { toast } = useToast();
  const mutation = usePlacementMutation(submission.id, call);
  const run = async (vars: T) => {
    try {
      toast(said.done(vars, await mutation.mutateAsync(vars)));
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: said.failedTitle, description: errorMessage(error, said.failed) });
    }
  };
  return { run, isPending: mutation.isPending };
}

/** A checkbox that puts `id` in or takes it out of a field holding a list of ids. */
function IdCheckbox({
  field,
  id,
  children,
}: {
  field: { state: { value?: string[] }; handleChange: (ids: string[]) => void };
  id: string;
  children: ReactNode;
}) {
  const ids = field.state.value ?? [];
  return (
    <Checkbox isSelected={ids.includes(id)} onChange={(on) => field.handleChange(on ? [...ids, id] : ids.filter((other) => other !== id))}>
      {children}
    </Checkbox>
  );
}

const plural = (n: number, word: string) => `${word}${n === 1 ? '' : 's'}`;

function ChooseMarketsDialog({ submission, isOpen, onClose }: { submission: Submission; isOpen: boolean; onClose: () => void }) {
  const candidates = useQuery({ ...marketCandidatesQueryOptions(submission.id), enabled: isOpen });
  // The dialog stays on the page when closed, so a step done forgets the carriers ticked for it.
  const done = () => {
    form.reset();
    onClose();
  };
  const choose = usePlacementStep(submission, (ids: string[]) => placementCalls.chooseMarkets(submission.id, ids), done, {
    done: (ids) => ({
      title: 'Markets chosen',
      description: `${ids.length} ${plural(ids.length, 'carrier')} asked. Their packages are not sent yet: Send All mails them.`,
    }),
    failedTitle: 'Markets not chosen',
    failed: 'Could not choose the markets',
  });
  const form = useForm({
    defaultValues: { carrierIds: [] as string[] },
    ...schemaChecked(ChooseMarketsSchema),
    onSubmit: ({ value }) => choose.run(value.carrierIds),
  });
  const chosen = useStore(form.store, (state) => state.values.carrierIds.length);
  const open = (candidates.data ?? []).filter((c) => !c.marketed);
  return (
    <FormDialog
      title="Choose markets"
      description={`Carriers to take ${submission.submissionId} to, with their appetite and past hit ratio on this product. Asking marks them asked; their packages go out with Send or Send All.`}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      submitLabel={chosen ? `Ask ${chosen} ${plural(chosen, 'carrier')}` : 'Ask carriers'}
      pendingLabel="Choosing..."
      isSubmitting={choose.isPending}
      isSubmitDisabled={chosen === 0}
      className={styles.formStack}
    >
      {candidates.isPending ? <p>Loading the directory...</p> : null}
      {!candidates.isPending && open.length === 0 ? <p>Every active carrier is already a market here.</p> : null}
      <form.Field name="carrierIds">
        {(field) =>
          open.map((c) => (
            <IdCheckbox key={c.carrierId} field={field} id={c.carrierId}>
              <span>
                <strong>{c.name}</strong> ·{' '}
                {c.productQuotes === 0
                  ? 'no quotes on this product yet'
                  : `hit ratio ${formatHitRatio(c.productHitRatio)} on this product (${c.productQuotes} ${plural(c.productQuotes, 'quote')})`}
                {c.hasEmail ? '' : ' · no e-mail contact'}
                <br />
                <span className={styles.factorText}>{c.appetite.length ? c.appetite.join(' ') : 'No appetite noted'}</span>
              </span>
            </IdCheckbox>
          ))
        }
      </form.Field>
    </FormDialog>
  );
}

const ANSWER_ITEMS = MANUAL_MARKET_STATUSES.map((s) => ({ id: s, label: MARKET_STATUS_LABELS[s] }));
type AnswerValues = v.InferInput<typeof MarketAnswerSchema>;

function AnswerDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  const answer = usePlacementStep(
    submission,
    ({ status, reason }: AnswerValues) =>
      placementCalls.answer(submission.id, market.id, { status, reason: status === 'declined' ? (reason ?? null) : null }),
    onClose,
    {
      done: ({ status }) => ({ title: 'Answer recorded', description: `${market.carrier}: ${MARKET_STATUS_LABELS[status]}.` }),
      failedTitle: 'Answer not recorded',
      failed: 'Could not record the answer',
    },
  );
  const form = useForm({
    defaultValues: { status: 'indicated', reason: '' } as AnswerValues,
    ...schemaChecked(MarketAnswerSchema),
    onSubmit: ({ value }) => answer.run(value),
  });
  return (
    <FormDialog
      title={`${possessive(market.carrier)} answer`}
      description={`Now ${MARKET_STATUS_LABELS[market.status]}.`}
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Record Answer"
      pendingLabel="Saving..."
      isSubmitting={answer.isPending}
      className={styles.formStack}
    >
      <form.Field name="status">{(field) => <Select label="Answer" items={ANSWER_ITEMS} {...boundChoice(field)} />}</form.Field>
      <form.Subscribe selector={(state) => state.values.status}>
        {(status) =>
          status === 'declined' ? (
            <form.Field name="reason">
              {(field) => (
                <TextArea
                  label="Reason for declining"
                  isRequired
                  validationBehavior="aria"
                  {...bound(field)}
                  value={field.state.value ?? ''}
                />
              )}
            </form.Field>
          ) : null
        }
      </form.Subscribe>
    </FormDialog>
  );
}

/** The coverages a quote's terms start with: those the submission asks for, or its product when it names none. */
const requestedCoverages = (submission: Submission): string[] =>
  submission.coverages.length > 0 ? submission.coverages.map((c) => COVERAGE_LABELS[c.coverage] ?? c.coverage) : [submission.productType];

function QuoteDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  const record = usePlacementStep(submission, (quote: MarketQuoteInput) => placementCalls.quote(submission.id, market.id, quote), onClose, {
    done: (quote) => ({ title: 'Quote recorded', description: `${market.carrier}: ${formatMoney(quote.premium)} premium.` }),
    failedTitle: 'Quote not recorded',
    failed: 'Could not record the quote',
  });
  return (
    <MarketQuoteDialog
      title={`${possessive(market.carrier)} quote`}
      description="The premium and terms the carrier offers."
      coverages={requestedCoverages(submission)}
      submitLabel="Record Quote"
      isSubmitting={record.isPending}
      onSubmit={record.run}
      onClose={onClose}
    />
  );
}

type PackageValues = v.InferInput<typeof SendPackageSchema>;

function SendDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  return <PackageDialog submission={submission} markets={[market]} onClose={onClose} />;
}

/** The markets Send All mails: each one asked that has an e-mail contact and no package yet. */
const unsentMarkets = (markets: readonly Market[]) => markets.filter((m) => m.status === 'asked' && m.sends.length === 0 && m.carrierEmail);

/** One cover note and set of documents, mailed to each market named (one market's Send, or Send All). */
function PackageDialog({ submission, markets, onClose }: { submission: Submission; markets: Market[]; onClose: () => void }) {
  const one = markets.length === 1 ? markets[0]! : null;
  const send = usePlacementStep(
    submission,
    async ({ coverNote, documentIds }: PackageValues) => {
      for (const market of markets) await placementCalls.send(submission.id, market.id, { coverNote, documentIds: documentIds ?? [] });
    },
    onClose,
    {
      done: () => ({
        title: one ? 'Package sent' : `${markets.length} packages sent`,
        description: `Mailed to ${markets.map((m) => m.carrierEmail).join(', ')}.`,
      }),
      failedTitle: 'Package not sent',
      failed: 'Could not send the package',
    },
  );
  const form = useForm({
    defaultValues: {
      coverNote: `Please find attached our submission for ${submission.client} (${submission.productType}). We would welcome your terms.`,
      documentIds: [],
    } as PackageValues,
    ...schemaChecked(SendPackageSchema),
    onSubmit: ({ value }) => send.run(value),
  });
  return (
    <FormDialog
      title={one ? `Send ${one.carrier} the package` : `Send the package to ${markets.length} carriers`}
      description={
        one && !one.carrierEmail
          ? 'The carrier has no contact with an e-mail address.'
          : `By e-mail to ${markets.map((m) => (one ? m.carrierEmail : `${m.carrier} (${m.carrierEmail})`)).join(', ')}.`
      }
      isOpen
      onClose={onClose}
      form={form}
      submitLabel={one ? 'Send Package' : `Send ${markets.length} Packages`}
      pendingLabel="Sending..."
      isSubmitting={send.isPending}
      isSubmitDisabled={markets.some((m) => !m.carrierEmail)}
      className={styles.formStack}
    >
      <form.Field name="coverNote">
        {(field) => <TextArea label="Cover note" isRequired validationBehavior="aria" rows={5} {...bound(field)} />}
      </form.Field>
      <fieldset className={styles.formStack}>
        <legend>Documents to enclose</legend>
        {submission.documents.length === 0 ? <p>No documents on this submission yet.</p> : null}
        <form.Field name="documentIds">
          {(field) =>
            submission.documents.map((d) => (
              <IdCheckbox key={d.id} field={field} id={d.id}>
                {d.filename}
              </IdCheckbox>
            ))
          }
        </form.Field>
      </fieldset>
    </FormDialog>
  );
}

type ProposalValues = v.InferInput<typeof NewProposalSchema>;

function ProposeDialog({ submission, options, onClose }: { submission: Submission; options: MarketQuote[]; onClose: () => void }) {
  const propose = usePlacementStep(
    submission,
    ({ quoteIds, message }: ProposalValues) => placementCalls.propose(submission.id, quoteIds, message?.trim() || null),
    onClose,
    {
      done: ({ quoteIds }) => ({
        title: 'Proposal shared',
        description: `${quoteIds.length} ${plural(quoteIds.length, 'option')} in the client's portal.`,
      }),
      failedTitle: 'Proposal not shared',
      failed: 'Could not share the proposal',
    },
  );
  const form = useForm({
    defaultValues: { quoteIds: options.slice(0, MAX_PROPOSAL_OPTIONS).map((q) => q.id), message: '' } as ProposalValues,
    ...schemaChecked(NewProposalSchema),
    onSubmit: ({ value }) => propose.run(value),
  });
  const chosen = useStore(form.store, (state) => state.values.quoteIds.length);
  return (
    <FormDialog
      title="Propose to the client"
      description={`A PDF of the chosen options goes to ${possessive(submission.client)} portal, where they choose one.`}
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Share Proposal"
      pendingLabel="Sharing..."
      isSubmitting={propose.isPending}
      isSubmitDisabled={chosen === 0}
      className={styles.formStack}
    >
      <form.Field name="quoteIds">
        {(field) =>
          options.map((q) => (
            <IdCheckbox key={q.id} field={field} id={q.id}>
              {q.carrier}: {formatMoney(quoteTotal(q))} total
            </IdCheckbox>
          ))
        }
      </form.Field>
      <form.Field name="message">
        {(field) => <TextArea label="Message to the client" {...bound(field)} value={field.state.value ?? ''} />}
      </form.Field>
    </FormDialog>
  );
}

/** The quoted options side by side: every figure in its own column, the rows where carriers differ marked. */
function Comparison({ quotes, submission }: { quotes: MarketQuote[]; submission: Submission }) {
  const risk = useMemo(() => comparedRisk(submission), [submission]);
  const rows = useMemo(
    () =>
      comparisonRows(
        quotes.map((q) => ({ quoteId: q.id, ...q, total: quoteTotal(q) })),
        risk,
      ).map((row, i) => ({ ...row, id: String(i) })),
    [quotes, risk],
  );
  const columns = useMemo<TableColumn<ComparisonRow & { id: string }>[]>(
    () => [
      {
        id: 'label',
        header: 'Term',
        isRowHeader: true,
        text: (r) => r.label,
        cell: (r) =>
          r.differs ? (
            <span className={styles.assignee}>
              <strong>{r.label}</strong>
              <Badge tone="yellow" size="sm">
                Differs
              </Badge>
            </span>
          ) : (
            r.label
          ),
      },
      ...quotes.map((q, i) => ({
        id: q.id,
        header: q.carrier,
        text: (r: ComparisonRow) => [r.values[i] ?? '', r.flags?.[i]].filter(Boolean).join(' '),
        cell: (r: ComparisonRow) => {
          const value = r.differs ? <strong>{r.values[i]}</strong> : r.values[i];
          const flag = r.flags?.[i];
          // The warning goes under the figure and wraps, so the options stay side by side.
          return flag ? (
            <span className={styles.titleBlock}>
              {value}
              <span className={styles.errorText}>{flag}</span>
            </span>
          ) : (
            value
          );
        },
      })),
    ],
    [quotes],
  );
  return (
    <Table
      title="Compare quoted options"
      // The risk every option is quoted for, beside the title: what the limits are read against.
      actions={
        risk.totalInsuredValue === null ? undefined : (
          <span className={styles.hint}>Total insured value {formatMoney(risk.totalInsuredValue, { cents: 'never' })}</span>
        )
      }
      aria-label="Quoted options side by side"
      columns={columns}
      rows={rows}
      emptyText="No quotes to compare yet."
    />
  );
}

type MarketStep = 'send' | 'quote' | 'answer' | 'chase';
type Opened = { kind: MarketStep; market: Market } | { kind: 'choose' | 'propose' | 'sendAll' } | null;

/** What can be done about one market, in the order its row offers it (chasing only while it is asked). */
const MARKET_ACTIONS: { kind: MarketStep; label: string; name: (carrier: string) => string }[] = [
  { kind: 'send', label: 'Send', name: (carrier) => `Send ${carrier} the package` },
  { kind: 'quote', label: 'Quote', name: (carrier) => `Record ${possessive(carrier)} quote` },
  { kind: 'answer', label: 'Answer', name: (carrier) => `Record ${possessive(carrier)} answer` },
  { kind: 'chase', label: 'Chase', name: (carrier) => `Set the day to chase ${carrier} by` },
];

/** The dialog of one market's step. */
function MarketDialog({ kind, ...props }: { kind: MarketStep; submission: Submission; market: Market; onClose: () => void }) {
  const Step = { send: SendDialog, quote: QuoteDialog, answer: AnswerDialog, chase: ChaseDialog }[kind];
  return <Step {...props} />;
}

/**
 * The day to chase a carrier that has not answered by: on that day, if it is still asked, a task goes to
 * the submission's broker.
 */
function ChaseDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  const save = usePlacementStep(submission, (day: string | null) => placementCalls.chase(submission.id, market.id, day), onClose, {
    done: (day) => ({
      title: day ? 'Chase date set' : 'Chase date cleared',
      description: day ? `${market.carrier}: a task is raised on ${formatDate(day)} if it has not answered.` : market.carrier,
    }),
    failedTitle: 'Chase date not saved',
    failed: 'Could not save the chase date',
  });
  const form = useForm({
    defaultValues: { chaseBy: market.chaseBy } as { chaseBy: string | null },
    ...schemaChecked(ChaseBySchema),
    onSubmit: ({ value }) => save.run(value.chaseBy),
  });
  const chaseBy = useStore(form.store, (state) => state.values.chaseBy);
  return (
    <FormDialog
      title={`Chase ${market.carrier}`}
      description="If the carrier has not answered by this day, a task to chase it goes to the submission's broker."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Save Chase Date"
      pendingLabel="Saving..."
      isSubmitting={save.isPending}
      isSubmitDisabled={!chaseBy}
      otherAction={
        market.chaseBy ? (
          <Button variant="outline" onPress={() => save.run(null)} isPending={save.isPending}>
            Clear Date
          </Button>
        ) : null
      }
      className={styles.formStack}
    >
      <form.Field name="chaseBy">{(field) => <DatePicker label="Chase By" isRequired {...bound(field)} />}</form.Field>
    </FormDialog>
  );
}

/**
 * Placing the submission: the carriers it is taken to and where each stands, their quotes compared, the
 * proposal the client chooses from, and binding a quote: the client's chosen option, or any quoted market's
 * on the client's word. Insurers see it read-only. The quote being bound is the caller's, so a quote's
 * details elsewhere on the tab open the same bind dialog.
 */
export function PlacementPanel({
  submission,
  binding,
  onBinding,
}: {
  submission: Submission;
  binding: MarketQuote | null;
  onBinding: (quote: MarketQuote | null) => void;
}) {
  const user = useQuery(currentUserQueryOptions()).data;
  const canPlace = user ? placementRights(user).place : false;
  // A decided submission's markets, quotes and proposals stay as they were decided (the header says why), so
  // no step that the server would only refuse; an approved one may still be bound, a rejected one never.
  const canChange = canPlace && !isDecided(submission.status);
  const { bindable, chosenQuoteId } = useBindable(submission);
  const placement = useQuery(placementQueryOptions(submission.id));
  const [opened, setOpened] = useState<Opened>(null);
  const [threadOf, setThreadOf] = useState<Market | null>(null);
  // The button that opened the bind dialog goes with the bind: focus goes on to the policy, not the page's top.
  const boundNotice = useRef<HTMLDivElement>(null);
  const [justBound, setJustBound] = useState(false);
  useEffect(() => {
    if (!justBound || binding) return;
    boundNotice.current?.querySelector('a')?.focus();
    setJustBound(false);
  }, [justBound, binding]);
  const markets = placement.data?.markets ?? [];
  const quoted = markets
    .filter((m) => m.status === 'quoted' || m.status === 'bound')
    .flatMap((m) => (latestQuote(m) ? [latestQuote(m)!] : []));
  const proposal = placement.data?.proposals.find((p) => p.status !== 'withdrawn');
  const chosenOption = proposal?.options.find((o) => o.quoteId === proposal.chosenQuoteId);
  const bound = placement.data?.policy ?? null;

  const columns = useMemo<TableColumn<Market>[]>(
    () => [
      { id: 'carrier', header: 'Carrier', isRowHeader: true },
      {
        id: 'status',
        header: 'Status',
        text: (m) => MARKET_STATUS_LABELS[m.status],
        cell: (m) => (
          <span>
            <MarketStatusBadge status={m.status} />
            {m.declineReason ? <span className={styles.factorText}> {m.declineReason}</span> : null}
          </span>
        ),
      },
      {
        id: 'premium',
        header: 'Premium',
        align: 'end',
        text: (m) => (latestQuote(m) ? formatMoney(latestQuote(m)!.premium) : '—'),
      },
      {
        id: 'chaseBy',
        header: 'Chase By',
        text: (m) => (m.status === 'asked' && m.chaseBy ? formatDate(m.chaseBy) : '—'),
      },
      {
        id: 'sent',
        header: 'Package',
        text: (m) => (m.sends.length ? `Sent ${formatDate(m.sends[m.sends.length - 1]!.sentAt)}` : 'Not sent'),
      },
      marketThreadColumn(submission.messages, setThreadOf),
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        text: () => '',
        cell: (m) => {
          const steps = canChange && ['asked', 'indicated', 'quoted'].includes(m.status) ? MARKET_ACTIONS : [];
          const toBind = bindable(latestQuote(m)?.id);
          const buttons = [
            ...steps
              .filter((action) => action.kind !== 'chase' || m.status === 'asked')
              .map((action) => (
                <Button
                  key={action.kind}
                  size="sm"
                  variant="outline"
                  aria-label={action.name(m.carrier)}
                  onPress={() => setOpened({ kind: action.kind, market: m })}
                >
                  {action.label}
                </Button>
              )),
            ...(toBind
              ? [
                  <Button key="bind" size="sm" aria-label={`Bind ${possessive(m.carrier)} quote`} onPress={() => onBinding(toBind)}>
                    Bind
                  </Button>,
                ]
              : []),
          ];
          return buttons.length ? <span className={styles.marketActions}>{buttons}</span> : null;
        },
      },
    ],
    [canChange, bindable, onBinding, submission.messages],
  );
  const chosenToBind = bindable(chosenQuoteId);

  return (
    <section aria-label="Placement" className={styles.formStack}>
      {bound ? (
        <div ref={boundNotice}>
          <Alert variant="success" title={`Bound as ${bound.policyNumber}`}>
            The other markets were marked not taken up.{' '}
            <Link href={policyHref(bound.id, `/submissions/${submission.submissionId}`)}>Open the policy</Link>
          </Alert>
        </div>
      ) : null}
      <Table
        title="Markets"
        columns={columns}
        rows={markets}
        isLoading={placement.isPending}
        emptyText="Not taken to any carrier yet."
        showCount
        stackOnPhone
        className={styles.carrierNamesWrap}
        actions={
          canChange && !bound ? (
            <>
              {unsentMarkets(markets).length > 0 ? (
                <Button variant="outline" onPress={() => setOpened({ kind: 'sendAll' })}>
                  Send All ({unsentMarkets(markets).length})
                </Button>
              ) : null}
              <Button onPress={() => setOpened({ kind: 'choose' })}>Choose Markets</Button>
            </>
          ) : undefined
        }
      />
      {quoted.length ? <Comparison quotes={quoted} submission={submission} /> : null}
      {proposal ? (
        <Alert
          variant={proposal.status === 'chosen' ? 'success' : 'info'}
          title={
            proposal.status === 'chosen' && chosenOption
              ? `The client chose ${chosenOption.carrier} (${formatMoney(chosenOption.total)})`
              : proposal.status === 'bound'
                ? 'Proposal bound'
                : `Proposal shared ${formatDate(proposal.createdAt)}: waiting for the client's choice`
          }
          actions={
            proposal.status === 'chosen' && chosenToBind ? (
              <Button onPress={() => onBinding(chosenToBind)}>Bind Chosen Option</Button>
            ) : undefined
          }
        >
          <Link href={documentDownloadUrl(proposal.documentId)}>Proposal PDF</Link>
        </Alert>
      ) : null}
      {canChange && !bound && quoted.length ? (
        <div className={styles.headerActions}>
          <Button variant="outline" onPress={() => setOpened({ kind: 'propose' })}>
            Propose to Client
          </Button>
        </div>
      ) : null}
      <ChooseMarketsDialog submission={submission} isOpen={opened?.kind === 'choose'} onClose={() => setOpened(null)} />
      {opened && 'market' in opened ? (
        <MarketDialog kind={opened.kind} submission={submission} market={opened.market} onClose={() => setOpened(null)} />
      ) : null}
      {threadOf ? (
        <MarketThreadDialog submission={submission} market={threadOf} canWrite={canPlace} onClose={() => setThreadOf(null)} />
      ) : null}
      {opened?.kind === 'sendAll' ? (
        <PackageDialog submission={submission} markets={unsentMarkets(markets)} onClose={() => setOpened(null)} />
      ) : null}
      {opened?.kind === 'propose' ? <ProposeDialog submission={submission} options={quoted} onClose={() => setOpened(null)} /> : null}
      {binding ? (
        <BindDialog
          submission={submission}
          quote={binding}
          chosenInPortal={binding.id === chosenQuoteId}
          onBound={() => setJustBound(true)}
          onClose={() => onBinding(null)}
        />
      ) : null}
    </section>
  );
}
