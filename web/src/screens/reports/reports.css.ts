import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'stretch',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({ display: 'flex', flexDirection: 'column' });

export const fields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], flex: 1 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginTop: 'auto' });
