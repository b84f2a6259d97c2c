import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, visuallyHiddenRules } from '../../styles/shared.css.ts';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['5']} ${vars.space['2']}`,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 0' });
export const toggle = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({ padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['4']}`, minWidth: 0 });

export const plot = style({ width: '100%', minWidth: 0 });

export const svg = style({
  display: 'block',
  overflow: 'visible',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const tick = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs, fontFamily: vars.font.body });
export const valueLabel = style({ fill: vars.color.text, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

const palette = {
  primary: vars.color.primary,
  neutral: vars.tone.neutral.solid,
  blue: vars.tone.blue.solid,
  orange: vars.tone.orange.solid,
  purple: vars.tone.purple.solid,
  green: vars.tone.green.solid,
  red: vars.tone.red.solid,
  yellow: vars.tone.yellow.solid,
  amber: vars.tone.amber.solid,
};
export type ChartTone = keyof typeof palette;
export const fill = styleVariants(palette, (colour) => ({ fill: colour }));
export const stroke = styleVariants(palette, (colour) => ({ stroke: colour, fill: 'none', strokeWidth: 2.5 }));
export const dot = styleVariants(palette, (colour) => ({ fill: colour, stroke: vars.color.surface, strokeWidth: 1.5 }));
export const swatch = styleVariants(palette, (colour) => ({
  display: 'inline-block',
  width: vars.space['3'],
  height: vars.space['3'],
  borderRadius: vars.radius.sm,
  background: colour,
}));

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: `0 0 ${vars.space['2']}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1.5'] });

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, color: vars.color.text });
export const caption = style(visuallyHiddenRules);
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, background: vars.color.surfaceMuted });
globalStyle(`${table} th:first-child`, { textAlign: 'left', fontWeight: vars.fontWeight.medium });
