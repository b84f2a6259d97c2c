import {
  CLAIM_STATUS_LABELS,
  MARKET_STATUS_LABELS,
  customerStatusLabel,
  isClientQuote,
  isTaskDone,
  ratingTone,
  statusLabel,
  statusTone,
  type ClaimStatus,
  type MarketStatus,
  type Priority,
  type Rating,
} from '@workbench/core';
import { memo } from 'react';
import { Badge, type BadgeProps, type Tone } from '@workbench/ui-kit';
import { priorityLabel, ratingLabelName } from '../format.ts';
import * as styles from './badges.css.ts';

// The app's domain badges. What a status or a rating is called and which colour it has come from core
// (statusLabel and statusTone, customerStatusLabel, RATING_LABEL_NAMES through ratingLabelName, ratingTone), whose tone names
// are ui-kit's; the badge itself is ui-kit's domain-free Badge.

/** A Badge's size, shape and attributes; the tone and the text come from the value shown. */
type BadgeLook = Omit<BadgeProps, 'tone' | 'children'>;

// The badges a long list shows on every row are memoised: a row of the virtualised list handed the next
// submission re-renders its badge only when the value differs (most rows share a few statuses and
// priorities), so scrolling builds fewer elements and class names and leaves less for the garbage collector.

/** A submission's status in the broker area, with a dot: 'In Review' in purple, an unknown status in grey. */
export const SubmissionStatusBadge = memo(function SubmissionStatusBadge({ status, ...props }: BadgeLook & { status: string }) {
  return (
    <Badge dot {...props} tone={statusTone(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
});

/**
 * A submission's or a policy's status in the customer portal, in the portal's palette (pending yellow,
 * in progress blue); a status without a colour there shows as plain text.
 */
export function CustomerStatusBadge({ status, ...props }: BadgeLook & { status: string }) {
  const { label, tone } = customerStatusLabel(status);
  if (!tone) return <span className={styles.plain}>{label}</span>;
  return (
    <Badge {...props} tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}

type RatingBadgeProps = BadgeLook & { rating: Rating };

/** The same rating (each row's is an object of its own) and the same other props. */
function sameRating(before: RatingBadgeProps, after: RatingBadgeProps): boolean {
  if (before.rating.score !== after.rating.score || before.rating.label !== after.rating.label) return false;
  let count = 0;
  for (const key in before) {
    count++;
    const name = key as keyof RatingBadgeProps;
    if (name !== 'rating' && !Object.is(before[name], after[name])) return false;
  }
  for (const _ in after) count--;
  return count === 0;
}

/** A risk rating: its score and label, coloured by the label ('85 Good' in blue). */
export const RatingBadge = memo(function RatingBadge({ rating, shape = 'rounded', ...props }: RatingBadgeProps) {
  return (
    <Badge {...props} shape={shape} tone={ratingTone(rating.label)} data-rating={rating.label}>
      <span className={styles.score}>{rating.score}</span> {ratingLabelName(rating.label)}
    </Badge>
  );
}, sameRating);

const PRIORITY_TONES: Record<Priority, Tone> = { urgent: 'red', high: 'orange', medium: 'yellow', low: 'blue', none: 'neutral' };

/** A submission's priority as an outlined badge: urgent red, high orange, medium yellow, low blue, none grey. */
export const PriorityBadge = memo(function PriorityBadge({ priority, ...props }: BadgeLook & { priority: Priority }) {
  return (
    <Badge appearance="outline" {...props} tone={PRIORITY_TONES[priority] ?? 'neutral'}>
      {priorityLabel(priority)}
    </Badge>
  );
});

const CLAIM_TONES: Record<ClaimStatus, Tone> = { reported: 'yellow', acknowledged: 'blue', in_progress: 'purple', closed: 'green' };

/** A claim's status: reported yellow, acknowledged blue, in progress purple, closed green. */
export function ClaimStatusBadge({ status, ...props }: BadgeLook & { status: ClaimStatus }) {
  return (
    <Badge dot {...props} tone={CLAIM_TONES[status] ?? 'neutral'} data-status={status}>
      {CLAIM_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

// Tasks, quotes and related items carry free-text statuses; these are the colours of the usual ones.

/** A task's status: in progress blue, done green, anything else grey. */
export const taskStatusTone = (status: string): Tone => (status === 'In Progress' ? 'blue' : isTaskDone({ status }) ? 'green' : 'neutral');

export const taskPriorityTone = (priority: string): Tone => (priority === 'High' ? 'red' : priority === 'Medium' ? 'yellow' : 'neutral');

/** A related item's status: active green, closed grey, anything else (pending, open) yellow. */
export const relatedTone = (status: string): Tone => (status === 'Active' ? 'green' : status === 'Closed' ? 'neutral' : 'yellow');

/** A quote is green once it is an offer to the client (core's rule), yellow while anything else. */
export const quoteTone = (status: string): Tone => (isClientQuote({ status }) ? 'green' : 'yellow');

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

/** Where a carrier's market stands, in the broker's placement and on the carrier's own desk. */
export function MarketStatusBadge({ status, ...props }: BadgeLook & { status: MarketStatus }) {
  return (
    <Badge {...props} tone={MARKET_TONES[status]}>
      {MARKET_STATUS_LABELS[status]}
    </Badge>
  );
}
