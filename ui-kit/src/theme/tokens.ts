/**
 * Values that cannot live in CSS variables (media queries) or that screens need in JavaScript,
 * plus the mapping of domain values (status, rating) to colour tones.
 */

/** One spacing unit is 0.25rem: `units(14)` is 3.5rem. */
export const UNIT_REM = 0.25;
export const units = (n: number): string => `${n * UNIT_REM}rem`;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  /** Phones: below the sm breakpoint, where controls grow to a finger's size. */
  phone: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** System fonts only: the product runs offline, so no web fonts are fetched. */
export const fontStacks = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export type Tone = 'neutral' | 'blue' | 'orange' | 'purple' | 'green' | 'red' | 'yellow' | 'amber';
export const TONES: readonly Tone[] = ['neutral', 'blue', 'orange', 'purple', 'green', 'red', 'yellow', 'amber'];

/** Submission status colours: pending blue, in progress orange, in review purple, decided green or red; anything else is grey. */
export const statusTones: Record<string, Tone> = {
  pending: 'blue',
  in_progress: 'orange',
  in_review: 'purple',
  approved: 'green',
  rejected: 'red',
};

export const statusLabels: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  in_review: 'In Review',
  approved: 'Approved',
  rejected: 'Rejected',
  new: 'New',
  active: 'Active',
  draft: 'Draft',
};

/** Customer portal badges use their own palette, where pending reads yellow rather than blue. */
export const customerStatusTones: Record<string, Tone> = {
  new: 'green',
  pending: 'yellow',
  in_progress: 'blue',
  in_review: 'purple',
  approved: 'green',
  rejected: 'red',
  active: 'green',
};

export const ratingTones: Record<string, Tone> = {
  excellent: 'green',
  good: 'blue',
  fair: 'yellow',
  poor: 'red',
};

export const ratingLabels: Record<string, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

export const toneForStatus = (status: string): Tone => statusTones[status] ?? 'neutral';
export const toneForCustomerStatus = (status: string): Tone | undefined => customerStatusTones[status];
export const toneForRating = (label: string): Tone => ratingTones[label.toLowerCase()] ?? 'neutral';

/** Title-cases a snake_case value the UI has no label for: 'needs_info' -> 'Needs Info'. */
export const humanize = (value: string): string =>
  value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/**
 * Geometry the virtualised table lays out in pixels (at a 16px root): rows match size.tableRow (2.75rem),
 * the heading space['10'], the checkbox column space['12'].
 */
export const tableMetrics = { rowHeight: 44, headingHeight: 40, selectionColumn: 48 } as const;
