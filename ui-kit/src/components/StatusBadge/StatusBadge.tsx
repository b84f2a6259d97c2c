import { customerStatusTones, humanize, statusLabels, toneForStatus } from '../../theme/tokens.ts';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { plain } from './StatusBadge.css.ts';

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: string;
  /** 'broker' colours (pending blue, in_progress orange...) or the customer portal's palette. */
  palette?: 'broker' | 'customer';
  /** Overrides the label derived from the status. */
  label?: string;
}

/** A submission status as a coloured badge: 'in_review' -> purple 'In Review'. */
export function StatusBadge({ status, palette = 'broker', label, ...props }: StatusBadgeProps) {
  const text = label ?? statusLabels[status] ?? humanize(status);
  if (palette === 'customer') {
    const tone = customerStatusTones[status];
    if (!tone) return <span className={plain}>{text}</span>;
    return (
      <Badge {...props} tone={tone} data-status={status}>
        {text}
      </Badge>
    );
  }
  return (
    <Badge dot {...props} tone={toneForStatus(status)} data-status={status}>
      {text}
    </Badge>
  );
}
