export {
  MappingReview,
  type MappingReviewColumn,
  type MappingReviewDroppedRow,
  type MappingReviewProps,
  type MappingReviewTarget,
} from './MappingReview.tsx';
