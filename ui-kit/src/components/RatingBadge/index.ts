export { RatingBadge, type RatingBadgeProps } from './RatingBadge.tsx';
