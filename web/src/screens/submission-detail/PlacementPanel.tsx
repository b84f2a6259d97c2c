import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  MANUAL_MARKET_STATUSES,
  MARKET_STATUS_LABELS,
  MAX_PROPOSAL_OPTIONS,
  comparisonRows,
  formatHitRatio,
  placementRights,
  quoteTotal,
  type ComparisonRow,
  type Market,
  type MarketQuote,
  type MarketStatus,
  type Submission,
} from '@workbench/core';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  Link,
  NumberField,
  Select,
  Table,
  TextArea,
  TextField,
  useToast,
  type TableColumn,
  type Tone,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
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

/** How each market status reads at a glance: answered well (green), waiting (blue / yellow), closed (red / grey). */
const MARKET_TONES: Record<MarketStatus, Tone> = {
  asked: 'blue',
  indicated: 'yellow',
  quoted: 'green',
  declined: 'red',
  bound: 'green',
  expired: 'neutral',
  not_taken_up: 'neutral',
};

const latestQuote = (market: Market): MarketQuote | undefined => market.quotes[market.quotes.length - 1];

function ChooseMarketsDialog({ submission, isOpen, onClose }: { submission: Submission; isOpen: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const candidates = useQuery({ ...marketCandidatesQueryOptions(submission.id), enabled: isOpen });
  const [chosen, setChosen] = useState<string[]>([]);
  const choose = usePlacementMutation(submission.id, (ids: string[]) => placementCalls.chooseMarkets(submission.id, ids));
  const close = () => {
    setChosen([]);
    onClose();
  };
  const submit = async () => {
    try {
      await choose.mutateAsync(chosen);
      toast({ title: 'Markets chosen', description: `${chosen.length} carrier${chosen.length === 1 ? '' : 's'} asked.` });
      close();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Markets not chosen', description: errorMessage(error, 'Could not choose the markets') });
    }
  };
  const open = (candidates.data ?? []).filter((c) => !c.marketed);
  return (
    <Dialog
      title="Choose markets"
      description={`Carriers to take ${submission.submissionId} to, with their appetite and past hit ratio on this product.`}
      isOpen={isOpen}
      onOpenChange={(o) => (o ? undefined : close())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={submit} isDisabled={chosen.length === 0} isPending={choose.isPending} pendingLabel="Choosing...">
            Ask {chosen.length || ''} carrier{chosen.length === 1 ? '' : 's'}
          </Button>
        </>
      }
    >
      <div className={styles.formStack}>
        {candidates.isPending ? <p>Loading the directory...</p> : null}
        {!candidates.isPending && open.length === 0 ? <p>Every active carrier is already a market here.</p> : null}
        {open.map((c) => (
          <Checkbox
            key={c.carrierId}
            isSelected={chosen.includes(c.carrierId)}
            onChange={(on) => setChosen((ids) => (on ? [...ids, c.carrierId] : ids.filter((id) => id !== c.carrierId)))}
          >
            <span>
              <strong>{c.name}</strong> · hit ratio {formatHitRatio(c.productHitRatio)} on this product ({c.productQuotes} quote
              {c.productQuotes === 1 ? '' : 's'}){c.hasEmail ? '' : ' · no e-mail contact'}
              <br />
              <span className={styles.factorText}>{c.appetite.length ? c.appetite.join(' ') : 'No appetite noted'}</span>
            </span>
          </Checkbox>
        ))}
      </div>
    </Dialog>
  );
}

const ANSWER_ITEMS = MANUAL_MARKET_STATUSES.map((s) => ({ id: s, label: MARKET_STATUS_LABELS[s] }));

function AnswerDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  const { toast } = useToast();
  const [status, setStatus] = useState<string>('indicated');
  const [reason, setReason] = useState('');
  const answer = usePlacementMutation(submission.id, () =>
    placementCalls.answer(submission.id, market.id, { status, reason: status === 'declined' ? reason : null }),
  );
  const submit = async () => {
    try {
      await answer.mutateAsync(undefined);
      toast({ title: 'Answer recorded', description: `${market.carrier}: ${MARKET_STATUS_LABELS[status as MarketStatus]}.` });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Answer not recorded', description: errorMessage(error, 'Could not record the answer') });
    }
  };
  return (
    <Dialog
      title={`${market.carrier}'s answer`}
      description={`Now ${MARKET_STATUS_LABELS[market.status]}.`}
      isOpen
      onOpenChange={(o) => (o ? undefined : onClose())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={submit} isPending={answer.isPending} pendingLabel="Saving...">
            Record Answer
          </Button>
        </>
      }
    >
      <div className={styles.formStack}>
        <Select label="Answer" items={ANSWER_ITEMS} selectedKey={status} onSelectionChange={(key) => setStatus(String(key))} />
        {status === 'declined' ? <TextArea label="Reason for declining" isRequired value={reason} onChange={setReason} /> : null}
      </div>
    </Dialog>
  );
}

function QuoteDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  const { toast } = useToast();
  const [premium, setPremium] = useState(Number.NaN);
  const [taxes, setTaxes] = useState(Number.NaN);
  const [fees, setFees] = useState(Number.NaN);
  const [commission, setCommission] = useState(Number.NaN);
  const [coverage, setCoverage] = useState(submission.productType);
  const [limit, setLimit] = useState(Number.NaN);
  const [deductible, setDeductible] = useState(Number.NaN);
  const [subjectivities, setSubjectivities] = useState('');
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const orNull = (n: number) => (Number.isNaN(n) ? null : n);
  const record = usePlacementMutation(submission.id, () =>
    placementCalls.quote(submission.id, market.id, {
      premium: orNull(premium) as number,
      taxes: orNull(taxes) ?? 0,
      fees: orNull(fees) ?? 0,
      commissionRate: orNull(commission),
      terms: coverage.trim() ? [{ coverage: coverage.trim(), limit: orNull(limit), deductible: orNull(deductible) }] : [],
      subjectivities: subjectivities
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      validUntil,
    }),
  );
  const submit = async () => {
    try {
      await record.mutateAsync(undefined);
      toast({ title: 'Quote recorded', description: `${market.carrier}: ${formatMoney(premium)} premium.` });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Quote not recorded', description: errorMessage(error, 'Could not record the quote') });
    }
  };
  return (
    <Dialog
      title={`${market.carrier}'s quote`}
      description="The premium and terms the carrier offers."
      isOpen
      onOpenChange={(o) => (o ? undefined : onClose())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={submit} isPending={record.isPending} pendingLabel="Saving...">
            Record Quote
          </Button>
        </>
      }
    >
      <div className={styles.formGrid}>
        <NumberField label="Premium" isRequired currency="USD" value={premium} onChange={setPremium} />
        <NumberField label="Taxes" currency="USD" value={taxes} onChange={setTaxes} />
        <NumberField label="Fees" currency="USD" value={fees} onChange={setFees} />
        <NumberField label="Commission (%)" value={commission} onChange={setCommission} />
        <TextField label="Coverage" value={coverage} onChange={setCoverage} />
        <DatePicker label="Valid Until" value={validUntil} onChange={setValidUntil} />
        <NumberField label="Limit" currency="USD" value={limit} onChange={setLimit} />
        <NumberField label="Deductible" currency="USD" value={deductible} onChange={setDeductible} />
        <div className={styles.wide}>
          <TextArea label="Subjectivities" description="One per line" value={subjectivities} onChange={setSubjectivities} />
        </div>
      </div>
    </Dialog>
  );
}

function SendDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  const { toast } = useToast();
  const [coverNote, setCoverNote] = useState(
    `Please find attached our submission for ${submission.client} (${submission.productType}). We would welcome your terms.`,
  );
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const send = usePlacementMutation(submission.id, () => placementCalls.send(submission.id, market.id, { coverNote, documentIds }));
  const submit = async () => {
    try {
      await send.mutateAsync(undefined);
      toast({ title: 'Package sent', description: `Mailed to ${market.carrierEmail}.` });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Package not sent', description: errorMessage(error, 'Could not send the package') });
    }
  };
  return (
    <Dialog
      title={`Send ${market.carrier} the package`}
      description={market.carrierEmail ? `By e-mail to ${market.carrierEmail}.` : 'The carrier has no contact with an e-mail address.'}
      isOpen
      onOpenChange={(o) => (o ? undefined : onClose())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={submit} isDisabled={!market.carrierEmail} isPending={send.isPending} pendingLabel="Sending...">
            Send Package
          </Button>
        </>
      }
    >
      <div className={styles.formStack}>
        <TextArea label="Cover note" isRequired value={coverNote} onChange={setCoverNote} rows={5} />
        <fieldset className={styles.formStack}>
          <legend>Documents to enclose</legend>
          {submission.documents.length === 0 ? <p>No documents on this submission yet.</p> : null}
          {submission.documents.map((d) => (
            <Checkbox
              key={d.id}
              isSelected={documentIds.includes(d.id)}
              onChange={(on) => setDocumentIds((ids) => (on ? [...ids, d.id] : ids.filter((id) => id !== d.id)))}
            >
              {d.filename}
            </Checkbox>
          ))}
        </fieldset>
      </div>
    </Dialog>
  );
}

