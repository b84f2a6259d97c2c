import type { LossClaimInput, LossRunConfirm, LossRunReview } from './history-schemas.ts';
import type { LossRunClaim } from './schemas.ts';

/** A claim's values as read, without their confidence and sources: what the review shows and confirms. */
export const plainClaim = (claim: LossRunClaim): LossClaimInput => ({
  carrier: claim.carrier?.value ?? null,
  policyNumber: claim.policyNumber?.value ?? null,
  policyTerm: claim.policyTerm?.value ?? null,
  lineOfBusiness: claim.lineOfBusiness?.value ?? null,
  claimNumber: claim.claimNumber.value,
  claimant: claim.claimant?.value ?? null,
  lossDate: claim.lossDate.value,
  reportDate: claim.reportDate?.value ?? null,
  closeDate: claim.closeDate?.value ?? null,
  status: claim.status.value,
  adjuster: claim.adjuster?.value ?? null,
  reserve: claim.reserve.value,
  paid: claim.paid.value,
  recovered: claim.recovered.value,
  incurred: claim.incurred.value,
  description: claim.description?.value ?? null,
  driver: claim.driver?.value ?? null,
  unit: claim.unit?.value ?? null,
});

/** The confirmation of a reviewed loss run as it was read: its file, valuation and claims. */
export const confirmationOf = (review: LossRunReview, submissionId: string | null = null): LossRunConfirm => ({
  file: review.file,
  submissionId,
  valuationDate: review.valuationDate?.value ?? null,
  claims: review.claims.map(plainClaim),
});
