import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

/** The filters in one row on wide screens, two to a row on tablets, stacked on phones. */
export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr)) auto' },
  },
});

/** Three figures a row, all six in one row on wide screens. */
export const tiles = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

/** Charts two to a row from large screens, each row's cards the same height. */
export const charts = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'stretch',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.lg]: { gridColumn: '1 / -1' } } });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const period = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