function ProposeDialog({ submission, options, onClose }: { submission: Submission; options: MarketQuote[]; onClose: () => void }) {
  const { toast } = useToast();
  const [chosen, setChosen] = useState<string[]>(options.slice(0, MAX_PROPOSAL_OPTIONS).map((q) => q.id));
  const [message, setMessage] = useState('');
  const propose = usePlacementMutation(submission.id, () => placementCalls.propose(submission.id, chosen, message.trim() || null));
  const submit = async () => {
    try {
      await propose.mutateAsync(undefined);
      toast({ title: 'Proposal shared', description: `${chosen.length} option${chosen.length === 1 ? '' : 's'} in the client's portal.` });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Proposal not shared', description: errorMessage(error, 'Could not share the proposal') });
    }
  };
  return (
    <Dialog
      title="Propose to the client"
      description={`A PDF of the chosen options goes to ${submission.client}'s portal, where they choose one.`}
      isOpen
      onOpenChange={(o) => (o ? undefined : onClose())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={submit} isDisabled={chosen.length === 0} isPending={propose.isPending} pendingLabel="Sharing...">
            Share Proposal
          </Button>
        </>
      }
    >
      <div className={styles.formStack}>
        {options.map((q) => (
          <Checkbox
            key={q.id}
            isSelected={chosen.includes(q.id)}
            onChange={(on) => setChosen((ids) => (on ? [...ids, q.id] : ids.filter((id) => id !== q.id)))}
          >
            {q.carrier}: {formatMoney(quoteTotal(q))} total
          </Checkbox>
        ))}
        <TextArea label="Message to the client" value={message} onChange={setMessage} />
      </div>
    </Dialog>
  );
}

/** The quoted options side by side: every figure in its own column, the rows where carriers differ marked. */
function Comparison({ quotes }: { quotes: MarketQuote[] }) {
  const rows = useMemo(
    () => comparisonRows(quotes.map((q) => ({ quoteId: q.id, ...q, total: quoteTotal(q) }))).map((row, i) => ({ ...row, id: String(i) })),
    [quotes],
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
        text: (r: ComparisonRow) => r.values[i] ?? '',
        cell: (r: ComparisonRow) => (r.differs ? <strong>{r.values[i]}</strong> : r.values[i]),
      })),
    ],
    [quotes],
  );
  return (
    <Table
      title="Compare quoted options"
      aria-label="Quoted options side by side"
      columns={columns}
      rows={rows}
      emptyText="No quotes to compare yet."
    />
  );
}

type Opened = { kind: 'answer' | 'quote' | 'send' | 'chase'; market: Market } | { kind: 'choose' | 'propose' } | null;

/**
 * Placing the submission: the carriers it is taken to and where each stands, their quotes compared, the
 * proposal the client chooses from, and binding the chosen option. Insurers see it read-only.
 */
/**
 * The day to chase a carrier that has not answered by: on that day, if it is still asked, a task goes to
 * the submission's broker.
 */
