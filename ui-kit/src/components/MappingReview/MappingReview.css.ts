import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const frame = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowX: 'auto',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  color: vars.color.text,
});

export const headerCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], alignItems: 'flex-start' });

export const headerText = style({ fontWeight: vars.fontWeight.medium });

export const group = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const samples = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  color: vars.color.textMuted,
  maxWidth: vars.space['56'],
  overflowWrap: 'anywhere',
});

export const select = style({
  minWidth: `calc(${vars.space['20']} * 2.25)`,
  '@media': { [media.phone]: { minWidth: `calc(${vars.space['20']} * 1.75)` } },
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const muted = style({ color: vars.color.textMuted });

export const droppedHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});
