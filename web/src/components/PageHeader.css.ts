import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['4'],
  maxWidth: '120rem',
  width: '100%',
  marginInline: 'auto',
  '@media': { [media.md]: { padding: `${vars.space['6']} ${vars.space['8']}` } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
});
export const subtitle = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
