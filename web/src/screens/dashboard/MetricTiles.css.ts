import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

/** Three tiles a row (two rows of compact tiles on a phone), all six in one row on wide screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    [media.phone]: { gap: vars.space['2'] },
    [media.xl]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});
