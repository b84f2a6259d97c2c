import { RENEWAL_STATUS_LABELS, type RenewalStatus } from '@workbench/core';
import { Badge, type Tone } from '@workbench/ui-kit';

const RENEWAL_TONES: Record<RenewalStatus, Tone> = {
  not_started: 'neutral',
  remarketing: 'blue',
  quoted: 'purple',
  renewed: 'green',
  lapsed: 'red',
};

/** Where a policy's renewal stands: not started grey, remarketing blue, quoted purple, renewed green, lapsed red. */
export function RenewalStatusBadge({ status }: { status: RenewalStatus }) {
  return (
    <Badge dot tone={RENEWAL_TONES[status] ?? 'neutral'} data-status={status}>
      {RENEWAL_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** A renewed premium that moved by more than the configured share of the last one. */
export function PremiumChangeBadge() {
  return <Badge tone="yellow">Premium change flagged</Badge>;
}
