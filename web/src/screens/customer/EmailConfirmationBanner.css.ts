import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

/** Lines up with the screen below it (the same side padding and width as a page). */
export const wrap = style({
  padding: `${vars.space['4']} ${vars.space['4']} 0`,
  maxWidth: '120rem',
  marginInline: 'auto',
  '@media': { [media.md]: { padding: `${vars.space['6']} ${vars.space['8']} 0` } },
});

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const text = style({ flex: '1 1 20rem', display: 'flex', flexDirection: 'column', gap: vars.space['1'], overflowWrap: 'anywhere' });
export const address = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const result = style({ fontWeight: vars.fontWeight.medium });
export const failed = style({ color: vars.color.destructiveText, fontWeight: vars.fontWeight.medium });
