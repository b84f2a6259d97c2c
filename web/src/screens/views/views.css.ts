import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'] });

export const muted = style({ color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0 });
export const itemMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
