import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

/** The coverages' rows of terms, across the dialog's two columns. */
export const terms = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

/**
 * One coverage's terms in a box of their own: its name across the top, then limit, deductible and Remove,
 * each figure wide enough for millions with cents; on a phone, limit and deductible share a line above Remove.
 */
export const termRow = style({
  alignSelf: 'stretch',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gridTemplateAreas: '"coverage coverage coverage" "limit deductible remove"',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['3'],
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.phone]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gridTemplateAreas: '"coverage coverage" "limit deductible" "remove remove"',
    },
  },
});

export const termCoverage = style({ gridArea: 'coverage' });
export const termLimit = style({ gridArea: 'limit' });
export const termDeductible = style({ gridArea: 'deductible' });

/** Remove stands level with the limit and deductible inputs, below the height of their labels. */
export const termRemove = style({
  gridArea: 'remove',
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space['1.5']})`,
  '@media': { [media.phone]: { marginTop: 0, justifySelf: 'start' } },
});
