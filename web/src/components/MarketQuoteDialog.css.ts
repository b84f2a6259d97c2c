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

/** One coverage's terms on a line: its name widest, then limit, deductible and its Remove; stacked two a line on a phone. */
export const termRow = style({
  alignSelf: 'stretch',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const termCoverage = style({ '@media': { [media.phone]: { gridColumn: '1 / -1' } } });

/** Remove stands level with the row's inputs, below the height of their labels. */
export const termRemove = style({
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space['1.5']})`,
  '@media': { [media.phone]: { marginTop: 0, gridColumn: '1 / -1', justifySelf: 'start' } },
});
