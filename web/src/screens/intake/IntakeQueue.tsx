import { useDeferredValue, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  CLIENT_MATCH_LABELS,
  INTAKE_DROP_LABELS,
  PRODUCT_LABELS,
  plural,
  statusLabel,
  type IntakeItem,
  type MergeTarget,
  type Product,
} from '@workbench/core';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  Dialog,
  EmptyState,
  InboxIcon,
  PaperclipIcon,
  RadioCard,
  RadioCardGroup,
  SearchField,
  Spinner,
  TextArea,
  useToast,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatBytes, formatDate, formatDateTime } from '../../format.ts';
import {
  discardIntakeItem,
  intakeKeys,
  intakeQueueQueryOptions,
  mergeIntakeItem,
  mergeTargetsQueryOptions,
  openIntakeItem,
} from '../../queries/intake.queries.ts';
import { GuessedFromEmail } from './GuessedFromEmail.tsx';
import * as styles from './IntakeQueue.css.ts';

const senderOf = (item: IntakeItem) => (item.fromName ? `${item.fromName} <${item.fromAddress}>` : item.fromAddress);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function IntakeCard({
  item,
  onOpen,
  onMerge,
  onDiscard,
  busy,
}: {
  item: IntakeItem;
  onOpen: (item: IntakeItem) => void;
  onMerge: (item: IntakeItem) => void;
  onDiscard: (item: IntakeItem) => void;
  busy: boolean;
}) {
  const headingId = `intake-${item.id}`;
  const client = item.clientName
    ? `${item.clientName}${item.clientMatch ? `, ${CLIENT_MATCH_LABELS[item.clientMatch]}` : ''}${item.clientMatch === 'name' && item.clientScore !== null ? ` (score ${item.clientScore})` : ''}`
    : 'None';
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.subject}>
          {item.subject}
        </h2>
        <span className={styles.received}>Received {formatDateTime(item.receivedAt)}</span>
      </div>
      <p className={styles.sender}>From {senderOf(item)}</p>
      {item.duplicateOf.length > 0 && (
        <Alert variant="warning" title="Possible duplicate">
          {item.clientName ?? 'The client'} already has open {item.duplicateOf.length === 1 ? 'submission' : 'submissions'}{' '}
          {item.duplicateOf.join(', ')}: merge the e-mail into one of them if it belongs there.
        </Alert>
      )}
      <dl className={styles.facts}>
        <Fact label="Proposed client">{client}</Fact>
        <Fact label="Guessed from the e-mail">
          <GuessedFromEmail extraction={item.extraction} />
        </Fact>
        <Fact label="Draft">{item.submissionRef ?? 'None'}</Fact>
        <Fact label="Attachments">
          {item.attachments.length === 0 ? (
            'None'
          ) : (
            <ul className={styles.files} aria-label="Attachments kept">
              {item.attachments.map((a) => (
                <li key={a.filename}>
                  <Badge tone="blue">
                    <PaperclipIcon aria-hidden /> {a.filename} ({formatBytes(a.size)})
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
      {item.dropped.length > 0 && (
        <Alert variant="destructive" title={`${plural(item.dropped.length, 'attachment')} not kept`}>
          <ul className={styles.files} aria-label="Attachments not kept">
            {item.dropped.map((d) => (
              <li key={d.filename}>
                {d.filename}: {INTAKE_DROP_LABELS[d.reason]}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="outline" size="sm" isDisabled={busy} onPress={() => onDiscard(item)} aria-label={`Discard ${item.subject}`}>
          Discard
        </Button>
        <Button variant="outline" size="sm" isDisabled={busy} onPress={() => onMerge(item)} aria-label={`Merge ${item.subject}`}>
          Merge into existing submission
        </Button>
        <Button size="sm" isDisabled={busy} onPress={() => onOpen(item)} aria-label={`Open ${item.subject}`}>
          Open
        </Button>
      </div>
    </li>
  );
}

const targetLine = (t: MergeTarget) =>
  [
    t.clientName,
    statusLabel(t.status),
    PRODUCT_LABELS[t.product as Product] ?? t.product,
    t.dueDate ? `due ${formatDate(t.dueDate)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Merge into existing submission: the proposed client's open submissions to choose from, and a search over
 * the others; the e-mail's message and documents go to the one chosen and its draft is deleted.
 */
function MergeDialog({
  item,
  target,
  onTarget,
  onClose,
  onMerge,
  pending,
}: {
  item: IntakeItem | null;
  target: string;
  onTarget: (id: string) => void;
  onClose: () => void;
  onMerge: (item: IntakeItem, submissionId: string) => void;
  pending: boolean;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  // The previous answer stays while a new search loads, so the client's submissions do not blink away.
  const targets = useQuery({
    ...mergeTargetsQueryOptions(item?.id ?? '', q),
    enabled: item !== null,
    placeholderData: (previous) => previous,
  });
  useErrorToast(targets, 'Failed to load the submissions to merge into');
  const proposed = targets.data?.proposed ?? [];
  const found = targets.data?.found ?? [];
  const options = (list: MergeTarget[]) =>
    list.map((t) => <RadioCard key={t.id} value={t.id} title={t.submissionId} description={targetLine(t)} />);
  return (
    <Dialog
      title="Merge into existing submission"
      description={
        item ? `${item.subject}: its message and attachments move to the submission you choose, and its draft is deleted.` : undefined
      }
      isOpen={item !== null}
      onOpenChange={(next) => {
        if (next) return;
        setSearch('');
        onClose();
      }}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button isDisabled={pending || target === ''} onPress={() => item && onMerge(item, target)}>
            Merge
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {targets.isPending ? (
          <Spinner label="Loading submissions" showLabel />
        ) : (
          <div className={styles.targets}>
            {proposed.length > 0 ? (
              <RadioCardGroup
                label={`Open submissions of ${item?.clientName ?? 'the proposed client'}`}
                value={proposed.some((t) => t.id === target) ? target : null}
                onChange={onTarget}
              >
                {options(proposed)}
              </RadioCardGroup>
            ) : (
              <p className={styles.muted}>{item?.clientName ?? 'The proposed client'} has no other open submission.</p>
            )}
          </div>
        )}
        <SearchField label="Search other submissions" placeholder="SUB id or client name" value={search} onChange={setSearch} />
        {q !== '' && !targets.isPending ? (
          found.length > 0 ? (
            <RadioCardGroup label={`Found for "${q}"`} value={found.some((t) => t.id === target) ? target : null} onChange={onTarget}>
              {options(found)}
            </RadioCardGroup>
          ) : (
            <p className={styles.muted}>No other open submission matches "{q}".</p>
          )
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * The e-mail intake queue: each mail taken in (dropped, forwarded or polled) waits here with its draft until a
 * broker opens it, merges it into a submission that exists, or discards it with a reason. Nothing of it is
 * shown to a customer until a broker shares the submission.
 */
export function IntakeQueue() {
  const query = useQuery(intakeQueueQueryOptions());
  useErrorToast(query, 'Failed to load the intake queue');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [merging, setMerging] = useState<IntakeItem | null>(null);
  const [target, setTarget] = useState('');
  const [discarding, setDiscarding] = useState<IntakeItem | null>(null);
  const [reason, setReason] = useState('');
  const settled = () => queryClient.invalidateQueries({ queryKey: intakeKeys.queue });
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again') });

  const open = useMutation({
    mutationFn: (item: IntakeItem) => openIntakeItem(item.id),
    onSuccess: (item) => {
      if (item.submissionRef) void navigate({ to: '/submissions/$id', params: { id: item.submissionRef } });
    },
    onError: failed('The e-mail could not be opened'),
    onSettled: settled,
  });
  const merge = useMutation({
    mutationFn: ({ item, submissionId }: { item: IntakeItem; submissionId: string }) => mergeIntakeItem(item.id, submissionId),
    onSuccess: (item) => {
      setMerging(null);
      toast({
        title: `Merged into ${item.submissionRef}`,
        description: `${item.subject} and its attachments are on ${item.submissionRef} now.`,
      });
    },
    onError: failed('The e-mail could not be merged'),
    onSettled: settled,
  });
  const discard = useMutation({
    mutationFn: ({ item, why }: { item: IntakeItem; why: string }) => discardIntakeItem(item.id, why),
    onSuccess: (item) => {
      setDiscarding(null);
      toast({ title: 'E-mail discarded', description: `${item.subject}: its draft was deleted.` });
    },
    onError: failed('The e-mail could not be discarded'),
    onSettled: settled,
  });

  const items = query.data ?? [];
  const busy = open.isPending || merge.isPending || discard.isPending;
  return (
    <Page>
      <PageHeader
        title="E-mail intake"
        subtitle="Submissions that came in by e-mail. Open one to work on its draft, merge it into a submission that already exists, or discard it."
      />
      <Card>
        <CardContent>
          {query.isPending ? (
            <Spinner label="Loading the intake queue" showLabel />
          ) : items.length === 0 ? (
            <EmptyState
              icon={<InboxIcon />}
              title="No e-mails are waiting"
              description="Mail forwarded to the intake address, polled from the shared mailbox or dropped on Upload Submission appears here."
            />
          ) : (
            <ul className={styles.list} aria-label={`Waiting e-mails (${items.length})`}>
              {items.map((item) => (
                <IntakeCard
                  key={item.id}
                  item={item}
                  busy={busy}
                  onOpen={(i) => open.mutate(i)}
                  onMerge={(i) => {
                    setTarget('');
                    setMerging(i);
                  }}
                  onDiscard={(i) => {
                    setReason('');
                    setDiscarding(i);
                  }}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <MergeDialog
        item={merging}
        target={target}
        onTarget={setTarget}
        onClose={() => setMerging(null)}
        pending={merge.isPending}
        onMerge={(item, submissionId) => merge.mutate({ item, submissionId })}
      />
      <Dialog
        title="Discard the e-mail"
        description={discarding ? `${discarding.subject}: its draft is deleted; the reason stays on the intake log.` : undefined}
        isOpen={discarding !== null}
        onOpenChange={(next) => (next ? undefined : setDiscarding(null))}
        footer={
          <>
            <Button variant="outline" slot="close">
              Cancel
            </Button>
            <Button
              variant="destructive"
              isDisabled={discard.isPending || reason.trim() === ''}
              onPress={() => discarding && discard.mutate({ item: discarding, why: reason.trim() })}
            >
              Discard
            </Button>
          </>
        }
      >
        <div className={styles.dialogBody}>
          <TextArea label="Reason" value={reason} onChange={setReason} isRequired rows={3} placeholder="A newsletter, not a submission" />
        </div>
      </Dialog>
    </Page>
  );
}
