import { marketThread, type Market, type Message, type Submission } from '@workbench/core';
import { Button, Dialog, type TableColumn } from '@workbench/ui-kit';
import { MarketThread } from '../../components/MarketThread.tsx';
import { placementCalls, usePlacementMutation } from '../../queries/placement.queries.ts';
import * as styles from './detail.css.ts';

/** The start of a message as a market's row shows it. */
const EXCERPT_LENGTH = 80;
const excerpt = (message: Message) =>
  message.content.length > EXCERPT_LENGTH ? `${message.content.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : message.content;

/**
 * The markets table's column of each market's own thread with its carrier: the latest message, who wrote it,
 * and the button that opens the thread. The submission's messages are the live ones of its detail, so an
 * underwriter's answer shows on the row as soon as it is written.
 */
export function marketThreadColumn(messages: readonly Message[], open: (market: Market) => void): TableColumn<Market> {
  const latest = (market: Market) => marketThread(messages, market.carrierId)[0];
  return {
    id: 'thread',
    header: 'Messages',
    text: (market) => {
      const last = latest(market);
      return last ? `${last.from}: ${excerpt(last)}` : '—';
    },
    cell: (market) => {
      const last = latest(market);
      return (
        <span className={styles.formStack}>
          {last ? (
            <span className={styles.factorText}>
              {last.from}: {excerpt(last)}
            </span>
          ) : null}
          <Button size="sm" variant="outline" aria-label={`Messages with ${market.carrier}`} onPress={() => open(market)}>
            Messages
          </Button>
        </span>
      );
    },
  };
}

/** One market's thread with its carrier; those who place write on it, the firm's underwriters read it. */
export function MarketThreadDialog({
  submission,
  market,
  canWrite,
  onClose,
}: {
  submission: Submission;
  market: Market;
  canWrite: boolean;
  onClose: () => void;
}) {
  const write = usePlacementMutation(submission.id, (content: string) => placementCalls.write(submission.id, market.id, content));
  return (
    <Dialog
      title={`Messages with ${market.carrier}`}
      description={`Only ${market.carrier} reads this thread, on its carrier desk; no other carrier and not the client.`}
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      size="wide"
    >
      <MarketThread
        label={`Thread with ${market.carrier}`}
        messages={marketThread(submission.messages, market.carrierId)}
        emptyText={`No messages with ${market.carrier} yet.`}
        send={canWrite ? write.mutateAsync : undefined}
      />
    </Dialog>
  );
}
