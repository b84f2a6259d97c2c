import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });
