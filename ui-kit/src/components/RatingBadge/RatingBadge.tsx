import { humanize, ratingLabels, toneForRating } from '../../theme/tokens.ts';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { score as scoreStyle } from './RatingBadge.css.ts';

export interface RatingBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  score: number;
  /** excellent | good | fair | poor; anything else is grey. */
  label: string;
}

/** A risk rating: score and label, coloured by label ('85 Good' in blue). */
export function RatingBadge({ score, label, shape = 'rounded', ...props }: RatingBadgeProps) {
  const text = ratingLabels[label.toLowerCase()] ?? humanize(label);
  return (
    <Badge {...props} shape={shape} tone={toneForRating(label)} data-rating={label.toLowerCase()}>
      <span className={scoreStyle}>{score}</span> {text}
    </Badge>
  );
}
