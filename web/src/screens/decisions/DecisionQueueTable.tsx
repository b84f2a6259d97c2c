import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daysUntilDue, type User, type WaitingReview } from '@workbench/core';
import { Badge, Button, Link, Table, useToast, type TableColumn } from '@workbench/ui-kit';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { errorMessage } from '../../api/client.ts';
import { dueText, formatDate, formatDateTime, productLabel } from '../../format.ts';
import { decisionKeys, decisionQueueQueryOptions, pickUpReview } from '../../queries/decisions.queries.ts';
import { submissionKeys } from '../../queries/submissions.queries.ts';
import * as styles from './DecisionQueue.css.ts';

/** The due day with how far off it is: red once overdue, amber on the day. */
function Due({ dueDate }: { dueDate: string }) {
  const days = daysUntilDue(dueDate, new Date()) ?? 0;
  return (
    <span className={styles.due}>
      {formatDate(dueDate)}
      <Badge tone={days < 0 ? 'red' : days === 0 ? 'amber' : 'neutral'} size="sm" data-overdue={days < 0}>
        {dueText(days)}
      </Badge>
    </span>
  );
}

function columns(me: User | undefined, pickUp: (row: WaitingReview) => void, busyId: string | null): TableColumn<WaitingReview>[] {
  return [
    {
      id: 'submissionId',
      header: 'Submission',
      isRowHeader: true,
      minWidth: 170,
      text: (r) => r.submissionId,
      cell: (r) => (
        <Link href={`/submissions/${r.submissionId}`} className={styles.reference}>
          {r.submissionId}
        </Link>
      ),
    },
    { id: 'client', header: 'Client', minWidth: 160, text: (r) => r.client },
    { id: 'product', header: 'Product', minWidth: 150, text: (r) => productLabel(r.product) },
    { id: 'sentForReviewAt', header: 'Sent for review', minWidth: 170, text: (r) => formatDateTime(r.sentForReviewAt) },
    { id: 'dueDate', header: 'Due', minWidth: 190, text: (r) => formatDate(r.dueDate), cell: (r) => <Due dueDate={r.dueDate} /> },
    {
      id: 'pickedUpBy',
      header: 'Picked up by',
      minWidth: 200,
      text: (r) => r.pickedUpBy ?? 'Nobody yet',
      cell: (r) =>
        r.pickedUpById && r.pickedUpById === me?.id ? (
          <span>{r.pickedUpBy} (you)</span>
        ) : (
          <span className={styles.pickedUp}>
            <span className={r.pickedUpBy ? undefined : styles.nobody}>{r.pickedUpBy ?? 'Nobody yet'}</span>
            <Button
              size="sm"
              variant="outline"
              isPending={busyId === r.id}
              pendingLabel="Picking up..."
              aria-label={`Pick up ${r.submissionId}`}
              onPress={() => pickUp(r)}
            >
              Pick up
            </Button>
          </span>
        ),
    },
  ];
}

/**
 * The submissions waiting for a decision, for those who may decide them: each links to its page, says when
 * it was sent and when the product's service level wants it decided, and who picked it up, with Pick up
 * for the others.
 */
export function DecisionQueueTable({ me, title = 'Waiting for decision' }: { me: User | undefined; title?: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const queue = useQuery(decisionQueueQueryOptions());
  useErrorToast(queue, 'Failed to load the submissions waiting for a decision');
  const pickUp = useMutation({
    mutationFn: (row: WaitingReview) => pickUpReview(row.id),
    onSuccess: (_submission, row) => {
      toast({ title: 'Picked up', description: `${row.submissionId} is assigned to you.` });
      void queryClient.invalidateQueries({ queryKey: decisionKeys.queue });
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error) =>
      toast({ title: 'Could not pick it up', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const rows = queue.data ?? [];
  return (
    <Table
      title={title}
      actions={
        <Badge tone="neutral" role="img" aria-label={`${rows.length} waiting for a decision`}>
          {rows.length}
        </Badge>
      }
      columns={columns(me, (row) => pickUp.mutate(row), pickUp.isPending ? (pickUp.variables?.id ?? null) : null)}
      rows={rows}
      isLoading={queue.isPending}
      emptyText="Nothing is waiting for a decision."
    />
  );
}
