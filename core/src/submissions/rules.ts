import type { CoverageType, Product, SubmissionStatus } from './entities.ts';

// =============================================================================================
// Product
// =============================================================================================

/** Coverages that insure buildings and contents; a submission of only these is Commercial Property. */
export const PROPERTY_COVERAGES: readonly CoverageType[] = ['property'];
/** Coverages that insure vehicles; a submission of only these is Commercial Auto. */
export const AUTO_COVERAGES: readonly CoverageType[] = ['motor_fleet'];

/**
 * The product of a submission from its coverages: only property coverages -> commercial_property;
 * only motor fleet -> commercial_auto; anything else (liability, workers comp, cargo, a mix, or none
 * yet) -> commercial_package, the multi-line product.
 */
export function productForCoverages(coverageTypes: readonly CoverageType[]): Product {
  if (coverageTypes.length === 0) return 'commercial_package';
  if (coverageTypes.every((c) => PROPERTY_COVERAGES.includes(c))) return 'commercial_property';
  if (coverageTypes.every((c) => AUTO_COVERAGES.includes(c))) return 'commercial_auto';
  return 'commercial_package';
}

// =============================================================================================
// Badges: the status colours of the broker area and of the customer portal
// =============================================================================================

/** A badge colour; the web app shows each in the ui-kit tone of the same name. */
export type Tone = 'green' | 'yellow' | 'blue' | 'orange' | 'purple' | 'red' | 'neutral';

const STATUS_TONES: Record<SubmissionStatus, Tone> = {
  pending: 'blue',
  in_progress: 'orange',
  in_review: 'purple',
  approved: 'green',
  rejected: 'red',
};

/** The broker area's status colour; anything unknown is neutral (grey). */
export const statusTone = (status: string): Tone => STATUS_TONES[status as SubmissionStatus] ?? 'neutral';

const CUSTOMER_BADGES: Record<string, { label: string; tone: Tone }> = {
  new: { label: 'New', tone: 'green' },
  pending: { label: 'Pending', tone: 'yellow' },
  in_progress: { label: 'In Progress', tone: 'blue' },
  in_review: { label: 'In Review', tone: 'purple' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  active: { label: 'Active', tone: 'green' },
};

/**
 * The customer portal's badge. Its colours differ from the broker area's (pending is yellow there,
 * in_progress blue). Other values show as plain text: the value itself with no tone.
 */
export function customerStatusLabel(status: string): { label: string; tone: Tone | null } {
  return Object.hasOwn(CUSTOMER_BADGES, status) ? CUSTOMER_BADGES[status] : { label: status, tone: null };
}
