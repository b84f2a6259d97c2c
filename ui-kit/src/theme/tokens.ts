/**
 * Values that cannot live in CSS variables (media queries) or that screens need in JavaScript. What a tone
 * means (a status, a rating) is the app's business: the kit only knows the colours.
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

/** The colour families of badges, alerts and marks, each in both themes; 'neutral' is the grey one. */
export type Tone = 'neutral' | 'blue' | 'orange' | 'purple' | 'green' | 'red' | 'yellow' | 'amber';
export const TONES: readonly Tone[] = ['neutral', 'blue', 'orange', 'purple', 'green', 'red', 'yellow', 'amber'];

/**
 * Geometry the virtualised table lays out in pixels (at a 16px root): rows match size.tableRow (2.75rem),
 * the heading space['10'], the checkbox column space['12'].
 */
export const tableMetrics = { rowHeight: 44, headingHeight: 40, selectionColumn: 48 } as const;