function ChaseDialog({ submission, market, onClose }: { submission: Submission; market: Market; onClose: () => void }) {
  const { toast } = useToast();
  const [chaseBy, setChaseBy] = useState<string | null>(market.chaseBy);
  const save = usePlacementMutation(submission.id, (day: string | null) => placementCalls.chase(submission.id, market.id, day));
  const submit = async (day: string | null) => {
    try {
      await save.mutateAsync(day);
      toast({
        title: day ? 'Chase date set' : 'Chase date cleared',
        description: day ? `${market.carrier}: a task is raised on ${formatDate(day)} if it has not answered.` : market.carrier,
      });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Chase date not saved', description: errorMessage(error, 'Could not save the chase date') });
    }
  };
  return (
    <Dialog
      title={`Chase ${market.carrier}`}
      description="If the carrier has not answered by this day, a task to chase it goes to the submission's broker."
      isOpen
      onOpenChange={(o) => (o ? undefined : onClose())}
      footer={
        <>
          {market.chaseBy ? (
            <Button variant="outline" onPress={() => submit(null)} isPending={save.isPending}>
              Clear Date
            </Button>
          ) : null}
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={() => submit(chaseBy)} isDisabled={!chaseBy} isPending={save.isPending} pendingLabel="Saving...">
            Save Chase Date
          </Button>
        </>
      }
    >
      <div className={styles.formStack}>
        <DatePicker label="Chase By" value={chaseBy} onChange={setChaseBy} isRequired />
      </div>
    </Dialog>
  );
}

export function PlacementPanel({ submission }: { submission: Submission }) {
  const { toast } = useToast();
  const user = useQuery(currentUserQueryOptions()).data;
  const canPlace = user ? placementRights(user).place : false;
  const placement = useQuery(placementQueryOptions(submission.id));
  const [opened, setOpened] = useState<Opened>(null);
  const bind = usePlacementMutation(submission.id, (quoteId: string | undefined) => placementCalls.bind(submission.id, quoteId));
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
            <Badge tone={MARKET_TONES[m.status]}>{MARKET_STATUS_LABELS[m.status]}</Badge>
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
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        text: () => '',
        cell: (m) =>
          canPlace && ['asked', 'indicated', 'quoted'].includes(m.status) ? (
            <span className={styles.headerActions}>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Send ${m.carrier} the package`}
                onPress={() => setOpened({ kind: 'send', market: m })}
              >
                Send
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Record ${m.carrier}'s quote`}
                onPress={() => setOpened({ kind: 'quote', market: m })}
              >
                Quote
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Record ${m.carrier}'s answer`}
                onPress={() => setOpened({ kind: 'answer', market: m })}
              >
                Answer
              </Button>
              {m.status === 'asked' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Set the day to chase ${m.carrier} by`}
                  onPress={() => setOpened({ kind: 'chase', market: m })}
                >
                  Chase
                </Button>
              ) : null}
            </span>
          ) : null,
      },
    ],
    [canPlace],
  );

  const bindChosen = async () => {
    try {
      const result = await bind.mutateAsync(undefined);
      toast({ title: 'Policy bound', description: `${result.policy?.policyNumber} is in force.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not bound', description: errorMessage(error, 'Could not bind') });
    }
  };

  return (
    <section aria-label="Placement" className={styles.formStack}>
      {bound ? (
        <Alert variant="success" title={`Bound as ${bound.policyNumber}`}>
          The other markets were marked not taken up. <Link href={`/policies/${bound.id}`}>Open the policy</Link>
        </Alert>
      ) : null}
      <Table
        title="Markets"
        columns={columns}
        rows={markets}
        isLoading={placement.isPending}
        emptyText="Not taken to any carrier yet."
        showCount
        actions={canPlace && !bound ? <Button onPress={() => setOpened({ kind: 'choose' })}>Choose Markets</Button> : undefined}
      />
      {quoted.length ? <Comparison quotes={quoted} /> : null}
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
            canPlace && proposal.status === 'chosen' ? (
              <Button onPress={bindChosen} isPending={bind.isPending} pendingLabel="Binding...">
                Bind Chosen Option
              </Button>
            ) : undefined
          }
        >
          <Link href={documentDownloadUrl(proposal.documentId)}>Proposal PDF</Link>
        </Alert>
      ) : null}
      {canPlace && !bound && quoted.length ? (
        <div className={styles.headerActions}>
          <Button variant="outline" onPress={() => setOpened({ kind: 'propose' })}>
            Propose to Client
          </Button>
        </div>
      ) : null}
      <ChooseMarketsDialog submission={submission} isOpen={opened?.kind === 'choose'} onClose={() => setOpened(null)} />
      {opened?.kind === 'answer' ? <AnswerDialog submission={submission} market={opened.market} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'quote' ? <QuoteDialog submission={submission} market={opened.market} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'chase' ? <ChaseDialog submission={submission} market={opened.market} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'send' ? <SendDialog submission={submission} market={opened.market} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'propose' ? <ProposeDialog submission={submission} options={quoted} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
